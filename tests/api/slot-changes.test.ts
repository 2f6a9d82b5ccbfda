/**
 * Issue 32 (docs/slots.md): a member moves and cancels their booking (the place freed, stale and full
 * refused), staff confirm from free slots, overbooking only by admin and audited, the staff calendar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboxMessages, staffAudit, slotBookings, slotPlaces } from '../../server/db/schema';
import { addDays } from '../../domain/money';
import { createTestApp, type TestApp } from './helpers';
import { carAndBranch, testDriveBody } from './form-fixtures';
import { bearer, registered } from './member-fixtures';
import { staffToken } from './staff-fixtures';
import { workday, bodyPaintBays, bodyPaint } from './slot-fixtures';

describe('a member moves and cancels their booking', () => {
  let t: TestApp;
  let token: string;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '10000' });
    branchId = (await carAndBranch(t.database.db)).branch.cabang_id;
    token = (await registered(t, 'jadwal.member@example.com')).token;
  });
  afterAll(() => t.close());

  const placesAt = async (date: string, time: string) => (await t.database.db.select().from(slotPlaces)
    .where(and(eq(slotPlaces.branchId, branchId), eq(slotPlaces.date, date), eq(slotPlaces.time, time)))).length;

  it('reschedules to a free slot (the old place freed), refuses a stale version (409) and a full slot (422), then cancels (place freed)', async () => {
    const date = workday(18);
    const other = workday(33);
    await bodyPaintBays(t.database.db, branchId, 1);
    const body = { ...(await bodyPaint(t.database.db, 0, date, '08:00')), email: 'jadwal.member@example.com' };
    const created = await t.post('/booking-api/bookingonlinenet.php', body, bearer(token));
    expect(created.json().data.slot.status).toBe('held');
    const id = created.json().data.id;
    const detail = await t.get(`/api/detail/bookingservice?id=${id}`, bearer(token));
    expect(detail.json().data).toMatchObject({ version: 0, slot: { status: 'held', date, time: '08:00', may_change: true } });
    expect(await placesAt(date, '08:00')).toBe(1);

    // The other slot's only bay is taken by someone else: 422, nothing changed.
    await t.post('/booking-api/bookingonlinenet.php', await bodyPaint(t.database.db, 1, other, '09:00'));
    const full = await t.post(`/api/member/bookings/bookingservice/${id}/reschedule`, { date: other, time: '09:00', version: 0 }, bearer(token));
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.time).toEqual(['*Jadwal ini sudah penuh, pilih jadwal lain!.']);
    expect(await placesAt(date, '08:00')).toBe(1);
    const closedDay = await t.post(`/api/member/bookings/bookingservice/${id}/reschedule`, { date: addDays(1), time: '09:00', version: 0 }, bearer(token));
    expect(closedDay.json().errors.date[0]).toMatch(/^\*Min\. 3 hari/);

    const moved = await t.post(`/api/member/bookings/bookingservice/${id}/reschedule`, { date: other, time: '10:00', version: 0 }, bearer(token));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ version: 1, tgl_service: other, jam_service: '10:00', slot: { status: 'held', date: other, time: '10:00' } });
    expect(moved.json().data.timeline.at(-1).note).toMatch(/Jadwal diubah oleh Anda/);
    expect(await placesAt(date, '08:00')).toBe(0);
    expect(await placesAt(other, '10:00')).toBe(1);

    const stale = await t.post(`/api/member/bookings/bookingservice/${id}/reschedule`, { date, time: '08:00', version: 0 }, bearer(token));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ version: 1, tgl_service: other });

    const noReason = await t.post(`/api/member/bookings/bookingservice/${id}/cancel`, { reason: ' ', version: 1 }, bearer(token));
    expect(noReason.json().errors).toEqual({ reason: ['*Masukkan alasan pembatalan!.'] });
    const cancelled = await t.post(`/api/member/bookings/bookingservice/${id}/cancel`, { reason: 'Ada keperluan keluarga', version: 1 }, bearer(token));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'Dibatalkan', version: 2, slot: { status: 'cancelled', may_change: false } });
    expect(await placesAt(other, '10:00')).toBe(0);
    const again = await t.post(`/api/member/bookings/bookingservice/${id}/reschedule`, { date: other, time: '10:00', version: 2 }, bearer(token));
    expect(again.json().errors).toEqual({ status: ['*Booking ini sudah tidak dapat diubah.'] });
    const notes = await t.database.db.select().from(inboxMessages);
    expect(notes.map((n) => n.judul)).toEqual(expect.arrayContaining([expect.stringMatching(/jadwal diubah$/), expect.stringMatching(/dibatalkan$/)]));
  });

  it('refuses another member\'s booking (404) and a change on the day before the appointment (422)', async () => {
    const created = await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db)), email: 'jadwal.member@example.com', appointment_date: workday(22), appointment_time: '15:00' }, bearer(token));
    const id = created.json().data.id;
    const stranger = (await registered(t, 'orang.lain@example.com')).token;
    expect((await t.post(`/api/member/bookings/testdrive/${id}/cancel`, { reason: 'x', version: 0 }, bearer(stranger))).statusCode).toBe(404);
    expect((await t.post(`/api/member/bookings/testdrive/${id}/cancel`, { reason: 'x', version: 0 })).statusCode).toBe(401);
    await t.database.db.update(slotBookings).set({ date: addDays(0) }).where(and(eq(slotBookings.bookingKind, 'testdrive'), eq(slotBookings.bookingId, id)));
    const late = await t.post(`/api/member/bookings/testdrive/${id}/cancel`, { reason: 'Berhalangan', version: 0 }, bearer(token));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.date).toEqual(['*Perubahan jadwal atau pembatalan paling lambat sehari sebelum jadwal.']);
  });
});

describe('staff confirm from free slots; overbooking only by admin, audited', () => {
  let t: TestApp;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '10000' });
    branchId = (await carAndBranch(t.database.db)).branch.cabang_id;
  });
  afterAll(() => t.close());

  const move = (token: string, id: number, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/staff/queue/bookingservice/${id}/status`, headers: { authorization: `Bearer ${token}` }, payload: body });

  it('a request on a full slot: confirming there is 422, an override by service 403, by admin 200 and audited; cancelling frees the place', async () => {
    const date = workday(26);
    await bodyPaintBays(t.database.db, branchId, 1);
    const first = (await t.post('/booking-api/bookingonlinenet.php', await bodyPaint(t.database.db, 1, date, '11:00'))).json().data;
    const second = (await t.post('/booking-api/bookingonlinenet.php', await bodyPaint(t.database.db, 2, date, '11:00'))).json().data;
    expect([first.slot.status, second.slot.status]).toEqual(['held', 'request']);
    const service = await staffToken(t, 'service');
    const admin = await staffToken(t, 'admin');
    const full = await move(service, second.id, { to: 'confirmed', version: 0, date, time: '11:00' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.time[0]).toMatch(/sudah penuh/);
    expect((await move(service, second.id, { to: 'confirmed', version: 0, date, time: '11:00', override: true })).statusCode).toBe(403);
    const forced = await move(admin, second.id, { to: 'confirmed', version: 0, date, time: '11:00', override: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const audit = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'slot.override'), eq(staffAudit.recordId, String(second.id))));
    expect(audit).toHaveLength(1);
    const over = await t.database.db.select().from(slotPlaces).where(and(eq(slotPlaces.bookingKind, 'bookingservice'), eq(slotPlaces.bookingId, second.id)));
    expect(over).toMatchObject([{ overbooked: true, date, time: '11:00' }]);
    // Moving the held one to a free slot works without override and frees 11:00's bay.
    const url = `/api/slots?kind=service&branch_id=${branchId}&service_type=body-paint&date_from=${date}&date_to=${date}`;
    expect((await t.get(url)).json().data.days[0].slots.find((x: { time: string }) => x.time === '12:00').left).toBe(1); // now cached
    const moved = await move(service, first.id, { to: 'confirmed', version: 0, date, time: '12:00' });
    expect(moved.statusCode).toBe(200);
    const cancel = await move(admin, second.id, { to: 'cancelled', version: 1, reason: 'Pelanggan membatalkan' });
    expect(cancel.statusCode).toBe(200);
    const left = (await t.get(url)).json().data.days[0].slots;
    expect(left.find((x: { time: string }) => x.time === '11:00').left).toBe(1);
    expect(left.find((x: { time: string }) => x.time === '12:00').left).toBe(0);

    const calendar = await t.call({ method: 'GET', url: `/api/staff/calendar?branch_id=${branchId}&from=${date}&to=${date}`, headers: { authorization: `Bearer ${service}` } });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const data = calendar.json().data;
    expect(data.resources).toContainEqual({ id: 'body-paint:1', name: 'Bay Body & Paint 1', kind: 'bookingservice' });
    expect(data.resources.every((r: { kind: string }) => r.kind === 'bookingservice')).toBe(true);
    expect(data.bookings).toContainEqual(expect.objectContaining({ kind: 'bookingservice', id: first.id, date, time: '12:00', resource_id: 'body-paint:1', status: 'confirmed', name: 'Budi Santoso' }));
    expect(data.bookings.some((b: { id: number }) => b.id === second.id)).toBe(false);
    expect(data.days[0]).toMatchObject({ date, used: expect.any(Number), capacity: expect.any(Number) });
    const sales = await staffToken(t, 'sales');
    const other = await t.call({ method: 'GET', url: `/api/staff/calendar?branch_id=999&from=${date}&to=${date}`, headers: { authorization: `Bearer ${sales}` } });
    expect(other.statusCode).toBe(422);
    // Fifteen days counted from `date` (a workday 26 or more days ahead: from today, 40 days could be
    // within 14 of it when holidays and a weekend push it on, as on 29 Nov WIB).
    const tooLong = await t.call({ method: 'GET', url: `/api/staff/calendar?branch_id=${branchId}&from=${date}&to=${addDays(14, new Date(`${date}T12:00:00+07:00`))}`, headers: { authorization: `Bearer ${service}` } });
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(tooLong.json().errors.to).toEqual(['*Rentang 1 sampai 14 hari!.']);
  });
});

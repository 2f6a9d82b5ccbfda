/**
 * Issue 32 (docs/slots.md): availability, places taken atomically (3N concurrent submissions for N
 * places give N held and 2N requests, none lost; also through two instances on one PostgreSQL),
 * window and closed days refused in Indonesian. Moving, cancelling and confirming: slot-changes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { serviceBookings, slotCapacity, slotPlaces, testDrives, testdriveUnits } from '../../server/db/schema';
import { addDays } from '../../domain/money';
import { weekday } from '../../domain/slots';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, carAndBranch, testDriveBody, tradeInBody } from './form-fixtures';
import { staffToken } from './staff-fixtures';
import { emptyDatabase, healthy, post, startServer, stop, type ServerProcess } from './server-process';
import { workday, bodyPaintBays, bodyPaint } from './slot-fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('slots on one instance', () => {
  let t: TestApp;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '10000' });
    branchId = (await carAndBranch(t.database.db)).branch.cabang_id;
  });
  afterAll(() => t.close());

  it('answers places per day and slot within the booking window, no personal data', async () => {
    const res = await t.get(`/api/slots?kind=service&branch_id=${branchId}&service_type=general-service&date_from=${addDays(0)}&date_to=${addDays(61)}`);
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json().data.days as Array<{ date: string; open: boolean; slots: Array<{ time: string; left: number }> }>;
    expect(days[0].date).toBe(addDays(3));
    expect(days.at(-1)!.date).toBe(addDays(60));
    const monday = days.find((d) => weekday(d.date) === 1 && d.open)!;
    expect(monday.slots[0]).toEqual({ time: '08:00', left: expect.any(Number) });
    expect(monday.slots.at(-1)!.time).toBe('16:00');
    expect(Object.keys(monday.slots[0])).toEqual(['time', 'left']);
  });

  it('refuses bad queries with 422 in Indonesian', async () => {
    const res = await t.get('/api/slots?kind=pesawat&branch_id=999999');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ kind: [expect.stringMatching(/Pilih jenis jadwal/)], branch_id: ['*Pilih Cabang!.'] });
    const noModel = await t.get(`/api/slots?kind=testdrive&branch_id=${branchId}`);
    expect(noModel.json().errors).toEqual({ car_model: ['*Pilih Model Mobil!.'] });
    const order = await t.get(`/api/slots?kind=inspection&branch_id=${branchId}&date_from=${addDays(10)}&date_to=${addDays(5)}`);
    expect(order.statusCode).toBe(422);
    expect((await t.get(`/api/slots?kind=inspection&branch_id=${branchId}&date_from=2026-02-30`)).statusCode).toBe(422);
  });

  it('a booking takes a place: the cached availability drops by one', async () => {
    const date = workday(20);
    const url = `/api/slots?kind=service&branch_id=${branchId}&service_type=general-service&date_from=${date}&date_to=${date}`;
    const before = (await t.get(url)).json().data.days[0].slots.find((s: { time: string }) => s.time === '09:00').left;
    expect(before).toBeGreaterThan(0);
    expect((await t.get(url)).statusCode).toBe(200); // cached now
    const res = await t.post('/booking-api/bookingonlinenet.php', { ...(await bookingServiceBody(t.database.db)), appointment_date: date, appointment_time: '09:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ booking_id: expect.stringMatching(/^BS/), slot: { status: 'held', date, time: '09:00', alternatives: [] } });
    const after = (await t.get(url)).json().data.days[0].slots.find((s: { time: string }) => s.time === '09:00').left;
    expect(after).toBe(before - 1);
  });

  it('N places and 3N submissions at once: N held, 2N kept as requests with three alternatives, none lost', async () => {
    const N = 3;
    const date = workday(12);
    await bodyPaintBays(t.database.db, branchId, N);
    const bodies = await Promise.all(Array.from({ length: 3 * N }, (_, i) => bodyPaint(t.database.db, i, date, '10:00')));
    const answers = await Promise.all(bodies.map((b) => t.post('/booking-api/bookingonlinenet.php', b)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(3 * N).fill(200));
    const slots = answers.map((r) => r.json().data.slot);
    expect(slots.filter((s) => s.status === 'held')).toHaveLength(N);
    const requests = slots.filter((s) => s.status === 'request');
    expect(requests).toHaveLength(2 * N);
    for (const s of requests) {
      expect(s.alternatives).toHaveLength(3);
      expect(s.alternatives).not.toContainEqual({ date, time: '10:00' });
    }
    const rows = await t.database.db.select().from(serviceBookings).where(and(eq(serviceBookings.appointmentDate, date), eq(serviceBookings.serviceType, 'body-paint')));
    expect(rows).toHaveLength(3 * N);
    const places = await t.database.db.select().from(slotPlaces).where(and(eq(slotPlaces.branchId, branchId), eq(slotPlaces.date, date), eq(slotPlaces.time, '10:00')));
    expect(places.filter((p) => p.resource.startsWith('body-paint:'))).toHaveLength(N);
    const days = (await t.get(`/api/slots?kind=service&branch_id=${branchId}&service_type=body-paint&date_from=${date}&date_to=${date}`)).json().data.days;
    expect(days[0].slots.find((s: { time: string }) => s.time === '10:00').left).toBe(0);
  });

  it('refuses closed days, days outside the window and times that are not slots (422, Indonesian)', async () => {
    const closed = workday(15);
    const [cap] = await t.database.db.select().from(slotCapacity).where(eq(slotCapacity.branchId, branchId));
    await t.database.db.update(slotCapacity).set({ closedDays: [...cap.closedDays, closed] }).where(eq(slotCapacity.branchId, branchId));
    const body = await bookingServiceBody(t.database.db);
    const onClosed = await t.post('/booking-api/bookingonlinenet.php', { ...body, appointment_date: closed });
    expect(onClosed.statusCode).toBe(422);
    expect(onClosed.json().errors).toEqual({ appointment_date: ['*Cabang tutup pada tanggal ini, pilih tanggal lain!.'] });
    const late = await t.post('/booking-api/bookingonlinenet.php', { ...body, appointment_date: addDays(61) });
    expect(late.json().errors.appointment_date[0]).toMatch(/^\*Maks\. 60 hari dari hari ini \(paling lambat \d+ \w+ \d{4}\)$/);
    const early = await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db)), appointment_date: addDays(1) });
    expect(early.json().errors.appointment_date[0]).toMatch(/^\*Min\. 3 hari dari hari ini \(paling cepat \d+ \w+ \d{4}\)$/);
    const odd = await t.post('/booking-api/bookingonlinenet.php', { ...body, appointment_date: workday(40), appointment_time: '08:10' });
    expect(odd.json().errors).toEqual({ appointment_time: ['*Jam ini tidak tersedia, pilih jam lain!.'] });
    const sundayShop = await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db)), appointment_date: closed });
    expect(sundayShop.statusCode).toBe(422);
    const day = (await t.get(`/api/slots?kind=service&branch_id=${branchId}&date_from=${closed}&date_to=${closed}`)).json().data.days[0];
    expect(day).toEqual({ date: closed, open: false, slots: [] });
  });

  it('capacity is content: the content role closes a day, availability follows at once; bad hours 422, sales 403', async () => {
    const token = await staffToken(t, 'content');
    const auth = { authorization: `Bearer ${token}` };
    const day = workday(45);
    const url = `/api/slots?kind=inspection&branch_id=${branchId}&date_from=${day}&date_to=${day}`;
    expect((await t.get(url)).json().data.days[0].open).toBe(true);
    const record = (await t.call({ method: 'GET', url: `/api/staff/content/slot-capacity/${branchId}`, headers: auth })).json().data;
    expect(record).toMatchObject({ id: branchId, slot_minutes: 30, hours_1: '08:00-16:30', service_general: expect.any(Number) });
    const bad = await t.call({ method: 'PATCH', url: `/api/staff/content/slot-capacity/${branchId}`, headers: auth, payload: { hours_2: '17:00-08:00' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.hours_2).toEqual(['*Jam seperti 08:00-16:30, atau kosong bila tutup!.']);
    const closed = await t.call({ method: 'PATCH', url: `/api/staff/content/slot-capacity/${branchId}`, headers: auth, payload: { closed_days: [...record.closed_days, { date: day }] } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await t.get(url)).json().data.days[0]).toEqual({ date: day, open: false, slots: [] });
    const sales = await staffToken(t, 'sales');
    expect((await t.call({ method: 'PATCH', url: `/api/staff/content/slot-capacity/${branchId}`, headers: { authorization: `Bearer ${sales}` }, payload: { inspection: 9 } })).statusCode).toBe(403);
    await t.call({ method: 'PATCH', url: `/api/staff/content/slot-capacity/${branchId}`, headers: auth, payload: { closed_days: record.closed_days } });
  });

  it('a test drive takes a unit of its model; a branch without one keeps it as a request', async () => {
    const body = await testDriveBody(t.database.db, 'unit@example.com');
    const date = workday(25);
    const held = await t.post('/api/testdrive', { ...body, appointment_date: date, appointment_time: '11:00' });
    expect(held.json().data.slot.status).toBe('held');
    await t.database.db.update(testdriveUnits).set({ active: false }).where(and(eq(testdriveUnits.branchId, branchId), eq(testdriveUnits.carModelId, body.car_model)));
    const none = await t.post('/api/testdrive', { ...body, appointment_date: date, appointment_time: '11:00' });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.slot).toEqual({ status: 'request', date, time: '11:00', alternatives: [] });
    const [row] = await t.database.db.select().from(testDrives).where(eq(testDrives.id, none.json().data.id));
    expect(row.appointmentDate).toBe(date);
    const units = (await t.get(`/api/slots?kind=testdrive&branch_id=${branchId}&car_model=${body.car_model}&date_from=${date}&date_to=${date}`)).json().data.days[0];
    expect(units.open).toBe(false);
    await t.database.db.update(testdriveUnits).set({ active: true }).where(eq(testdriveUnits.branchId, branchId));
  });

  it('a trade-in with an inspection day takes an inspection place; without one it takes none', async () => {
    const date = workday(30);
    const withInspection = await t.post('/api/tradein', { ...(await tradeInBody(t.database.db)), appointment_date: date, appointment_time: '13:00' });
    expect(withInspection.statusCode).toBe(200);
    expect(withInspection.json().data.slot).toMatchObject({ status: 'held', date, time: '13:00' });
    const without = await t.post('/api/tradein', await tradeInBody(t.database.db));
    expect(without.statusCode).toBe(200);
    expect(without.json().data.slot).toBeUndefined();
    const noTime = await t.post('/api/tradein', { ...(await tradeInBody(t.database.db)), appointment_date: date });
    expect(noTime.json().errors).toEqual({ appointment_time: ['*Pilih jam!.'] });
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    const url = await emptyDatabase('slots');
    a = await startServer(url);
    await healthy(a);
    b = await startServer(url);
    await healthy(b);
    database = await openDatabase({ databaseUrl: url, dataDir: null });
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a && stop(a), b && stop(b)]);
    await database?.close();
  });

  it('3N submissions split over both: N held, 2N requests; the other instance\'s cached availability follows', async () => {
    const N = 2;
    const date = workday(14);
    const branchId = (await carAndBranch(database.db)).branch.cabang_id;
    await bodyPaintBays(database.db, branchId, N);
    const url = `/api/slots?kind=service&branch_id=${branchId}&service_type=body-paint&date_from=${date}&date_to=${date}`;
    const left = async (s: ServerProcess) => {
      const res = await fetch(`${s.url}${url}`, { headers: { 'x-api-key': 'merapi-demo-key' } });
      return ((await res.json()).data.days[0].slots as Array<{ time: string; left: number }>).find((x) => x.time === '14:00')!.left;
    };
    expect(await left(b)).toBe(N);
    expect(await left(b)).toBe(N); // cached on b
    const bodies = await Promise.all(Array.from({ length: 3 * N }, (_, i) => bodyPaint(database.db, 100 + i, date, '14:00')));
    const answers = await Promise.all(bodies.map((body, i) => post(i % 2 ? b : a, '/booking-api/bookingonlinenet.php', body)));
    expect(answers.map((r) => r.status)).toEqual(Array(3 * N).fill(200));
    const statuses = answers.map((r) => r.json.data.slot.status);
    expect(statuses.filter((s) => s === 'held')).toHaveLength(N);
    expect(statuses.filter((s) => s === 'request')).toHaveLength(2 * N);
    expect(await database.db.select().from(serviceBookings).where(eq(serviceBookings.appointmentDate, date))).toHaveLength(3 * N);
    // b's cache was emptied by a's writes too (NOTIFY): it answers 0 left.
    await expect.poll(() => left(b), { timeout: 5000 }).toBe(0);
    expect(await left(a)).toBe(0);
  });
});

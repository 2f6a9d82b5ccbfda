/** Each workflow's allowed and refused moves, stale versions, and what the member sees of them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays, formatDateId, isoDay } from '../../domain/money';
import { ORDER_PAID_CANCEL_MESSAGE } from '../../domain/staff/workflows';
import { inboxMessages, orders, recordTimeline, staffAudit, testDrives } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { allTokens, auth, memberId, move, placedOrder, record, submitted } from './staff-fixtures';
import type { StaffRole } from '../../domain/staff/roles';

let t: TestApp;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
});
afterAll(() => t.close());

const inboxOf = async (email: string) => t.database.db.select().from(inboxMessages)
  .where(eq(inboxMessages.memberId, await memberId(t, email))).orderBy(desc(inboxMessages.id));

describe('test drive', () => {
  it('asks a confirmation for its date and time, and refuses a date in the past', async () => {
    const td = await submitted(t, 'testdrive', 'td.fields@example.com');
    const missing = await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ date: ['*Masukkan tanggal!.'], time: ['*Masukkan jam!.'] });
    const past = await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0, date: addDays(-1), time: '10:00' });
    expect(past.json().errors).toEqual({ date: ['*Tanggal tidak boleh sebelum hari ini!.'] });
    const badTime = await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0, date: addDays(3), time: '25:00' });
    expect(badTime.json().errors).toEqual({ time: ['*Masukkan jam!.'] });
    expect((await record(t, tokens.sales, 'testdrive', td.id)).version).toBe(0);
  });

  it('confirms in one transaction: record, timeline, audit and the member\'s inbox, then the member sees Dikonfirmasi', async () => {
    const td = await submitted(t, 'testdrive', 'td.confirm@example.com');
    const day = addDays(6);
    const res = await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0, date: day, time: '09:30', note: 'Sudah ditelepon' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'confirmed', status_label: 'Dikonfirmasi', version: 1 });
    expect(data.timeline.map((s: { to_label: string }) => s.to_label)).toEqual(['Diterima', 'Dikonfirmasi']);
    expect(data.timeline[1]).toMatchObject({ by: 'Rina Sales Semarang', from: 'new', to: 'confirmed', note: 'Sudah ditelepon', detail: { date: day, time: '09:30' } });
    expect(data.moves.map((m: { to: string }) => m.to)).toEqual(['done', 'no_show', 'cancelled', 'confirmed']);
    const [audit] = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.kind, 'testdrive'), eq(staffAudit.recordId, String(td.id))));
    expect(audit).toMatchObject({ action: 'status', detail: { from: 'new', to: 'confirmed', version: 1 } });
    const [message] = await inboxOf('td.confirm@example.com');
    expect(message.judul).toBe(`Test Drive ${td.bookingId}: Dikonfirmasi`);
    expect(message.text).toContain(`${formatDateId(day)} pukul 09:30 di Merapi Toyota`);
    expect(message.text).toContain('bersama Rina Sales Semarang');
    const history = (await t.post('/api/history/testdrive', {}, auth(td.memberToken!))).json().data;
    expect(history[0]).toMatchObject({ id: td.id, status: 'Dikonfirmasi' });
    const detail = (await t.get(`/api/detail/testdrive?id=${td.id}`, auth(td.memberToken!))).json().data;
    expect(detail.status).toBe('Dikonfirmasi');
    expect(detail.timeline.map((s: { label: string }) => s.label)).toEqual(['Diterima', 'Dikonfirmasi']);
    expect(detail.timeline[1].note).toMatch(/pukul 09:30/);
    expect(JSON.stringify(detail.timeline)).not.toContain('Sudah ditelepon');
  });

  it('answers 409 with the current record to a second staff member acting on an outdated view, and overwrites nothing', async () => {
    const td = await submitted(t, 'testdrive', 'td.stale@example.com');
    expect((await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0, date: addDays(4), time: '14:00' })).statusCode).toBe(200);
    const stale = await move(t, tokens.admin, 'testdrive', td.id, { to: 'cancelled', version: 0, reason: 'Batal' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, data: { id: td.id, status: 'confirmed', version: 1 } });
    expect(stale.json().data.timeline).toHaveLength(2);
    const [row] = await t.database.db.select().from(testDrives).where(eq(testDrives.id, td.id));
    expect(row).toMatchObject({ status: 'confirmed', version: 1 });
    expect((await move(t, tokens.admin, 'testdrive', td.id, { to: 'done', version: 1 })).statusCode).toBe(200);
  });

  it('refuses moves the workflow does not allow (422) and reschedules a confirmed one', async () => {
    const td = await submitted(t, 'testdrive', 'td.refused@example.com');
    const skip = await move(t, tokens.sales, 'testdrive', td.id, { to: 'done', version: 0 });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.to).toEqual(['Status tidak dapat diubah dari Menunggu Konfirmasi ke Selesai']);
    expect((await move(t, tokens.sales, 'testdrive', td.id, { to: 'terbang', version: 0 })).json().errors).toEqual({ to: ['*Pilih status tujuan!.'] });
    expect((await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0, date: addDays(4), time: '14:30' })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 1, date: addDays(8), time: '13:00' })).statusCode).toBe(200);
    const cancel = await move(t, tokens.sales, 'testdrive', td.id, { to: 'cancelled', version: 2 });
    expect(cancel.json().errors).toEqual({ reason: ['*Masukkan alasan!.'] });
    const done = await move(t, tokens.sales, 'testdrive', td.id, { to: 'no_show', version: 2 });
    expect(done.json().data).toMatchObject({ status: 'no_show', status_label: 'Tidak Hadir', moves: [] });
    expect((await move(t, tokens.sales, 'testdrive', td.id, { to: 'done', version: 3 })).statusCode).toBe(422);
    expect((await move(t, tokens.sales, 'testdrive', td.id, { version: 3 })).json().errors).toEqual({ to: ['*Pilih status tujuan!.'] });
    expect((await move(t, tokens.sales, 'testdrive', td.id, { to: 'done' })).json().errors).toEqual({ version: ['Versi data tidak valid, muat ulang halaman.'] });
  });

  it('writes nothing when the inbox message fails: record, timeline, audit and message share one transaction', async () => {
    const td = await submitted(t, 'testdrive', 'td.rollback@example.com');
    const db = t.database.db;
    await db.execute(sql.raw(`create or replace function refuse_inbox() returns trigger language plpgsql as $$ begin
      if new.judul like '%Dikonfirmasi%' then raise exception 'inbox down'; end if; return new; end $$`));
    await db.execute(sql.raw('create trigger refuse_inbox before insert on inbox_messages for each row execute function refuse_inbox()'));
    try {
      const res = await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0, date: addDays(5), time: '11:00' });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_inbox on inbox_messages'));
      await db.execute(sql.raw('drop function refuse_inbox()'));
    }
    const [row] = await db.select().from(testDrives).where(eq(testDrives.id, td.id));
    expect(row).toMatchObject({ status: 'new', version: 0 });
    expect(await db.select().from(recordTimeline).where(and(eq(recordTimeline.kind, 'testdrive'), eq(recordTimeline.recordId, td.id)))).toEqual([]);
    expect(await db.select().from(staffAudit).where(and(eq(staffAudit.kind, 'testdrive'), eq(staffAudit.recordId, String(td.id))))).toEqual([]);
    expect((await inboxOf('td.rollback@example.com')).some((m) => m.judul.includes('Dikonfirmasi'))).toBe(false);
  });
});

describe('service booking', () => {
  it('is worked by service advisors only: confirmed, in service, done', async () => {
    const bs = await submitted(t, 'bookingservice', 'servis@example.com');
    expect((await move(t, tokens.sales, 'bookingservice', bs.id, { to: 'confirmed', version: 0 })).statusCode).toBe(403);
    expect((await move(t, tokens.service, 'bookingservice', bs.id, { to: 'in_service', version: 0 })).statusCode).toBe(422);
    expect((await move(t, tokens.service, 'bookingservice', bs.id, { to: 'confirmed', version: 0, date: addDays(5), time: '08:00' })).statusCode).toBe(200);
    expect((await move(t, tokens.service, 'bookingservice', bs.id, { to: 'in_service', version: 1 })).json().data.status_label).toBe('Dalam Pengerjaan');
    expect((await move(t, tokens.service, 'bookingservice', bs.id, { to: 'cancelled', version: 2, reason: 'x' })).statusCode).toBe(422);
    expect((await move(t, tokens.service, 'bookingservice', bs.id, { to: 'done', version: 2 })).json().data.status_label).toBe('Selesai');
    const history = (await t.post('/api/history/bookingservice', {}, auth(bs.memberToken!))).json().data;
    expect(history[0].status).toBe('Selesai');
    const detail = (await t.get(`/api/detail/bookingservice?id=${bs.id}`, auth(bs.memberToken!))).json().data;
    expect(detail.timeline.map((s: { label: string }) => s.label)).toEqual(['Diterima', 'Dikonfirmasi', 'Dalam Pengerjaan', 'Selesai']);
  });
});

describe('trade-in', () => {
  it('schedules an inspection (date, place), sends an offer (amount) and takes the answer', async () => {
    const ti = await submitted(t, 'tradein', 'tukar@example.com');
    expect((await move(t, tokens.sales, 'tradein', ti.id, { to: 'inspection', version: 0, date: addDays(3) })).json().errors).toEqual({ place: ['*Masukkan tempat!.'] });
    expect((await move(t, tokens.sales, 'tradein', ti.id, { to: 'offered', version: 0, amount: 100_000_000 })).statusCode).toBe(422);
    expect((await move(t, tokens.sales, 'tradein', ti.id, { to: 'inspection', version: 0, date: addDays(3), place: 'Rumah pelanggan' })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'tradein', ti.id, { to: 'offered', version: 1 })).json().errors).toEqual({ amount: ['*Masukkan nominal penawaran!.'] });
    expect((await move(t, tokens.sales, 'tradein', ti.id, { to: 'offered', version: 1, amount: -5 })).json().errors).toEqual({ amount: ['*Masukkan nominal penawaran!.'] });
    expect((await move(t, tokens.sales, 'tradein', ti.id, { to: 'offered', version: 1, amount: '125000000' })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'tradein', ti.id, { to: 'accepted', version: 2 })).json().data.status_label).toBe('Penawaran Diterima');
    const [offer] = (await inboxOf('tukar@example.com')).filter((m) => m.judul.endsWith('Penawaran Dikirim'));
    expect(offer.text).toContain('Nilai penawaran Rp 125.000.000');
    const detail = (await t.get(`/api/detail/tradein?id=${ti.id}`, auth(ti.memberToken!))).json().data;
    expect(detail.status).toBe('Penawaran Diterima');
    expect(detail.timeline[1].note).toBe(`${formatDateId(addDays(3))} di Rumah pelanggan`);
  });
});

describe('order', () => {
  it('lets finance mark it paid and sales take it on to delivery, each role only its own steps', async () => {
    const buyer = await registered(t, 'pembeli.order@example.com');
    const order = await placedOrder(t, buyer.token);
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'paid', version: 0 })).statusCode).toBe(403);
    expect((await move(t, tokens.finance, 'order', order.id, { to: 'spk', version: 0 })).statusCode).toBe(403);
    expect((await move(t, tokens.admin, 'order', order.id, { to: 'spk', version: 0 })).statusCode).toBe(422);
    expect((await move(t, tokens.finance, 'order', order.id, { to: 'paid', version: 0 })).json().data).toMatchObject({ status: 'paid', status_label: 'Lunas Booking Fee' });
    expect((await t.post('/api/history/bookingorder', {}, auth(buyer.token))).json().data[0].status).toBe('Paid');
    // The later steps need their facts recorded first (issue 30.4, tests/api/order-money.test.ts).
    const facts = { spk_number: 'SPK/001', spk_date: isoDay(), settlement: 'cash', delivery_date: isoDay(), delivery_place: 'Showroom' };
    expect((await t.post(`/api/staff/queue/order/${order.id}/progress`, facts, auth(tokens.sales))).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'spk', version: 1 })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'preparing', version: 2 })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'delivered', version: 3 })).json().data.status_label).toBe('Diserahkan');
    const detail = (await t.get(`/api/detail/bookingorder?id=${order.id}`, auth(buyer.token))).json().data;
    expect(detail).toMatchObject({ status: 'Paid', stage_label: 'Diserahkan' });
    expect(detail.timeline.map((s: { label: string }) => s.label)).toEqual(['Diterima', 'Lunas Booking Fee', 'SPK Diterbitkan', 'Kendaraan Disiapkan', 'Diserahkan']);
  });

  it('lets sales cancel an unpaid order, but once finance marked the booking fee paid only finance or admin may (403)', async () => {
    const buyer = await registered(t, 'pembeli.batal@example.com');
    const unpaid = await placedOrder(t, buyer.token);
    expect((await record(t, tokens.sales, 'order', unpaid.id)).moves.map((m: { to: string }) => m.to)).toContain('cancelled');
    expect((await move(t, tokens.sales, 'order', unpaid.id, { to: 'cancelled', version: 0, reason: 'Pembeli batal' })).statusCode).toBe(200);

    const paid = await placedOrder(t, buyer.token);
    expect((await move(t, tokens.finance, 'order', paid.id, { to: 'paid', version: 0 })).statusCode).toBe(200);
    expect((await record(t, tokens.sales, 'order', paid.id)).moves.map((m: { to: string }) => m.to)).toEqual(['spk']);
    const refused = await move(t, tokens.sales, 'order', paid.id, { to: 'cancelled', version: 1, reason: 'Pembeli batal' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, message: ORDER_PAID_CANCEL_MESSAGE, data: null });
    expect((await t.post(`/api/staff/queue/order/${paid.id}/progress`, { spk_number: 'SPK/002', spk_date: isoDay() }, auth(tokens.sales))).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', paid.id, { to: 'spk', version: 1 })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', paid.id, { to: 'cancelled', version: 2, reason: 'Pembeli batal' })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row.stage).toBe('spk');
    expect((await move(t, tokens.finance, 'order', paid.id, { to: 'cancelled', version: 2, reason: 'Dana dikembalikan' })).statusCode).toBe(200);
    // Cancelled after the booking fee came, the order stays Paid (the refund is finance's); the other stays Unpaid.
    const history = (await t.post('/api/history/bookingorder', {}, auth(buyer.token))).json().data;
    expect(history.map((h: { id: number; status: string }) => [h.id, h.status])).toEqual(expect.arrayContaining([[paid.id, 'Paid'], [unpaid.id, 'Unpaid']]));
    expect((await t.get(`/api/detail/bookingorder?id=${paid.id}`, auth(buyer.token))).json().data).toMatchObject({ status: 'Paid', stage_label: 'Dibatalkan' });
  });
});

describe('leads (contact, lead sales, credit simulation, instant approval)', () => {
  it('moves a guest contact without writing to any inbox, and refuses a message to a non-member (400)', async () => {
    const res = await t.post('/api/contact', { name: 'Tamu', email: 'tamu.kontak@example.com', phone: '081234567890', address: 'Demak', text: 'Halo' });
    const id = res.json().data.id;
    const before = (await t.database.db.select().from(inboxMessages)).length;
    expect((await move(t, tokens.sales, 'contact', id, { to: 'qualified', version: 0 })).statusCode).toBe(422);
    expect((await move(t, tokens.sales, 'contact', id, { to: 'contacted', version: 0 })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'contact', id, { to: 'qualified', version: 1 })).json().data.status_label).toBe('Prospek');
    expect((await move(t, tokens.sales, 'contact', id, { to: 'lost', version: 2 })).json().errors).toEqual({ reason: ['*Masukkan alasan!.'] });
    expect((await move(t, tokens.sales, 'contact', id, { to: 'won', version: 2 })).json().data.status_label).toBe('Deal');
    expect((await t.database.db.select().from(inboxMessages)).length).toBe(before);
    const message = await t.post(`/api/staff/queue/contact/${id}/message`, { text: 'Halo' }, auth(tokens.sales));
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toEqual({ alert: 'Pengirim data ini bukan member, hubungi lewat telepon atau e-mail' });
  });

  it('works lead-sales requests (sales) and instant approvals (finance), each queue its own roles', async () => {
    const lead = (await t.post('/api/leadsales', { name: 'Rudi', phone: '081211112222', agree1: true, agree2: true })).json().data.id;
    expect((await move(t, tokens.finance, 'leadsales', lead, { to: 'contacted', version: 0 })).statusCode).toBe(403);
    expect((await move(t, tokens.sales, 'leadsales', lead, { to: 'lost', version: 0, reason: 'Tidak bisa dihubungi' })).json().data).toMatchObject({ status_label: 'Tidak Jadi', version: 1 });
    const { carAndBranch, JPEG } = await import('./form-fixtures');
    const { car } = await carAndBranch(t.database.db);
    const application = (await t.post('/api/instantapprove', { ...car, uang_muka: 90_000_000, tenor: 24, email: 'ia@example.com', ktp: JPEG, agree1: true, agree2: true })).json().data.id;
    expect((await move(t, tokens.sales, 'instantapproval', application, { to: 'contacted', version: 0 })).statusCode).toBe(403);
    expect((await move(t, tokens.finance, 'instantapproval', application, { to: 'contacted', version: 0 })).json().data).toMatchObject({ status_label: 'Sudah Dihubungi', email: 'ia@example.com' });
  });

  it('turns a signed-in member\'s credit simulation into one lead per car and day', async () => {
    const member = await registered(t, 'simulasi@example.com');
    const body = (dp: number) => ({ car_model_id: 0, car_model_transmission: 'AT', car_model_type: 0, uang_muka: dp, tenor: 36 });
    const { carAndBranch } = await import('./form-fixtures');
    const { car } = await carAndBranch(t.database.db);
    const price = 280_800_000;
    for (const dp of [0.3, 0.4]) {
      const res = await t.post('/api/creditsimulation', { ...body(Math.round(price * dp)), car_model_id: car.car_model, car_model_type: car.car_type }, auth(member.token));
      expect(res.statusCode).toBe(200);
    }
    await t.post('/api/creditsimulation', { ...body(100_000_000), car_model_id: car.car_model, car_model_type: car.car_type });
    const page = (await t.get('/api/staff/queue/creditsimulation?q=simulasi@example.com', auth(tokens.sales))).json().data;
    expect(page.meta.total).toBe(1);
    expect(page.items[0]).toMatchObject({ name: 'Budi Santoso', email: 'simulasi@example.com', status_label: 'Baru' });
    expect(page.items[0].summary).toMatch(/36 bln/);
    const id = page.items[0].id;
    expect((await move(t, tokens.sales, 'creditsimulation', id, { to: 'contacted', version: 0 })).statusCode).toBe(200);
    expect((await inboxOf('simulasi@example.com'))[0].judul).toMatch(/^Simulasi kredit SK-.*: Sudah Dihubungi$/);
  });
});

describe('notes, assignment and messages', () => {
  it('keeps internal notes from the member, assigns to a colleague who may work the record, and escapes messages', async () => {
    const td = await submitted(t, 'testdrive', 'catatan@example.com');
    const url = `/api/staff/queue/testdrive/${td.id}`;
    const noted = await t.post(`${url}/note`, { text: 'Pelanggan minta unit warna putih' }, auth(tokens.sales));
    expect(noted.json().data.notes).toMatchObject([{ by: 'Rina Sales Semarang', text: 'Pelanggan minta unit warna putih', to_member: false }]);
    const assignees = (await t.get(`${url}/assignees`, auth(tokens.sales))).json().data;
    expect(assignees.map((a: { role: string }) => a.role).sort()).toEqual(['admin', 'sales']);
    const service = (await t.get('/api/staff/me', auth(tokens.service))).json().data.staff.id;
    expect((await t.post(`${url}/assign`, { staff_id: service }, auth(tokens.sales))).json().errors).toEqual({ staff_id: ['*Pilih staf!.'] });
    const salesId = assignees.find((a: { role: string }) => a.role === 'sales').id;
    const assigned = await t.post(`${url}/assign`, { staff_id: salesId }, auth(tokens.admin));
    expect(assigned.json().data.assigned_to).toEqual({ id: salesId, name: 'Rina Sales Semarang' });
    // Every Semarang test drive is routed to Rina on arrival (the only sales person on duty), and the first
    // actor on an unassigned record becomes its handler: 'me' lists this one, and only hers.
    const mine = async () => (await t.get('/api/staff/queue/testdrive?assigned=me', auth(tokens.sales))).json().data.items as Array<{ id: number; assigned_to: { id: number } }>;
    expect((await mine()).map((i) => i.id)).toContain(td.id);
    expect((await mine()).every((i) => i.assigned_to.id === salesId)).toBe(true);
    expect((await t.post(`${url}/assign`, { staff_id: null }, auth(tokens.sales))).json().data.assigned_to).toBeNull();
    expect((await mine()).map((i) => i.id)).not.toContain(td.id);
    const sent = await t.post(`${url}/message`, { text: '<img src=x onerror=alert(1)>\nSampai jumpa' }, auth(tokens.sales));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.notes[1]).toMatchObject({ to_member: true });
    const [message] = await inboxOf('catatan@example.com');
    expect(message.judul).toBe(`Pesan tentang Test Drive ${td.bookingId}`);
    expect(message.text).toBe('<p>&lt;img src=x onerror=alert(1)&gt;<br>Sampai jumpa</p><p>Merapi Toyota</p>');
    const detail = (await t.get(`/api/detail/testdrive?id=${td.id}`, auth(td.memberToken!))).json().data;
    expect(JSON.stringify(detail)).not.toContain('warna putih');
    const actions = (await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.kind, 'testdrive'), eq(staffAudit.recordId, String(td.id))))).map((a) => a.action);
    expect(actions).toEqual(['note', 'assign', 'assign', 'message']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inboxMessages, members } from '../../server/db/schema';
import { isoDay } from '../../domain/money';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, testDriveBody, tradeInBody } from './form-fixtures';
import { bearer, insertOrder, registered } from './member-fixtures';

let t: TestApp;
/** A: a guest whose test drive created the account; B: a registered member. */
const a = { token: '', uniqueId: '', memberId: 0, ids: {} as Record<string, number>, inboxId: 0 };
const b = { token: '', ids: {} as Record<string, number> };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const db = t.database.db;
  const td = await t.post('/api/testdrive', await testDriveBody(db, 'member.a@example.com'));
  a.token = td.json().data.login.token;
  a.uniqueId = td.json().data.login.unique_id;
  a.ids.testdrive = td.json().data.id;
  a.ids.bookingservice = (await t.post('/booking-api/bookingonlinenet.php', await bookingServiceBody(db), bearer(a.token))).json().data.id;
  a.ids.tradein = (await t.post('/api/tradein', await tradeInBody(db), bearer(a.token))).json().data.id;
  [{ id: a.memberId }] = await db.select({ id: members.id }).from(members).where(eq(members.email, 'member.a@example.com'));
  a.ids.bookingorder = (await insertOrder(db, a.memberId, 'BO-A-1', 'Paid')).id;
  [{ id: a.inboxId }] = await db.select({ id: inboxMessages.id }).from(inboxMessages).where(eq(inboxMessages.memberId, a.memberId)).limit(1);

  b.token = (await registered(t, 'member.b@example.com')).token;
  b.ids.testdrive = (await t.post('/api/testdrive', await testDriveBody(db), bearer(b.token))).json().data.id;
  const [{ id: bMember }] = await db.select({ id: members.id }).from(members).where(eq(members.email, 'member.b@example.com'));
  b.ids.bookingorder = (await insertOrder(db, bMember, 'BO-B-1')).id;
});
afterAll(() => t.close());

describe('histories', () => {
  it("show the guest's test drive, newest first, in the contract's row shape", async () => {
    await t.post('/api/testdrive', await testDriveBody(t.database.db), bearer(a.token));
    const res = await t.post('/api/history/testdrive', { token: a.token, member_email: 'member.a@example.com', unique_id: a.uniqueId });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ id: a.ids.testdrive, booking_id: expect.stringMatching(/^TD-/), booking_date: isoDay(), branch_name: expect.any(String), car_type: expect.stringMatching(/Avanza/), status: 'Menunggu Konfirmasi', via_guest: true,
      testdrive_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), testdrive_time: expect.stringMatching(/^\d{2}:\d{2}$/) });
    expect(rows[0].id).toBeGreaterThan(rows[1].id);
  });
  it('have the fields of each kind', async () => {
    const service = (await t.post('/api/history/bookingservice', {}, bearer(a.token))).json().data;
    expect(service).toEqual([{ id: a.ids.bookingservice, booking_id: expect.stringMatching(/^BS-/), booking_date: isoDay(), branch_name: expect.any(String), car_model_type: expect.stringMatching(/Avanza/), jenis_service: 'General Service', status: 'Menunggu Konfirmasi', via_guest: false }]);
    const trade = (await t.post('/api/history/tradein', {}, bearer(a.token))).json().data;
    expect(trade).toEqual([{ id: a.ids.tradein, booking_id: expect.stringMatching(/^TI-/), booking_date: isoDay(), branch_name: expect.any(String), mobil_anda: expect.any(String), mobil_impian: expect.stringMatching(/Avanza/), status: 'Menunggu Konfirmasi', via_guest: false }]);
    const order = (await t.post('/api/history/bookingorder', {}, bearer(a.token))).json().data;
    expect(order).toEqual([{ id: a.ids.bookingorder, booking_id: 'BO-A-1', car_model: expect.stringMatching(/Avanza/), car_category: expect.any(String), booking_date: isoDay(), booking_fee: 5_000_000, status: 'Paid', via_guest: false }]);
  });
  it("list only the token's member's records, whatever member_email and unique_id say", async () => {
    const body = { token: b.token, member_email: 'member.a@example.com', unique_id: a.uniqueId };
    expect((await t.post('/api/history/testdrive', body)).json().data.map((r: { id: number }) => r.id)).toEqual([b.ids.testdrive]);
    expect((await t.post('/api/history/bookingservice', body)).json().data).toEqual([]);
    expect((await t.post('/api/history/tradein', body)).json().data).toEqual([]);
    expect((await t.post('/api/history/bookingorder', body)).json().data.map((r: { id: number }) => r.id)).toEqual([b.ids.bookingorder]);
  });
});

describe('details', () => {
  it('answer the owner with the record and the customer block', async () => {
    const td = (await t.get(`/api/detail/testdrive?id=${a.ids.testdrive}`, bearer(a.token))).json().data;
    expect(td).toMatchObject({ booking_id: expect.stringMatching(/^TD-/), booking_date: isoDay(), status: 'Menunggu Konfirmasi', name: 'Budi Santoso', email: 'member.a@example.com', province_name: expect.any(String), city_name: 'Kota Semarang', gender: 'Laki-laki', birth: '1990-05-17', keterangan: 'Ingin mencoba di jalan tanjakan', testdrive_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const bs = (await t.get(`/api/detail/bookingservice?id=${a.ids.bookingservice}`, bearer(a.token))).json().data;
    expect(bs).toMatchObject({ no_plat: 'H 1234 AB', km_mobil: 45000, tahun_mobil: 2021, jenis_service: 'General Service', tgl_service: expect.any(String), branch_name: expect.any(String), city_name: 'Kota Semarang' });
    const ti = (await t.get(`/api/detail/tradein?id=${a.ids.tradein}`, bearer(a.token))).json().data;
    expect(ti).toMatchObject({ old_car: expect.any(String), new_car: expect.stringMatching(/Avanza/), car_type: expect.any(String), branch_name: expect.any(String) });
    const bo = (await t.get(`/api/detail/bookingorder?id=${a.ids.bookingorder}`, bearer(a.token))).json().data;
    expect(bo).toMatchObject({ booking_id: 'BO-A-1', status: 'Paid', car_color: expect.any(String), payment_type: 'cash', booking_fee: 5_000_000, kode_voucher: '', subtotal: expect.any(Number), city_name: 'Kota Semarang' });
  });
  it("answer 404 for another member's id and for an unknown id", async () => {
    for (const kind of ['bookingservice', 'testdrive', 'tradein', 'bookingorder']) {
      const res = await t.get(`/api/detail/${kind}?id=${a.ids[kind]}`, bearer(b.token));
      expect(res.statusCode, kind).toBe(404);
      expect((await t.get(`/api/detail/${kind}?id=999999`, bearer(a.token))).statusCode).toBe(404);
    }
  });
  it('answer 422 when the id is not a positive integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.get(`/api/detail/testdrive?id=${id}`, bearer(a.token));
      expect(res.statusCode, id).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
    expect((await t.get('/api/detail/testdrive', bearer(a.token))).statusCode).toBe(422);
  });
});

describe('inbox', () => {
  it('lists the messages newest first and marks one read when opened', async () => {
    const list = (await t.post('/api/member/inbox', { token: a.token, email: 'member.a@example.com' })).json().data;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]).toEqual({ id: expect.any(Number), tanggal: isoDay(), judul: expect.any(String), image: expect.any(String), is_read: false });
    expect(list[0].id).toBeGreaterThan(list.at(-1).id);
    const res = await t.post(`/api/member/detailinbox?id=${a.inboxId}`, {}, bearer(a.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.inboxId, tanggal: isoDay(), is_read: true, text: expect.stringMatching(/^<p>/) });
    const after = (await t.post('/api/member/inbox', {}, bearer(a.token))).json().data;
    expect(after.find((m: { id: number }) => m.id === a.inboxId).is_read).toBe(true);
  });
  it("answers 404 for another member's message and leaves it unread", async () => {
    const [fresh] = await t.database.db.insert(inboxMessages).values({ memberId: a.memberId, judul: 'Rahasia A', text: '<p>x</p>' }).returning();
    const res = await t.post(`/api/member/detailinbox?id=${fresh.id}`, {}, bearer(b.token));
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.id, fresh.id));
    expect(row.readAt).toBeNull();
    expect((await t.post('/api/member/inbox', {}, bearer(b.token))).json().data.some((m: { id: number }) => m.id === fresh.id)).toBe(false);
  });
});

describe('GET /api/member/orderid', () => {
  it("lists the member's orders for its own unique_id and 404 for another's", async () => {
    const res = await t.get(`/api/member/orderid?unique_id=${a.uniqueId}`, bearer(a.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ order_id: 'BO-A-1', id: a.ids.bookingorder, booking_fee: 5_000_000, status: 'Paid' }]);
    expect((await t.get(`/api/member/orderid?unique_id=${a.uniqueId}`, bearer(b.token))).statusCode).toBe(404);
  });
});

/**
 * An order's money after the booking fee (issue 30.4): the booking fee recorded when verified,
 * finance recording the rest against what is left, the facts the later moves need, the member's
 * 'Booking fee lunas · sisa Rp ...', roles and refusals; the first actor becomes the handler (30.6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { isoDay } from '../../domain/money';
import type { StaffRole } from '../../domain/staff/roles';
import { inboxMessages, orderPayments, orders, staffAccounts, staffAudit, testDrives } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { creditBody, orderCar } from './orders-fixtures';
import { allTokens, auth, confirmedPayment, DEMO_EMAIL, move, placedOrder, record, submitted } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
let buyer: { token: string; unique_id: string };
let other: { token: string; unique_id: string };
const today = isoDay();

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
  buyer = await registered(t, 'pembeli-uang@example.com');
  other = await registered(t, 'lain-uang@example.com');
});
afterAll(() => t.close());

const pay = (token: string, id: number, body: Record<string, unknown>) => t.post(`/api/staff/queue/order/${id}/payment`, body, auth(token));
const progress = (token: string, id: number, body: Record<string, unknown>) => t.post(`/api/staff/queue/order/${id}/progress`, body, auth(token));
const detail = async (token: string, id: number) => (await t.get(`/api/detail/bookingorder?id=${id}`, auth(token))).json().data;
const staffId = async (role: StaffRole) => (await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, DEMO_EMAIL[role])))[0].id;

/** A cash order whose booking fee finance verified (Avanza 1.5 G CVT, Rp 272.500.000). */
async function paidCashOrder() {
  const { order, paymentId } = await confirmedPayment(t, buyer.token);
  // Routing gave the new order to the Semarang sales person on duty (issue 31.4); these tests start unassigned.
  await t.database.db.update(orders).set({ assignedStaffId: null }).where(eq(orders.id, order.id));
  const verified = await move(t, tokens.finance, 'payment', paymentId, { to: 'verified', version: 0 });
  expect(verified.statusCode).toBe(200);
  return order;
}

describe('the money of an order', () => {
  it('before the booking fee: nothing else can be recorded and the member is asked for the fee', async () => {
    const order = await placedOrder(t, buyer.token);
    const money = (await detail(buyer.token, order.id)).money;
    expect(money).toMatchObject({ total: 272_500_000, paid: 0, remaining: 272_500_000, booking_fee_paid: false, summary: 'Menunggu pembayaran booking fee Rp 5.000.000', payments: [] });
    expect(money.next_step).toContain('Bayar booking fee Rp 5.000.000');
    const early = await pay(tokens.finance, order.id, { kind: 'cash', amount: 1_000_000, paid_on: today });
    expect(early.statusCode).toBe(400);
    expect(early.json().message.alert ?? early.json().message).toMatch(/belum lunas/);
    expect(await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([]);
  });

  it('verifying the booking fee records it once; the member reads "Booking fee lunas · sisa Rp ..."', async () => {
    const order = await paidCashOrder();
    const rows = await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toMatchObject([{ kind: 'booking_fee', amount: 5_000_000, paidOn: today }]);
    const d = await detail(buyer.token, order.id);
    expect(d.money).toMatchObject({ total: 272_500_000, paid: 5_000_000, remaining: 267_500_000, booking_fee_paid: true, summary: 'Booking fee lunas · sisa Rp 267.500.000' });
    expect(d.money.payments).toEqual([{ kind: 'booking_fee', label: 'Booking fee', amount: 5_000_000, paid_on: today }]);
    expect(d.money.next_step).toMatch(/SPK/);
    // The staff record carries the same block.
    expect((await record(t, tokens.sales, 'order', order.id)).money).toMatchObject({ remaining: 267_500_000, booking_fee_paid: true });
    // Another member never sees it.
    expect((await t.get(`/api/detail/bookingorder?id=${order.id}`, auth(other.token))).statusCode).toBe(404);
  });

  it('finance records a cash payment against what is left; refusals are 422 with the field and store nothing', async () => {
    const order = await paidCashOrder();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ kind: 'leasing', amount: 1_000_000, paid_on: today }, 'kind', /tidak sesuai/],
      [{ kind: 'booking_fee', amount: 5_000_000, paid_on: today }, 'kind', /Pilih jenis/],
      [{ kind: 'cash', amount: 267_500_001, paid_on: today }, 'amount', /Rp 267\.500\.000/],
      [{ kind: 'cash', amount: 0, paid_on: today }, 'amount', /nominal/],
      [{ kind: 'cash', amount: 'banyak', paid_on: today }, 'amount', /nominal/],
      [{ kind: 'cash', amount: 1_000_000, paid_on: '2999-01-01' }, 'paid_on', /setelah hari ini/],
      [{ kind: 'cash', amount: 1_000_000, paid_on: '2020-01-01' }, 'paid_on', /sebelum tanggal pesanan/],
      [{ kind: 'cash', amount: 1_000_000 }, 'paid_on', /tanggal/],
    ];
    for (const [body, fieldName, message] of cases) {
      const res = await pay(tokens.finance, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[fieldName][0]).toMatch(message);
    }
    expect((await pay(tokens.sales, order.id, { kind: 'cash', amount: 1_000_000, paid_on: today })).statusCode).toBe(403);
    expect((await t.post(`/api/staff/queue/testdrive/${order.id}/payment`, { kind: 'cash', amount: 1, paid_on: today }, auth(tokens.admin))).statusCode).toBe(404);
    expect(await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toHaveLength(1);

    const res = await pay(tokens.finance, order.id, { kind: 'cash', amount: 100_000_000, paid_on: today, reference: 'TRX-001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.money).toMatchObject({ paid: 105_000_000, remaining: 167_500_000, summary: 'Booking fee lunas · sisa Rp 167.500.000' });
    const [message] = await t.database.db.select().from(inboxMessages).orderBy(desc(inboxMessages.id)).limit(1);
    expect(message.judul).toBe(`Pembayaran ${order.order_id} diterima`);
    expect(message.text).toContain('Rp 100.000.000');
    expect(message.text).toContain('sisa Rp 167.500.000');
    const [audit] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'order.payment')).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit.detail).toEqual({ kind: 'cash', amount: 100_000_000 });
    // The first actor on the unassigned order became its handler.
    expect((await record(t, tokens.finance, 'order', order.id)).assigned_to).toMatchObject({ id: await staffId('finance') });

    const last = await pay(tokens.admin, order.id, { kind: 'cash', amount: 167_500_000, paid_on: today });
    expect(last.json().data.money).toMatchObject({ remaining: 0, summary: 'Lunas' });
    expect((await pay(tokens.admin, order.id, { kind: 'cash', amount: 1, paid_on: today })).json().errors.amount[0]).toMatch(/Rp 0/);
    expect((await detail(buyer.token, order.id)).money.payments.map((p: { amount: number }) => p.amount)).toEqual([5_000_000, 100_000_000, 167_500_000]);
  });

  it('the later moves ask for their facts: SPK number and date, how the rest is paid, the delivery date and place', async () => {
    const order = await paidCashOrder();
    const version = async () => (await record(t, tokens.sales, 'order', order.id)).version;
    const noSpk = await move(t, tokens.sales, 'order', order.id, { to: 'spk', version: await version() });
    expect(noSpk.statusCode).toBe(422);
    expect(noSpk.json().errors.to[0]).toMatch(/nomor dan tanggal SPK/);
    const half = await progress(tokens.sales, order.id, { spk_number: 'SPK/SMG/0001' });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.spk_date).toBeDefined();
    const badDay = await progress(tokens.sales, order.id, { spk_number: 'SPK/SMG/0001', spk_date: '2026-02-30' });
    expect(badDay.json().errors.spk_date).toEqual(['*Tanggal tidak valid!.']);
    const leasingNoName = await progress(tokens.sales, order.id, { settlement: 'leasing' });
    expect(leasingNoName.json().errors.leasing_company).toBeDefined();
    expect((await progress(tokens.service, order.id, { spk_number: 'X', spk_date: today })).statusCode).toBe(403);

    const saved = await progress(tokens.sales, order.id, { spk_number: 'SPK/SMG/0001', spk_date: today, settlement: 'cash' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.money.fact_rows).toEqual(expect.arrayContaining([{ label: 'Nomor SPK', value: 'SPK/SMG/0001' }, { label: 'Pembayaran sisa', value: 'Tunai' }]));
    // Sales acted first on this order: the handler.
    expect(saved.json().data.assigned_to).toMatchObject({ id: await staffId('sales') });
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'spk', version: await version() })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'preparing', version: await version() })).statusCode).toBe(200);
    const noDelivery = await move(t, tokens.sales, 'order', order.id, { to: 'delivered', version: await version() });
    expect(noDelivery.json().errors.to[0]).toMatch(/serah terima/);
    const docsEarly = await progress(tokens.sales, order.id, { spk_number: 'SPK/SMG/0001', spk_date: today, settlement: 'cash', stnk_on: today });
    expect(docsEarly.json().errors.stnk_on[0]).toMatch(/setelah kendaraan diserahkan/);
    expect((await progress(tokens.sales, order.id, {
      spk_number: 'SPK/SMG/0001', spk_date: today, settlement: 'cash', delivery_date: today, delivery_place: 'Showroom Semarang',
    })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'delivered', version: await version() })).statusCode).toBe(200);
    await progress(tokens.sales, order.id, { spk_number: 'SPK/SMG/0001', spk_date: today, settlement: 'cash', delivery_date: today, delivery_place: 'Showroom Semarang', stnk_on: today });
    const d = await detail(buyer.token, order.id);
    expect(d.stage_label).toBe('Diserahkan');
    expect(d.money.fact_rows).toEqual(expect.arrayContaining([{ label: 'Serah terima', value: expect.stringContaining('Showroom Semarang') }, { label: 'STNK diserahkan', value: expect.any(String) }]));
    // Money still open is named; the missing BPKB too once paid in full.
    expect(d.money.next_step).toMatch(/Lunasi sisa pembayaran Rp 267\.500\.000/);
  });

  it('a credit order: the buyer pays the down payment (the booking fee counts), the leasing company the rest after approval', async () => {
    const car = await orderCar(t.database.db);
    const body = creditBody(car, { member: true });
    const placed = await t.post('/api/order', body, auth(buyer.token));
    expect(placed.statusCode).toBe(200);
    const order = placed.json().data;
    // Finance takes the booking fee at the counter.
    expect((await move(t, tokens.finance, 'order', order.id, { to: 'paid', version: 0 })).statusCode).toBe(200);
    const money = (await detail(buyer.token, order.id)).money;
    const dp = body.uang_muka;
    expect(money).toMatchObject({
      total: car.price, paid: 5_000_000, remaining: car.price - 5_000_000,
      buyer: { due: dp, paid: 5_000_000, remaining: dp - 5_000_000 },
      leasing: { due: car.price - dp, paid: 0, remaining: car.price - dp },
    });
    expect((await pay(tokens.finance, order.id, { kind: 'cash', amount: 1_000_000, paid_on: today })).json().errors.kind).toBeDefined();
    expect((await pay(tokens.finance, order.id, { kind: 'down_payment', amount: dp, paid_on: today })).json().errors.amount[0]).toMatch(/Melebihi/);
    expect((await pay(tokens.finance, order.id, { kind: 'down_payment', amount: dp - 5_000_000, paid_on: today })).statusCode).toBe(200);
    const facts = { spk_number: 'SPK/SMG/0002', spk_date: today, settlement: 'leasing', leasing_company: 'Toyota Astra Financial' };
    expect((await progress(tokens.sales, order.id, { ...facts, leasing_decision: 'pending' })).statusCode).toBe(200);
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'spk', version: 1 })).statusCode).toBe(200);
    expect((await detail(buyer.token, order.id)).money.next_step).toBe('Menunggu keputusan leasing Toyota Astra Financial.');
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'preparing', version: 2 })).json().errors.to[0]).toMatch(/Leasing belum menyetujui/);
    expect((await pay(tokens.finance, order.id, { kind: 'leasing', amount: 1_000_000, paid_on: today })).json().errors.kind[0]).toMatch(/setelah leasing menyetujui/);
    expect((await progress(tokens.finance, order.id, { ...facts, leasing_decision: 'approved', leasing_decided_on: today })).statusCode).toBe(200);
    expect((await detail(buyer.token, order.id)).money.next_step).toBe('Menunggu pencairan dana dari leasing.');
    const after = await pay(tokens.finance, order.id, { kind: 'leasing', amount: car.price - dp, paid_on: today });
    expect(after.json().data.money).toMatchObject({ remaining: 0, summary: 'Lunas' });
  });

  it("a test drive's record answers the requested date and time; confirming with them ('sesuai permintaan') makes the first actor its handler", async () => {
    const td = await submitted(t, 'testdrive', 'tamu.jadwal@example.com');
    await t.database.db.update(testDrives).set({ assignedStaffId: null }).where(eq(testDrives.id, td.id));
    const [row] = await t.database.db.select().from(testDrives).where(eq(testDrives.id, td.id));
    const rec = await record(t, tokens.sales, 'testdrive', td.id);
    expect(rec.requested).toEqual({ date: row.appointmentDate, time: row.appointmentTime });
    expect(rec.assigned_to).toBeNull();
    expect((await record(t, tokens.sales, 'order', (await placedOrder(t, buyer.token)).id)).requested).toBeNull();
    const res = await move(t, tokens.sales, 'testdrive', td.id, { to: 'confirmed', version: 0, ...rec.requested });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.assigned_to).toMatchObject({ id: await staffId('sales') });
  });
});

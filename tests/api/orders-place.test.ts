import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inboxMessages, members, orders, uploads, voucherUses, vouchers } from '../../server/db/schema';
import { monthlyInstalment } from '../../domain/credit';
import { formatDateTimeId, isoDay } from '../../domain/money';
import { createTestApp, expectPrivateUpload, type TestApp } from './helpers';
import { bearer, PASSWORD, registered } from './member-fixtures';
import { cashBody, creditBody, orderCar, type OrderCar } from './orders-fixtures';

let t: TestApp;
let car: OrderCar;
let member: { token: string; member_email: string };
const countOrders = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
const voucher = async (code: string) => (await t.database.db.select().from(vouchers).where(eq(vouchers.code, code)))[0];

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  car = await orderCar(t.database.db);
  member = await registered(t, 'member.order@example.com', { name: 'Siti Rahayu', phone: '089876543210' });
});
afterAll(() => t.close());

describe('POST /api/order as a guest', () => {
  it('cash without a voucher: server numbers, an account with the given password, an inbox note', async () => {
    const res = await t.post('/api/order', cashBody(car, { email: 'Tamu.Cash@Example.com' }));
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Booking Order berhasil ditambahkan');
    expect(data).toMatchObject({
      order_id: expect.stringMatching(/^BO-\d{8}-[A-Z2-9]{7}$/), tanggal: isoDay(), car_category: 'MPV', car_model: 'Avanza',
      car_transmission: 'AT', car_type: '1.5 G CVT', car_color: expect.any(String), cabang: expect.any(String), payment_type: 'cash',
      biaya_mobil: 272_500_000, harga_otr: 280_800_000, kode_voucher: '', potongan: 0, grand_total: 272_500_000, uang_muka: 0, tenor: null, angsuran: 0,
      angsuran_promo: 0, bookingfee: 5_000_000, full_name: 'Budi Santoso', member_email: 'tamu.cash@example.com', phone: '081234567890',
      bank: { bank_name: 'Bank Mandiri', branch: 'KCP Semarang Pemuda', account_name: 'PT Merapi Toyota Sejahtera', account_number: '135-00-1234567-8' },
      login: { is_login: true, token: expect.any(String), member_email: 'tamu.cash@example.com' },
    });
    const [m] = await t.database.db.select().from(members).where(eq(members.email, 'tamu.cash@example.com'));
    expect(m.channel).toBe('booking-order');
    const login = await t.post('/api/login', { email: 'tamu.cash@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, data.id));
    expect(row).toMatchObject({ stage: 'booked', memberId: m.id, priceOtr: 272_500_000, otrAtOrder: 280_800_000, grandTotal: 272_500_000, bookingFee: 5_000_000, voucherId: null });
    // The buyer is asked to pay the booking fee within 24 hours of placing the order.
    expect(Date.parse(data.bayar_sebelum) - row.createdAt.getTime()).toBe(24 * 3_600_000);
    const notes = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id));
    const note = notes.find((n) => n.judul === `Booking Order ${data.order_id} diterima`)!;
    expect(note.text).toContain('Rp 272.500.000');
    expect(note.text).toContain('Rp 5.000.000');
    expect(note.text).toContain(`sebelum ${formatDateTimeId(data.bayar_sebelum)}`);
  });

  it('credit with KREDITRINGAN: instalments computed, voucher use counted, KTP stored privately', async () => {
    const before = await voucher('KREDITRINGAN');
    const body = creditBody(car, { email: 'tamu.kredit@example.com', code: 'kreditringan', instalmentDiscount: 250_000 });
    const res = await t.post('/api/order', body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      payment_type: 'kredit', biaya_mobil: 272_500_000, kode_voucher: 'KREDITRINGAN', uang_muka: body.uang_muka, tenor: 24,
      angsuran: body.angsuran, angsuran_promo: body.angsuran - 250_000, potongan: 250_000, grand_total: 272_500_000,
    });
    expect((await voucher('KREDITRINGAN')).used).toBe(before.used + 1);
    const uses = await t.database.db.select().from(voucherUses).where(eq(voucherUses.orderId, data.id));
    expect(uses).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, data.id));
    const [file] = await t.database.db.select().from(uploads).where(eq(uploads.id, row.ktpUploadId!));
    expect(file.kind).toBe('ktp');
    await expectPrivateUpload(t, file.path);
  });

  it('refuses an e-mail that already has an account, and creates nothing', async () => {
    const before = await countOrders();
    const res = await t.post('/api/order', cashBody(car, { email: 'MEMBER.order@example.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ alert: 'Email sudah terdaftar, silakan login terlebih dahulu' });
    expect(await countOrders()).toBe(before);
  });

  it('asks a guest for the password', async () => {
    const res = await t.post('/api/order', { ...cashBody(car, { email: 'tanpa.sandi@example.com' }), password: '', confirm_password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['*Masukkan Password!.']);
  });
});

describe('POST /api/order as a member', () => {
  it('cash with MERAPIHEMAT (Bearer): identity from the profile, discount off the price, no login data', async () => {
    const body = { ...cashBody(car, { member: true, code: 'MERAPIHEMAT', discount: 5_000_000 }), name: 'Nama Lain', email: 'lain@example.com' };
    const res = await t.post('/api/order', body, bearer(member.token));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kode_voucher: 'MERAPIHEMAT', potongan: 5_000_000, grand_total: 267_500_000, full_name: 'Siti Rahayu', member_email: 'member.order@example.com', phone: '089876543210' });
    expect(data.login).toBeUndefined();
  });

  it('credit without a voucher (token in the body): angsuran_promo 0', async () => {
    const body = { ...creditBody(car, { member: true, tenor: 60 }), token: member.token };
    const res = await t.post('/api/order', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tenor: 60, angsuran: monthlyInstalment(car.price, body.uang_muka, 60), angsuran_promo: 0, potongan: 0, kode_voucher: '' });
  });

  it('shows the order in history/bookingorder and detail/bookingorder with the computed numbers', async () => {
    const placed = (await t.post('/api/order', creditBody(car, { member: true, code: 'AVANZAPROMO', instalmentDiscount: 150_000 }), bearer(member.token))).json().data;
    const history = (await t.post('/api/history/bookingorder', {}, bearer(member.token))).json().data;
    expect(history[0]).toEqual({ id: placed.id, booking_id: placed.order_id, car_model: 'Avanza', car_category: 'MPV', booking_date: isoDay(), booking_fee: 5_000_000, status: 'Unpaid', via_guest: false });
    const detail = (await t.get(`/api/detail/bookingorder?id=${placed.id}`, bearer(member.token))).json().data;
    expect(detail).toMatchObject({
      booking_id: placed.order_id, status: 'Unpaid', car_model: 'Avanza', car_type: '1.5 G CVT', car_color: placed.car_color, price_otr: 272_500_000,
      harga_otr: 280_800_000, payment_type: 'kredit', uang_muka: placed.uang_muka, tenor: 24, angsuran: placed.angsuran, kode_voucher: 'AVANZAPROMO',
      discount: 150_000, angsuran_promo: placed.angsuran - 150_000, subtotal: 272_500_000, booking_fee: 5_000_000, name: 'Siti Rahayu',
    });
  });

  it('the same Idempotency-Key twice creates one order', async () => {
    const headers = { ...bearer(member.token), 'idempotency-key': 'order-key-0001' };
    const before = await countOrders();
    const first = await t.post('/api/order', cashBody(car, { member: true }), headers);
    const again = await t.post('/api/order', cashBody(car, { member: true }), headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order_id).toBe(first.json().data.order_id);
    expect(await countOrders()).toBe(before + 1);
  });
});

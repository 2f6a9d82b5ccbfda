import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inboxMessages, members, orderPayments, paymentConfirmations, uploads } from '../../server/db/schema';
import { createTestApp, expectPrivateUpload, type TestApp } from './helpers';
import { JPEG } from './form-fixtures';
import { bearer, registered } from './member-fixtures';
import { cashBody, orderCar } from './orders-fixtures';

let t: TestApp;
let owner: { token: string };
let stranger: { token: string };
let order: { id: number; order_id: string; bookingfee: number };

const confirmation = (extra: Record<string, unknown> = {}) => ({
  email: 'pemilik@example.com', no_order: order.order_id, bank_anda: 'BRI', nama_rekening_anda: 'Budi Santoso', nomor_rekening_anda: '0123456789',
  bank_tujuan: 'Bank Mandiri', methode_transfer: 'Mobile Banking', nominal: order.bookingfee, tanggal: '2026-11-21', bukti_transfer: JPEG, ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  owner = await registered(t, 'pemilik@example.com');
  stranger = await registered(t, 'orang.lain@example.com');
  const car = await orderCar(t.database.db);
  order = (await t.post('/api/order', cashBody(car, { member: true }), bearer(owner.token))).json().data;
});
afterAll(() => t.close());

describe('POST /api/member/payment', () => {
  it("takes the member's e-mail (spec section 5): required, and another member's address is refused", async () => {
    const missing = await t.post('/api/member/payment', confirmation({ email: '' }), bearer(owner.token));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['*Masukkan Email!.'] });
    const other = await t.post('/api/member/payment', confirmation({ email: 'orang.lain@example.com' }), bearer(owner.token));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ email: ['*Email tidak sesuai dengan akun member Anda!.'] });
  });

  it('needs a member token', async () => {
    expect((await t.post('/api/member/payment', confirmation())).statusCode).toBe(401);
  });
  it("refuses someone else's order (404)", async () => {
    const res = await t.post('/api/member/payment', confirmation(), bearer(stranger.token));
    expect(res.statusCode).toBe(404);
    expect((await t.post('/api/member/payment', confirmation({ no_order: 'BO-20260101-XXXXX' }), bearer(owner.token))).statusCode).toBe(404);
  });
  it('refuses a nominal other than the booking fee, and an unknown destination bank (422)', async () => {
    const wrong = await t.post('/api/member/payment', confirmation({ nominal: 500_000 }), bearer(owner.token));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.nominal).toEqual(['*Nominal harus sama dengan booking fee Rp 5.000.000!.']);
    const bank = await t.post('/api/member/payment', confirmation({ bank_tujuan: 'Bank Antah Berantah' }), bearer(owner.token));
    expect(bank.json().errors.bank_tujuan).toEqual(['*Pilih Bank Tujuan!.']);
    expect(await t.database.db.select().from(paymentConfirmations)).toHaveLength(0);
  });
  it('stores a valid confirmation as pending with a private proof; the order stays Unpaid', async () => {
    const res = await t.post('/api/member/payment', confirmation({ bank_tujuan: 'bank mandiri' }), bearer(owner.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Konfirmasi Pembayaran berhasil dikirim',
      data: { no_order: order.order_id, nominal: 5_000_000, bank_tujuan: 'Bank Mandiri', tanggal: '2026-11-21', status: 'pending', order_status: 'Unpaid' },
    });
    const [row] = await t.database.db.select().from(paymentConfirmations).where(eq(paymentConfirmations.orderId, order.id));
    expect(row).toMatchObject({ status: 'pending', nominal: 5_000_000, methodeTransfer: 'Mobile Banking', bankAnda: 'BRI' });
    const [file] = await t.database.db.select().from(uploads).where(eq(uploads.id, row.proofUploadId!));
    expect(file.kind).toBe('payment');
    await expectPrivateUpload(t, file.path);
    // Unpaid until staff verify it: no booking fee is recorded yet.
    expect(await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([]);
    const [m] = await t.database.db.select().from(members).where(eq(members.email, 'pemilik@example.com'));
    const notes = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id));
    expect(notes.map((n) => n.judul)).toContain(`Konfirmasi pembayaran ${order.order_id} diterima`);
    const history = (await t.post('/api/history/bookingorder', {}, bearer(owner.token))).json().data;
    expect(history[0]).toMatchObject({ booking_id: order.order_id, status: 'Unpaid' });
  });
  it('refuses a second confirmation while one is pending (400)', async () => {
    const res = await t.post('/api/member/payment', confirmation(), bearer(owner.token));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ alert: 'Konfirmasi pembayaran untuk order ini sedang diverifikasi' });
    expect(await t.database.db.select().from(paymentConfirmations)).toHaveLength(1);
  });
  it('asks for every field with the spec messages', async () => {
    const res = await t.post('/api/member/payment', confirmation({ bukti_transfer: '', methode_transfer: 'Cek' }), bearer(owner.token));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ bukti_transfer: ['*Masukkan Bukti Transfer!.'], methode_transfer: ['*Pilih Metode Transfer!.'] });
  });
});

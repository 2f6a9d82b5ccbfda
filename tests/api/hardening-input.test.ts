/**
 * Issue 13.2, 13.4, 13.8 and 13.10: the inputs that used to answer 500 or reset the connection,
 * text without a length limit, booking ids that could collide, and headers on an early 401.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { contacts } from '../../server/db/schema';
import { bookingIds, newBookingId } from '../../server/services/booking-ids';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, testDriveBody } from './form-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const contact = { name: 'Budi', email: 'budi@example.com', phone: '081234567890', address: 'Solo', text: 'Halo' };

describe('input that used to answer 500 (13.2)', () => {
  it('a NUL character in any text field is a 422 on that field', async () => {
    const res = await t.post('/api/contact', { ...contact, name: 'Bu\u0000di' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, message: 'Periksa Kembali Semua Form', errors: { name: ['*Karakter tidak valid!.'] }, data: null });
    expect((await t.post('/api/carname', { category: '\u0000' })).statusCode).toBe(422);
    expect((await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db)), note: 'a\u0000' })).json().errors).toEqual({ note: ['*Karakter tidak valid!.'] });
  });
  it('"1e400", ids beyond the integer column and 2^53 are refused as 422, never passed to the database', async () => {
    const base = await testDriveBody(t.database.db);
    for (const value of ['1e400', 2_147_483_648, 2 ** 53, '99999999999999999999', -1]) {
      const res = await t.post('/api/testdrive', { ...base, car_type: value });
      expect(res.statusCode, `${value}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['car_type']);
    }
    const km = await t.post('/booking-api/bookingonlinenet.php', { ...(await bookingServiceBody(t.database.db)), car_km: '99999999999' });
    expect(km.statusCode).toBe(422);
    expect((await t.post('/api/cartype', { car_model_id: '1e400', car_transmission: 'AT' })).statusCode).toBe(422);
    expect((await t.post('/api/voucher', { promo_code: 'MERAPIHEMAT', car_type: 2 ** 53, payment_type: 'cash' })).statusCode).toBe(422);
  });
  it('a reset_token or promo_code that is not text is a 422, not ".trim is not a function"', async () => {
    const reset = await t.post('/api/resetpassword', { reset_token: 12345, password: 'rahasia-123', confirm_password: 'rahasia-123' });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.reset_token).toEqual(['Tautan reset tidak valid']);
    for (const promo of [42, ['A'], { a: 1 }]) {
      const res = await t.post('/api/voucher', { promo_code: promo, car_type: 1, payment_type: 'cash' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.promo_code).toBeDefined();
    }
  });
  it('JSON nested 5,000 levels is a 422 on the field, not a stack overflow', async () => {
    const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const url of ['/api/contact', '/api/register', '/api/testdrive', '/api/order']) {
      const res = await t.call({ method: 'POST', url, payload: deep, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: ['*Data tidak valid!.'] });
    }
  });
  it('a body over the limit is 413 with the contract envelope (64 KB without an upload, about 3 MB with one)', async () => {
    const big = await t.post('/api/contact', { ...contact, text: 'x'.repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ status: 413, message: 'Data terlalu besar', data: null });
    expect((await t.post('/api/order', { ktp: 'x'.repeat(5 * 1024 * 1024) })).statusCode).toBe(413);
    expect((await t.post('/api/order', { ktp: 'x'.repeat(2 * 1024 * 1024) })).statusCode).toBe(422);
  });
});

describe('length limits (13.4)', () => {
  it("refuses a 3.9 MB name with the spec's style of message and stores nothing", async () => {
    const huge = await t.post('/api/contact', { ...contact, name: 'n'.repeat(3_900_000) });
    expect(huge.statusCode).toBe(413);
    const long = await t.post('/api/contact', { ...contact, name: 'n'.repeat(101), address: 'a'.repeat(301), text: 't'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: ['*Maksimal 100 karakter!.'], address: ['*Maksimal 300 karakter!.'], text: ['*Maksimal 2000 karakter!.'] });
    expect(await t.database.db.select().from(contacts).where(eq(contacts.email, contact.email))).toHaveLength(0);
  });
  it('keeps the trade-in style without the star', async () => {
    const { tradeInBody } = await import('./form-fixtures');
    const res = await t.post('/api/tradein', { ...(await tradeInBody(t.database.db)), name: 'n'.repeat(101) });
    expect(res.json().errors.name).toEqual(['Maksimal 100 karakter!']);
  });
});

describe('booking ids (13.8)', () => {
  it('are short and readable: prefix, day, seven characters without look-alikes', () => {
    const ids = new Set(Array.from({ length: 20_000 }, () => newBookingId('CU')));
    expect(ids.size).toBe(20_000);
    for (const id of [...ids].slice(0, 50)) expect(id).toMatch(/^CU-\d{8}-[A-HJ-NP-Z2-9]{7}$/);
  });
  it('draw again on a collision instead of answering 500', async () => {
    const first = await t.post('/api/contact', contact);
    const taken = first.json().data.booking_id as string;
    const spy = vi.spyOn(bookingIds, 'next').mockReturnValueOnce(taken).mockReturnValueOnce(taken);
    const second = await t.post('/api/contact', contact);
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
    expect(second.statusCode).toBe(200);
    expect(second.json().data.booking_id).not.toBe(taken);
  });
});

describe('security headers (13.10)', () => {
  it('are on the early 401 for a bad API key too', async () => {
    const res = await t.call({ method: 'GET', url: '/api/carcategory', headers: { 'x-api-key': 'salah' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('refuses a token in an API URL with 400 instead of using (and logging) it', async () => {
    const res = await t.get('/api/detail/testdrive?id=1&token=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, data: null });
  });
});

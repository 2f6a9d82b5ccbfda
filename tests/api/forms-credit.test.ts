import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditApplications, uploads } from '../../server/db/schema';
import { downPaymentRange, effectivePrice, monthlyInstalment } from '../../domain/credit';
import { createTestApp, expectPrivateUpload, type TestApp } from './helpers';
import { carAndBranch, JPEG } from './form-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

async function approvalBody() {
  const { car, type } = await carAndBranch(t.database.db);
  const price = effectivePrice(type.priceOtr, type.priceDisc);
  return { body: { ...car, uang_muka: downPaymentRange(price).min, tenor: 24, email: 'kredit@example.com', ktp: JPEG, agree1: true, agree2: true }, price };
}

describe('POST /api/instantapprove', () => {
  it('recomputes the instalment on the server and keeps the KTP as a private file', async () => {
    const { body, price } = await approvalBody();
    const res = await t.post('/api/instantapprove', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Credit Simulation berhasil dikirim');
    const [row] = await t.database.db.select().from(creditApplications).where(eq(creditApplications.id, res.json().data.id));
    expect(row.angsuran).toBe(monthlyInstalment(price, body.uang_muka, 24));
    const [file] = await t.database.db.select().from(uploads).where(eq(uploads.id, row.ktpUploadId));
    await expectPrivateUpload(t, file.path);
    const publicTry = await t.app.inject({ method: 'GET', url: `/media/../${file.path}` });
    expect(publicTry.statusCode).toBe(404);
  });
  it('refuses a PNG pretending to be a JPEG, by its bytes', async () => {
    const { body } = await approvalBody();
    const png = 'data:image/jpeg;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const res = await t.post('/api/instantapprove', { ...body, ktp: png });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ktp).toEqual(['*File harus berupa gambar JPG!.']);
  });
  it('refuses a KTP over 2 MB with the spec message', async () => {
    const { body } = await approvalBody();
    const big = Buffer.alloc(2_097_153, 0);
    JPEG_HEADER.copy(big);
    const res = await t.post('/api/instantapprove', { ...body, ktp: `data:image/jpeg;base64,${big.toString('base64')}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ktp).toEqual(['File terlalu besar pilih yang lain']);
  });
  it('refuses a down payment outside 30-80 % and stores nothing', async () => {
    const { body, price } = await approvalBody();
    const before = (await t.database.db.select().from(creditApplications)).length;
    const res = await t.post('/api/instantapprove', { ...body, uang_muka: Math.round(price * 0.1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.uang_muka[0]).toMatch(/^Uang muka harus antara Rp /);
    expect((await t.database.db.select().from(creditApplications)).length).toBe(before);
  });
  it('asks for the KTP scan', async () => {
    const { body } = await approvalBody();
    const res = await t.post('/api/instantapprove', { ...body, ktp: '' });
    expect(res.json().errors.ktp).toEqual(['*Masukkan Scan KTP!.']);
  });
});

const JPEG_HEADER = Buffer.from(JPEG.split(',')[1], 'base64');

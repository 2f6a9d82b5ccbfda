import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contacts, leads } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('POST /api/leadsales', () => {
  it('stores the lead with the address the server saw, not the one sent', async () => {
    const res = await t.call({ method: 'POST', url: '/api/leadsales', payload: { name: ' Sari ', phone: '081298765432', agree1: true, agree2: true, ipAds: '6.6.6.6' }, remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data Anda berhasil disimpan');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().data.id));
    expect(row).toMatchObject({ name: 'Sari', phone: '081298765432', ipAddress: '10.1.2.3', status: 'new' });
  });
  it('answers 422 with the spec messages per field', async () => {
    const res = await t.post('/api/leadsales', { name: '', phone: '0812', agree1: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Periksa Kembali Semua Form');
    expect(res.json().errors).toEqual({
      name: ['*Masukkan Nama Lengkap!.'], phone: ['*No. Telp minimal 10 digit!.'],
      agree1: ['*Anda harus menyetujui Kebijakan Privasi!.'], agree2: ['*Anda harus menyetujui pemrosesan data!.'],
    });
  });
  it('refuses a body that is not JSON with a 4xx, not a 500', async () => {
    const res = await t.call({ method: 'POST', url: '/api/leadsales', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/contact', () => {
  const body = { name: 'Sari', email: 'sari@example.com', phone: '081298765432', address: 'Salatiga', text: 'Berapa cicilan Raize?' };
  it('stores the message and thanks the visitor', async () => {
    const res = await t.post('/api/contact', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Terimakasih telah menghubungi kami');
    const rows = await t.database.db.select().from(contacts);
    expect(rows.map((r) => r.text)).toContain('Berapa cicilan Raize?');
  });
  it('asks for the message', async () => {
    const res = await t.post('/api/contact', { ...body, text: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.text).toEqual(['*Masukkan pesan anda!.']);
  });
  it('creates one record for the same Idempotency-Key sent twice', async () => {
    const headers = { 'idempotency-key': 'contact-0001-aaaa' };
    const first = await t.post('/api/contact', { ...body, text: 'sekali saja' }, headers);
    const second = await t.post('/api/contact', { ...body, text: 'sekali saja' }, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const rows = (await t.database.db.select().from(contacts)).filter((r) => r.text === 'sekali saja');
    expect(rows).toHaveLength(1);
  });
  it('refuses the same Idempotency-Key with another body', async () => {
    const headers = { 'idempotency-key': 'contact-0002-bbbb' };
    await t.post('/api/contact', { ...body, text: 'pertama' }, headers);
    const res = await t.post('/api/contact', { ...body, text: 'kedua' }, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['Idempotency-Key']).toBeDefined();
  });
  it('frees a key whose first attempt was refused, so the corrected form can use it', async () => {
    const headers = { 'idempotency-key': 'contact-0003-cccc' };
    expect((await t.post('/api/contact', { ...body, email: 'x' }, headers)).statusCode).toBe(422);
    const corrected = await t.post('/api/contact', { ...body, text: 'dikoreksi' }, headers);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('contact from a member', () => {
  it('files a copy of the question in the member inbox', async () => {
    const { testDriveBody } = await import('./form-fixtures');
    const td = await t.post('/api/testdrive', await testDriveBody(t.database.db, 'contact.member@example.com'));
    const token = td.json().data.login.token;
    const res = await t.post('/api/contact', { name: 'x', email: 'other@example.com', phone: '081298765432', address: 'Solo', text: 'Apakah <b>ready</b> stock?' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const inbox = await t.post('/api/member/inbox', {}, { authorization: `Bearer ${token}` });
    const note = inbox.json().data.find((m: { judul: string }) => m.judul.startsWith('Pesan Anda'));
    expect(note).toBeDefined();
    const detail = await t.post(`/api/member/detailinbox?id=${note.id}`, {}, { authorization: `Bearer ${token}` });
    expect(detail.json().data.text).toContain('Apakah &lt;b&gt;ready&lt;/b&gt; stock?');
  });
});

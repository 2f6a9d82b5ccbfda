/**
 * The staff side of personal data (issue 29 item 5): KTP and proof images watermarked with the
 * viewer's name and time, and the admin's export of a person's data on a written request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { StaffRole } from '../../domain/staff/roles';
import { members, staffAudit } from '../../server/db/schema';
import { watermarkText } from '../../server/media/watermark';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { instantApproval, photo } from './retention-fixtures';
import { allTokens, auth, confirmedPayment } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
});
afterAll(() => t.close());

/** Mean absolute difference of two images' pixels (same size), 0-255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('KTP and proof images opened by staff', () => {
  it('are watermarked with the viewer and the time, valid JPEGs of the same size, never cached', async () => {
    const ktp = await photo(480, 300);
    const { upload } = await instantApproval(t, 'watermark@example.com', ktp);
    const original = Buffer.from(ktp.slice(ktp.indexOf(',') + 1), 'base64');
    const res = await t.get(`/api/staff/files/${upload.id}`, auth(tokens.finance));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 300 });
    expect(await difference(res.rawPayload, original)).toBeGreaterThan(3);
    // Another viewer gets another watermark.
    const admin = await t.get(`/api/staff/files/${upload.id}`, auth(tokens.admin));
    expect(await difference(admin.rawPayload, res.rawPayload)).toBeGreaterThan(0.5);
    expect(watermarkText('Dewi Keuangan', new Date('2026-11-21T03:42:00Z'))).toBe('Dilihat Dewi Keuangan · 21/11/2026 10.42 WIB');
  });

  it('watermarks a payment proof too, even a 1 × 1 one', async () => {
    const buyer = await registered(t, 'bukti.watermark@example.com');
    await confirmedPayment(t, buyer.token);
    const [row] = (await t.get('/api/staff/queue/payment?status=pending', auth(tokens.finance))).json().data.items;
    const record = (await t.get(`/api/staff/queue/payment/${row.id}`, auth(tokens.finance))).json().data;
    const res = await t.get(record.files[0].url, auth(tokens.finance));
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });
});

describe('POST /api/staff/privacy/export', () => {
  it('downloads every record held under the e-mail as JSON, audited with the reference and counts only', async () => {
    const buyer = await registered(t, 'minta.data@example.com');
    await confirmedPayment(t, buyer.token);
    await instantApproval(t, 'minta.data@example.com');
    await instantApproval(t, 'orang.lain@example.com');
    const res = await t.post('/api/staff/privacy/export', { reference: 'Surat 12/PDP/2026', email: 'Minta.Data@example.com' }, auth(tokens.admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-pribadi-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const archive = res.json();
    expect(archive.reference).toBe('Surat 12/PDP/2026');
    expect(archive.member).toMatchObject({ email: 'minta.data@example.com' });
    expect(archive.member).not.toHaveProperty('passwordHash');
    expect(archive.records.orders).toHaveLength(1);
    expect(archive.records.payment_confirmations).toHaveLength(1);
    expect(archive.records.credit_applications).toHaveLength(1);
    expect(archive.records.uploads.map((u: { kind: string }) => u.kind).sort()).toEqual(['ktp', 'payment']);
    expect(res.body).not.toContain('orang.lain@example.com');
    expect(res.body).not.toContain('uploads/');
    const [audit] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'privacy.export'));
    const [member] = await t.database.db.select().from(members).where(eq(members.email, 'minta.data@example.com'));
    expect(audit).toMatchObject({ kind: 'member', recordId: String(member.id), detail: { reference: 'Surat 12/PDP/2026', by: 'email', records: { orders: 1, credit_applications: 1 } } });
    expect(JSON.stringify(audit.detail)).not.toContain('@');
    const byId = await t.post('/api/staff/privacy/export', { reference: 'Surat 13/PDP/2026', member_id: member.id }, auth(tokens.admin));
    expect(byId.json().records.orders).toHaveLength(1);
  });

  it('finds a guest by the typed e-mail; refuses a missing reference or key (422) and an unknown person (404)', async () => {
    await instantApproval(t, 'hanya.tamu@example.com');
    const guest = await t.post('/api/staff/privacy/export', { reference: 'Tiket 7', email: 'hanya.tamu@example.com' }, auth(tokens.admin));
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ member: null, records: { credit_applications: [{ email: 'hanya.tamu@example.com' }] } });
    expect((await t.post('/api/staff/privacy/export', { email: 'hanya.tamu@example.com' }, auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.post('/api/staff/privacy/export', { reference: 'Tiket 8' }, auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.post('/api/staff/privacy/export', { reference: 'Tiket 8', email: 'a@example.com', member_id: 1 }, auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.post('/api/staff/privacy/export', { reference: 'Tiket 9', email: 'tidak.ada@example.com' }, auth(tokens.admin))).statusCode).toBe(404);
  });

  it('is the admin’s only: other roles 403, no token 401', async () => {
    const body = { reference: 'Surat 1', email: 'minta.data@example.com' };
    for (const role of ['sales', 'service', 'finance', 'content'] as const) {
      expect((await t.post('/api/staff/privacy/export', body, auth(tokens[role]))).statusCode).toBe(403);
    }
    expect((await t.post('/api/staff/privacy/export', body)).statusCode).toBe(401);
  });
});

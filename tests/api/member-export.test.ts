/**
 * Issue 29.2: a member's own data export, a single-use link to a ZIP; and the password typed again
 * that guards it and the deletion (tests/api/member-delete.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { carTypes, memberExports, staffAudit, uploads } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from './helpers';
import { testDriveBody } from './form-fixtures';
import { bearer, PASSWORD, registered } from './member-fixtures';
import { memberWithEverything, type FullMember } from './member-privacy-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const db = () => t.database.db;

/** Asks for the export and answers the link. */
async function exportLink(token: string) {
  const res = await t.post('/api/member/export', { password: PASSWORD }, bearer(token));
  expect(res.statusCode).toBe(200);
  return res.json().data as { url: string; expires_at: string };
}


/** Writes the ZIP, checks it with `unzip -t`, extracts it; answers the folder. */
function unzipped(zip: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'export-'));
  writeFileSync(path.join(dir, 'data.zip'), zip);
  expect(execFileSync('unzip', ['-t', path.join(dir, 'data.zip')], { encoding: 'utf8' })).toContain('No errors detected');
  execFileSync('unzip', ['-q', path.join(dir, 'data.zip'), '-d', path.join(dir, 'out')]);
  return path.join(dir, 'out');
}

describe('Unduh data saya', () => {
  let owner: FullMember;
  let out = '';
  let link = { url: '', expires_at: '' };
  const strangerEmail = 'orang.lain@example.com';
  let guestBookingId = '';

  beforeAll(async () => {
    owner = await memberWithEverything(t, 'pemilik.data@example.com');
    // A car in the owner's garage (issue 33): the export carries it with its service history.
    const [type] = await db().select({ id: carTypes.id, modelId: carTypes.modelId }).from(carTypes).limit(1);
    const car = await t.post('/api/member/garage', { plate: 'h 1234 ab', chassis: 'MHKA6GJ6JNJ099001', car_model_id: type.modelId, car_type_id: type.id, year: 2021, km: 12_000 }, bearer(owner.token));
    expect(car.statusCode).toBe(200);
    // The pre-claim case (docs/security.md): someone else sends a test drive with the owner's unverified address.
    const guest = await t.post('/api/testdrive', { ...(await testDriveBody(db(), 'pemilik.data@example.com')), name: 'Orang Asing', phone: '089911112222' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data.login).toBeUndefined();
    guestBookingId = guest.json().data.booking_id;
    // And another member's records, which must never show.
    const stranger = await registered(t, strangerEmail, { name: 'Bambang Lain' });
    await t.post('/api/testdrive', await testDriveBody(db()), bearer(stranger.token));
  });

  it('answers a single-use link that expires in 15 minutes', async () => {
    link = await exportLink(owner.token);
    expect(link.url).toMatch(/^\/api\/member\/export\/archive\?key=[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Only the token's hash is stored.
    const rows = await db().select().from(memberExports).where(eq(memberExports.memberId, owner.id));
    expect(JSON.stringify(rows)).not.toContain(link.url.split('=')[1]);
  });

  it('the link answers a ZIP with data.json, a readable summary and the uploaded images', async () => {
    const res = await t.get(link.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-merapi-toyota-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    out = unzipped(res.rawPayload);
    expect(readdirSync(out).sort()).toEqual(['berkas', 'data.json', 'ringkasan.html']);
  });

  it('contains every kind of record the member owns', () => {
    const data = JSON.parse(readFileSync(path.join(out, 'data.json'), 'utf8'));
    expect(data.profile).toMatchObject({ email: 'pemilik.data@example.com', full_name: 'Pemilik pemilik.data' });
    expect(data.profile.password_hash).toBeUndefined();
    for (const key of ['test_drive', 'booking_service', 'trade_in', 'kontak', 'minat_beli', 'pengajuan_kredit']) {
      expect(data.submissions[key], key).toHaveLength(1);
    }
    expect(data.credit_simulations).toHaveLength(1);
    expect(data.orders.map((o: { id: number }) => o.id).sort()).toEqual([owner.ids.order, owner.ids.creditOrder].sort());
    expect(data.payment_confirmations).toEqual([expect.objectContaining({ id: owner.ids.payment, nama_rekening_anda: 'Budi Santoso' })]);
    expect(data.inbox.length).toBeGreaterThan(0);
    expect(data.consents[0]).toMatchObject({ purpose: 'processing', granted: true, source: 'register', text_version: expect.any(String), at: expect.any(String) });
    expect(data.consents.map((c: { purpose: string }) => c.purpose)).toContain('offers');
    expect(data.garage).toEqual([expect.objectContaining({ plate: 'H 1234 AB', chassis: 'MHKA6GJ6JNJ099001', km: 12_000, services: [] })]);
    // Push devices (none here) and the e-mails and pushes sent or waiting: keys present, secrets absent.
    expect(data.push_devices).toEqual([]);
    expect(Array.isArray(data.notifications)).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/p256dh|claim_token/);
    expect(data.files.map((f: { kind: string }) => f.kind).sort()).toEqual(['ktp', 'ktp', 'payment', 'profile']);
  });

  it('holds the images byte for byte as the blob store keeps them', async () => {
    const data = JSON.parse(readFileSync(path.join(out, 'data.json'), 'utf8'));
    for (const file of data.files as Array<{ id: string; file: string }>) {
      const [upload] = await db().select().from(uploads).where(eq(uploads.id, file.id));
      const blob = await t.app.blobs.get(upload.path);
      expect(readFileSync(path.join(out, file.file)).equals(blob!.bytes)).toBe(true);
    }
    const summary = readFileSync(path.join(out, 'ringkasan.html'), 'utf8');
    expect(summary).toContain('Data pribadi Anda di Merapi Toyota');
    expect(summary).toContain('Pesanan Mobil (2)');
  });

  it("never contains another person's data: not the guest's record sent with the address, not another member's", async () => {
    const everything = readdirSync(out, { recursive: true }).map(String).filter((f) => !f.endsWith('.jpg'))
      .map((f) => { try { return readFileSync(path.join(out, f), 'utf8'); } catch { return ''; } }).join('\n');
    expect(everything).not.toContain(guestBookingId);
    expect(everything).not.toContain('Orang Asing');
    expect(everything).not.toContain('089911112222');
    expect(everything).not.toContain(strangerEmail);
    expect(everything).not.toContain('Bambang Lain');
  });

  it('works once: a second download is 404 with a clear message', async () => {
    const again = await t.get(link.url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Link unduhan sudah dipakai atau kedaluwarsa. Silakan minta link baru dari profil Anda.');
    expect((await t.get('/api/member/export/archive?key=tidak-ada')).statusCode).toBe(404);
    expect((await t.get('/api/member/export/archive')).statusCode).toBe(404);
  });

  it('expires: a link past its time is 404 (clock moved by the stored expiry)', async () => {
    const fresh = await exportLink(owner.token);
    await db().update(memberExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(memberExports.memberId, owner.id), sql`used_at is null`));
    expect((await t.get(fresh.url)).statusCode).toBe(404);
  });

  it('the link lives in the database: another instance on the same database answers it', async () => {
    const fresh = await exportLink(owner.token);
    const second = await buildApp({ config: t.app.config, database: t.database });
    await second.ready();
    try {
      const res = await second.inject({ method: 'GET', url: fresh.url, headers: { 'x-api-key': t.app.config.apiKey } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
    } finally {
      await second.close();
    }
    expect((await t.get(fresh.url)).statusCode).toBe(404);
  });

  it('an export is written to the audit log as a fact', async () => {
    const rows = await db().select().from(staffAudit).where(and(eq(staffAudit.action, 'member.export'), eq(staffAudit.recordId, owner.unique_id)));
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });
});


describe('the password typed again', () => {
  let token = '';
  beforeAll(async () => { token = (await registered(t, 'sandi.ulang@example.com')).token; });

  it('a wrong password is a 400 alert, a missing one a 422 on the field, no session a 401', async () => {
    for (const url of ['/api/member/export', '/api/member/delete']) {
      const wrong = await t.post(url, { password: 'bukan-sandinya' }, bearer(token));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ status: 400, message: { alert: 'Password yang Anda masukkan salah' }, data: null });
      const missing = await t.post(url, {}, bearer(token));
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({ message: 'Periksa Kembali Semua Form', errors: { password: ['*Masukkan Password!.'] } });
      expect((await t.post(url, { password: 12345678 }, bearer(token))).statusCode).toBe(400);
      expect((await t.post(url, { password: 'x'.repeat(500) }, bearer(token))).statusCode).toBe(422);
      expect((await t.post(url, { password: PASSWORD })).statusCode).toBe(401);
    }
    expect((await t.post('/api/memberprofile', {}, bearer(token))).statusCode).toBe(200);
  });

  it('is rate limited per member: after 10 tries in 15 minutes even the right password waits', async () => {
    // 4 wrong tries above; 6 more reach the limit.
    for (let i = 0; i < 6; i++) expect((await t.post('/api/member/export', { password: 'salah-lagi' }, bearer(token))).statusCode).toBe(400);
    const limited = await t.post('/api/member/export', { password: PASSWORD }, bearer(token));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.');
    expect((await t.post('/api/member/delete', { password: PASSWORD }, bearer(token))).statusCode).toBe(429);
  });
});


/**
 * Issue 29.2/29.3: a member's own data export (a single-use link to a ZIP) and account deletion
 * (orders and payments kept pseudonymised, the rest and every upload destroyed, atomically), both
 * behind the password typed again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  carTypes, contacts, creditApplications, creditSimulations, inboxMessages, leads, memberExports, members, orders, paymentConfirmations,
  serviceBookings, staffAudit, testDrives, tradeIns, uploads,
} from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { diskBlobStore } from '../../server/services/blob-store';
import { createTestApp, type TestApp } from './helpers';
import { JPEG, testDriveBody } from './form-fixtures';
import { bearer, PASSWORD, registered } from './member-fixtures';
import { creditBody, orderCar } from './orders-fixtures';
import { oneOfEach, record, staffToken } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const db = () => t.database.db;

/** A member with one record of every kind, a credit order with a KTP and a profile photo. */
async function memberWithEverything(email: string) {
  const member = await registered(t, email, { name: `Pemilik ${email.split('@')[0]}` });
  const ids = await oneOfEach(t, member.token);
  const credit = await t.post('/api/order', creditBody(await orderCar(db()), { member: true }), bearer(member.token));
  expect(credit.statusCode).toBe(200);
  const me = (await t.post('/api/memberprofile', {}, bearer(member.token))).json().data;
  const photo = await t.post('/api/updateprofile', { ...me, name: me.full_name, email, province: me.province_id, city: me.city_id, password: PASSWORD, confirm_password: PASSWORD, image: JPEG }, bearer(member.token));
  expect(photo.statusCode).toBe(200);
  const [row] = await db().select().from(members).where(eq(members.email, email));
  return { ...member, id: row.id, ids: { ...ids, creditOrder: credit.json().data.id as number } };
}

/** The blob keys of every upload recorded as the member's. */
async function uploadKeys(memberId: number) {
  return (await db().select({ path: uploads.path, kind: uploads.kind }).from(uploads).where(eq(uploads.memberId, memberId)));
}

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
  let owner: Awaited<ReturnType<typeof memberWithEverything>>;
  let out = '';
  let link = { url: '', expires_at: '' };
  const strangerEmail = 'orang.lain@example.com';
  let guestBookingId = '';

  beforeAll(async () => {
    owner = await memberWithEverything('pemilik.data@example.com');
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

/** The blob store as another instance sees it: a new connection to the same PostgreSQL, or the same folder on disk. */
async function blobOnAnotherInstance(key: string): Promise<boolean> {
  if (t.app.blobs.kind === 'disk') return (await diskBlobStore(t.app.config.dataDir).get(key)) !== null;
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from blobs where key = $1', [key])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('Hapus akun', () => {
  let gone: Awaited<ReturnType<typeof memberWithEverything>>;
  let keys: Array<{ path: string; kind: string }> = [];
  let answer: Record<string, unknown> = {};

  beforeAll(async () => {
    gone = await memberWithEverything('akan.dihapus@example.com');
    keys = await uploadKeys(gone.id);
    expect(keys.map((k) => k.kind).sort()).toEqual(['ktp', 'ktp', 'payment', 'profile']);
    for (const key of keys) expect(await blobOnAnotherInstance(key.path)).toBe(true);
    const res = await t.post('/api/member/delete', { password: PASSWORD }, bearer(gone.token));
    expect(res.statusCode).toBe(200);
    answer = res.json();
  });

  it('answers what was done', () => {
    expect(answer).toMatchObject({ status: 200, message: 'Akun Anda telah dihapus', data: { orders_kept: 2, payments_kept: 1, records_deleted: 7, uploads_destroyed: 4 } });
  });

  it('keeps the orders and the payment with a pseudonym instead of the name and contact', async () => {
    const kept = await db().select().from(orders).where(inArray(orders.id, [gone.ids.order, gone.ids.creditOrder]));
    expect(kept).toHaveLength(2);
    for (const order of kept) {
      expect(order.name).toMatch(/^ANON-[0-9A-F]{8}$/);
      expect(order).toMatchObject({ memberId: null, phone: '', address: '', ktpUploadId: null, email: `${order.name.toLowerCase()}@dihapus.invalid` });
      expect(order.grandTotal).toBeGreaterThan(0);
    }
    const [payment] = await db().select().from(paymentConfirmations).where(eq(paymentConfirmations.id, gone.ids.payment));
    expect(payment).toMatchObject({ memberId: null, namaRekeningAnda: kept[0].name, nomorRekeningAnda: '****6789', proofUploadId: null, nominal: 5_000_000 });
    // The back office still opens the kept order, pseudonymised.
    const admin = await staffToken(t, 'admin');
    const seen = JSON.stringify(await record(t, admin, 'order', gone.ids.order));
    expect(seen).toContain(kept[0].name);
    expect(seen).not.toContain('Pemilik akan.dihapus');
  });

  it('removes the account, its sessions, every other record and the inbox', async () => {
    expect(await db().select().from(members).where(eq(members.id, gone.id))).toEqual([]);
    expect((await t.post('/api/memberprofile', {}, bearer(gone.token))).statusCode).toBe(401);
    expect(await db().select().from(testDrives).where(eq(testDrives.id, gone.ids.testdrive))).toEqual([]);
    expect(await db().select().from(serviceBookings).where(eq(serviceBookings.id, gone.ids.bookingservice))).toEqual([]);
    expect(await db().select().from(tradeIns).where(eq(tradeIns.id, gone.ids.tradein))).toEqual([]);
    expect(await db().select().from(contacts).where(eq(contacts.id, gone.ids.contact))).toEqual([]);
    expect(await db().select().from(leads).where(eq(leads.id, gone.ids.leadsales))).toEqual([]);
    expect(await db().select().from(creditApplications).where(eq(creditApplications.id, gone.ids.instantapproval))).toEqual([]);
    expect(await db().select().from(creditSimulations).where(eq(creditSimulations.id, gone.ids.creditsimulation))).toEqual([]);
    expect(await db().select().from(inboxMessages).where(eq(inboxMessages.memberId, gone.id))).toEqual([]);
  });

  it('destroys every upload in the blob store, as another instance sees it', async () => {
    expect(await db().select().from(uploads).where(inArray(uploads.path, keys.map((k) => k.path)))).toEqual([]);
    for (const key of keys) {
      expect(await t.app.blobs.get(key.path)).toBeNull();
      expect(await blobOnAnotherInstance(key.path)).toBe(false);
    }
  });

  it('the audit log keeps the fact and counts, not the data', async () => {
    const [row] = await db().select().from(staffAudit).where(eq(staffAudit.action, 'member.delete'));
    expect(row).toMatchObject({ kind: 'member', staffId: null });
    expect(row.detail).toMatchObject({ orders_kept: 2, records_deleted: 7, uploads_destroyed: 4 });
    const text = JSON.stringify(row);
    expect(text).not.toContain('akan.dihapus');
    expect(text).not.toContain('Pemilik');
  });

  it('tells the member by e-mail what was kept and why', () => {
    const dir = path.join(t.app.config.dataDir, 'mail');
    const mails = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
    const mail = mails.find((m) => m.includes('To: akan.dihapus@example.com') && m.includes('Subject: Akun Merapi Toyota Anda telah dihapus'));
    expect(mail).toBeTruthy();
    expect(mail).toContain('peraturan perpajakan');
  });

  it('a later login with the old e-mail and password fails with the clear message', async () => {
    const login = await t.post('/api/login', { email: 'akan.dihapus@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toEqual({ alert: 'Email Atau Password Salah' });
  });

  it('the address can register again as a new, empty account', async () => {
    const again = await registered(t, 'akan.dihapus@example.com');
    expect((await t.post('/api/history/bookingorder', {}, bearer(again.token))).json().data).toEqual([]);
  });
});

describe('deletion is atomic', () => {
  it('a failure halfway leaves the account, its records and its uploads as they were', async () => {
    const member = await memberWithEverything('gagal.hapus@example.com');
    const keys = await uploadKeys(member.id);
    // A fault at the very end of the transaction: the member row refuses to go.
    await db().execute(sql.raw("create or replace function privacy_test_fault() returns trigger language plpgsql as $$ begin raise exception 'fault injected'; end $$"));
    await db().execute(sql.raw("create trigger privacy_test_fault before delete on members for each row when (old.email = 'gagal.hapus@example.com') execute function privacy_test_fault()"));
    try {
      const res = await t.post('/api/member/delete', { password: PASSWORD }, bearer(member.token));
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger privacy_test_fault on members'));
      await db().execute(sql.raw('drop function privacy_test_fault()'));
    }
    expect((await t.post('/api/memberprofile', {}, bearer(member.token))).statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, member.ids.order));
    expect(order).toMatchObject({ memberId: member.id, name: 'Pemilik gagal.hapus' });
    expect(await db().select().from(testDrives).where(eq(testDrives.id, member.ids.testdrive))).toHaveLength(1);
    expect(await uploadKeys(member.id)).toEqual(keys);
    for (const key of keys) expect(await blobOnAnotherInstance(key.path)).toBe(true);
    // And it can still be deleted afterwards.
    expect((await t.post('/api/member/delete', { password: PASSWORD }, bearer(member.token))).statusCode).toBe(200);
  });
});

describe('deleting an unverified account', () => {
  it("keeps a record someone else sent with the address (hidden from the session), detached, and deletes only the member's own", async () => {
    const email = 'belum.verif@example.com';
    const member = await registered(t, email);
    const own = await t.post('/api/testdrive', await testDriveBody(db()), bearer(member.token));
    const guest = await t.post('/api/testdrive', { ...(await testDriveBody(db(), email)), name: 'Pemilik Asli' });
    expect(guest.json().data.login).toBeUndefined();
    const res = await t.post('/api/member/delete', { password: PASSWORD }, bearer(member.token));
    expect(res.json(), res.body).toMatchObject({ status: 200, data: { records_deleted: 1, records_detached: 1 } });
    expect(await db().select().from(testDrives).where(eq(testDrives.id, own.json().data.id))).toEqual([]);
    const [kept] = await db().select().from(testDrives).where(eq(testDrives.id, guest.json().data.id));
    expect(kept).toMatchObject({ memberId: null, name: 'Pemilik Asli', viaGuest: true });
  });
});

/**
 * Issue 29.3: account deletion behind the password typed again (tests/api/member-export.test.ts):
 * orders and payments kept pseudonymised, the rest and every upload destroyed, atomically.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  contacts, creditApplications, creditSimulations, inboxMessages, leads, members, orders, paymentConfirmations,
  serviceBookings, staffAudit, testDrives, tradeIns, uploads,
} from '../../server/db/schema';
import { diskBlobStore } from '../../server/services/blob-store';
import { createTestApp, type TestApp } from './helpers';
import { testDriveBody } from './form-fixtures';
import { bearer, PASSWORD, registered } from './member-fixtures';
import { memberWithEverything, type FullMember } from './member-privacy-fixtures';
import { record, staffToken } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const db = () => t.database.db;

/** The blob keys of every upload recorded as the member's. */
async function uploadKeys(memberId: number) {
  return (await db().select({ path: uploads.path, kind: uploads.kind }).from(uploads).where(eq(uploads.memberId, memberId)));
}


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
  let gone: FullMember;
  let keys: Array<{ path: string; kind: string }> = [];
  let answer: Record<string, unknown> = {};

  beforeAll(async () => {
    gone = await memberWithEverything(t, 'akan.dihapus@example.com');
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
    const member = await memberWithEverything(t, 'gagal.hapus@example.com');
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

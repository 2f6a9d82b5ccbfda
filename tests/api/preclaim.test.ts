/**
 * Issue 13.1: typing someone's e-mail never gives access to what they submit later. Records sent
 * without a token are shown only to the session they came through until the address is verified
 * through the mailed link (or a password reset); they are flagged as sent without login.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, serviceBookings } from '../../server/db/schema';
import { hashPassword } from '../../server/services/passwords';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, testDriveBody, tradeInBody } from './form-fixtures';
import { bearer, registered } from './member-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

/** The token of the newest verification mail to `email` (mail files under DATA_DIR/mail). */
function verificationToken(email: string): string | null {
  const dir = path.join(t.app.config.dataDir, 'mail');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!raw.includes(`To: ${email}`)) continue;
    const match = /\/verifikasi-email#token=([A-Za-z0-9_%-]+)/.exec(raw);
    if (match) return decodeURIComponent(match[1]);
  }
  return null;
}

const history = async (token: string, kind: string) => (await t.post(`/api/history/${kind}`, {}, bearer(token))).json().data as Array<{ id: number; booking_id: string; via_guest: boolean }>;
const inbox = async (token: string) => (await t.post('/api/member/inbox', {}, bearer(token))).json().data as Array<{ id: number; judul: string }>;

describe('an address typed by someone else (pre-claiming)', () => {
  const victim = 'korban@example.com';
  let attacker = '';
  let serviceId = 0;
  let serviceBookingId = '';

  it("still logs the guest in from the submission's answer (the spec), with an unverified account", async () => {
    const res = await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db, victim)), name: 'Penyerang', phone: '089999999999' });
    expect(res.statusCode).toBe(200);
    attacker = res.json().data.login.token;
    expect(res.json().data.login.email_verified).toBe(false);
    expect((await history(attacker, 'testdrive'))).toHaveLength(1);
  });

  it("hides the real owner's later guest booking from that session: no history row, no detail, no inbox note, no dates", async () => {
    const res = await t.post('/booking-api/bookingonlinenet.php', { ...(await bookingServiceBody(t.database.db, victim)), police_number: 'H 777 KO', address: 'Rumah korban' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.login).toBeUndefined();
    serviceId = res.json().data.id;
    serviceBookingId = res.json().data.booking_id;
    const [row] = await t.database.db.select().from(serviceBookings).where(eq(serviceBookings.id, serviceId));
    expect(row).toMatchObject({ viaGuest: true, sessionId: null });

    expect(await history(attacker, 'bookingservice')).toEqual([]);
    expect((await t.get(`/api/detail/bookingservice?id=${serviceId}`, bearer(attacker))).statusCode).toBe(404);
    expect((await inbox(attacker)).map((m) => m.judul).join(' ')).not.toContain(serviceBookingId);
    const profile = (await t.post('/api/memberprofile', {}, bearer(attacker))).json().data;
    expect(profile.next_bookingservice).toBeNull();
    expect(profile.email_verified).toBe(false);
  });

  it('hides it from a password login of the unverified account too (the attacker set a password)', async () => {
    const me = (await t.post('/api/memberprofile', {}, bearer(attacker))).json().data;
    const update = await t.post('/api/updateprofile', { ...me, name: me.full_name, email: victim, province: me.province_id, city: me.city_id, password: 'punya-penyerang', confirm_password: 'punya-penyerang' }, bearer(attacker));
    expect(update.statusCode).toBe(200);
    const login = await t.post('/api/login', { email: victim, password: 'punya-penyerang' });
    expect(login.statusCode).toBe(200);
    const second = login.json().data.token;
    expect(await history(second, 'bookingservice')).toEqual([]);
    // Even the attacker's own guest test drive shows only on the session it came through.
    expect(await history(second, 'testdrive')).toHaveLength(0);
    expect(await history(attacker, 'testdrive')).toHaveLength(1);
  });

  it('verifying through the mailed link ends every other session and shows everything, flagged as sent without login', async () => {
    const token = verificationToken(victim);
    expect(token).toBeTruthy();
    const verified = await t.post('/api/verifyemail', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: 'Email berhasil diverifikasi', data: { email_verified: true, logged_in: false } });
    expect((await t.post('/api/memberprofile', {}, bearer(attacker))).statusCode).toBe(401);
    expect((await t.post('/api/verifyemail', { token })).statusCode).toBe(400);

    // The owner, now verified, has a password of their own (set here directly; the reset flow is tested below).
    await t.database.db.update(members).set({ passwordHash: await hashPassword('milik-korban-1') }).where(eq(members.email, victim));
    const owner = (await t.post('/api/login', { email: victim, password: 'milik-korban-1' })).json().data.token;
    const rows = await history(owner, 'bookingservice');
    expect(rows).toEqual([expect.objectContaining({ id: serviceId, via_guest: true })]);
    expect((await history(owner, 'testdrive'))[0].via_guest).toBe(true);
    const detail = (await t.get(`/api/detail/bookingservice?id=${serviceId}`, bearer(owner))).json().data;
    expect(detail).toMatchObject({ no_plat: 'H 777 KO', via_guest: true });
    const note = (await inbox(owner)).find((m) => m.judul.includes(serviceBookingId))!;
    const text = (await t.post(`/api/member/detailinbox?id=${note.id}`, {}, bearer(owner))).json().data.text;
    expect(text).toContain('Dikirim tanpa login dengan alamat e-mail Anda');
  });
});

describe('a registered member and guest submissions with their address', () => {
  it("keeps a guest's record out of an unverified member's sessions until verification, then shows it flagged", async () => {
    const email = 'terdaftar@example.com';
    const member = await registered(t, email);
    const own = await t.post('/api/tradein', await tradeInBody(t.database.db), bearer(member.token));
    expect(own.statusCode).toBe(200);
    const guest = await t.post('/api/tradein', await tradeInBody(t.database.db, email));
    expect(guest.json().data.login).toBeUndefined();
    expect((await history(member.token, 'tradein')).map((r) => r.id)).toEqual([own.json().data.id]);

    // Verifying on this device keeps this session and shows the guest's record, flagged.
    const verified = await t.post('/api/verifyemail', { token: verificationToken(email) }, bearer(member.token));
    expect(verified.json().data.logged_in).toBe(true);
    const rows = await history(member.token, 'tradein');
    expect(rows.map((r) => [r.id, r.via_guest])).toEqual([[guest.json().data.id, true], [own.json().data.id, false]]);
  });

  it('shows a verified member a guest record at once, marked as sent without login, and gives the guest nothing', async () => {
    const email = 'sudah.verif@example.com';
    const member = await registered(t, email);
    await t.post('/api/verifyemail', { token: verificationToken(email) }, bearer(member.token));
    const guest = await t.post('/api/testdrive', await testDriveBody(t.database.db, email));
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data.login).toBeUndefined();
    expect(await history(member.token, 'testdrive')).toEqual([expect.objectContaining({ id: guest.json().data.id, via_guest: true })]);
  });

  it('a password reset verifies the address and ends the other sessions', async () => {
    const email = 'lupa.verif@example.com';
    const member = await registered(t, email);
    const res = await t.post('/api/forgotpassword', { email });
    expect(res.statusCode).toBe(200);
    const dir = path.join(t.app.config.dataDir, 'mail');
    const raw = readdirSync(dir).sort().reverse().map((f) => readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((m) => m.includes(`To: ${email}`) && m.includes('reset-password'))!;
    const reset = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(raw)![1]);
    expect((await t.post('/api/resetpassword', { reset_token: reset, password: 'baru-sekali-1', confirm_password: 'baru-sekali-1' })).statusCode).toBe(200);
    expect((await t.post('/api/memberprofile', {}, bearer(member.token))).statusCode).toBe(401);
    const login = (await t.post('/api/login', { email, password: 'baru-sekali-1' })).json().data;
    expect(login.email_verified).toBe(true);
  });
});

describe('verification links', () => {
  it('are mailed on registration, single-use, and refused when unknown', async () => {
    const member = await registered(t, 'link@example.com');
    expect(verificationToken('link@example.com')).toBeTruthy();
    for (const token of ['tidak-ada', '', 123, null]) {
      const res = await t.post('/api/verifyemail', { token });
      expect([400, 422]).toContain(res.statusCode);
    }
    expect((await t.post('/api/memberprofile', {}, bearer(member.token))).json().data.email_verified).toBe(false);
  });
  it('can be sent again by the logged-in member, a few times per 15 minutes', async () => {
    const member = await registered(t, 'ulang@example.com');
    const first = await t.post('/api/verifyemail/resend', {}, bearer(member.token));
    expect(first.json()).toMatchObject({ status: 200, message: 'Link verifikasi sudah dikirim ke email Anda' });
    for (let i = 0; i < 2; i++) expect((await t.post('/api/verifyemail/resend', {}, bearer(member.token))).statusCode).toBe(200);
    expect((await t.post('/api/verifyemail/resend', {}, bearer(member.token))).statusCode).toBe(429);
    expect((await t.post('/api/verifyemail/resend', {})).statusCode).toBe(401);
  });
});

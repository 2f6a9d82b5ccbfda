/**
 * 'Lacak booking' (issue 30.5): a code mailed to the booking's own address opens that one booking,
 * once, for 15 minutes, not after 5 wrong tries, at most 3 codes an hour; another booking's code
 * opens nothing; 'Buat password' mails a link only to an account that never proved its address.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TRACK_MESSAGES } from '../../domain/track';
import { trackCodes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { testDriveBody } from './form-fixtures';
import { cashBody, orderCar } from './orders-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000', PUBLIC_URL: 'https://merapi.test' }); });
afterAll(() => t.close());

const mailDir = () => path.join(t.app.config.dataDir, 'mail');
const mailFiles = () => { try { return readdirSync(mailDir()).sort(); } catch { return []; } };
const decoded = (file: string) => readFileSync(path.join(mailDir(), file), 'utf8')
  .replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** Asks a code; the mails it wrote (none when the pair did not match). */
async function askCode(bookingId: string, email: string): Promise<string[]> {
  const before = mailFiles();
  const res = await t.post('/api/track/code', { booking_id: bookingId, email });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(TRACK_MESSAGES.sent);
  return mailFiles().filter((f) => !before.includes(f));
}
async function codeFor(bookingId: string, email: string): Promise<string> {
  const [file] = await askCode(bookingId, email);
  const text = decoded(file);
  expect(text).toContain(`To: ${email}`);
  const match = /adalah:\s+(\d{6})\s/.exec(text);
  if (!match) throw new Error(`no code in ${file}`);
  return match[1];
}
const verify = (bookingId: string, code: string) => t.post('/api/track/verify', { booking_id: bookingId, code });

async function guestOrder(email: string) {
  const res = await t.post('/api/order', cashBody(await orderCar(t.database.db), { email }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; order_id: string };
}
async function guestTestDrive(email: string) {
  const res = await t.post('/api/testdrive', await testDriveBody(t.database.db, email));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; booking_id: string };
}

describe('Lacak booking', () => {
  it('mails a code only to the booking\'s own address, and the code opens that booking once', async () => {
    const order = await guestOrder('tamu.lacak@example.com');
    // A wrong address, an unknown id: the same answer, no mail.
    expect(await askCode(order.order_id, 'orang.lain@example.com')).toEqual([]);
    expect(await askCode('BO-20260101-ZZZZZZZ', 'tamu.lacak@example.com')).toEqual([]);
    const code = await codeFor(order.order_id, 'Tamu.Lacak@Example.com'.toLowerCase());
    const [stored] = await t.database.db.select().from(trackCodes).where(eq(trackCodes.recordId, order.id));
    expect(stored.codeHash).not.toContain(code);
    const wrong = await verify(order.order_id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [TRACK_MESSAGES.codeWrong] });
    const res = await verify(order.order_id.toLowerCase(), code);
    expect(res.statusCode).toBe(200);
    const booking = res.json().data;
    expect(booking).toMatchObject({
      booking_id: order.order_id, kind: 'order', kind_label: 'Booking Order', status: 'Menunggu Pembayaran', car: 'Avanza 1.5 G CVT',
      money: { summary: 'Menunggu pembayaran booking fee Rp 5.000.000', remaining: 272_500_000 },
      // The guest order set a password in step 1 but never proved the address: 'Buat password' is offered.
      can_create_password: true,
    });
    // That booking only: nothing of the account.
    expect(JSON.stringify(booking)).not.toMatch(/tamu\.lacak|Budi|0812|Jl\./);
    expect((await verify(order.order_id, code)).statusCode).toBe(422);
  });

  it('refuses an expired code, a code after 5 wrong tries, and another booking\'s code', async () => {
    const a = await guestTestDrive('tamu.a@example.com');
    const b = await guestTestDrive('tamu.b@example.com');
    const codeA = await codeFor(a.booking_id, 'tamu.a@example.com');
    // Another guest's booking never opens with it.
    expect((await verify(b.booking_id, codeA)).statusCode).toBe(422);
    // Expired: the clock moved past its end.
    await t.database.db.update(trackCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(trackCodes.recordId, a.id));
    expect((await verify(a.booking_id, codeA)).statusCode).toBe(422);

    const codeB = await codeFor(b.booking_id, 'tamu.b@example.com');
    const other = codeB === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await verify(b.booking_id, other)).statusCode).toBe(422);
    expect((await verify(b.booking_id, codeB)).statusCode).toBe(422);

    const fresh = await codeFor(b.booking_id, 'tamu.b@example.com');
    const opened = await verify(b.booking_id, fresh);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ booking_id: b.booking_id, kind: 'testdrive', status: 'Menunggu Konfirmasi', money: null });
    expect(opened.json().data.schedule).toMatch(/pukul/);
  });

  it('sends at most 3 codes for a booking in an hour; a new code ends the earlier one', async () => {
    const td = await guestTestDrive('tamu.limit@example.com');
    const first = await codeFor(td.booking_id, 'tamu.limit@example.com');
    await codeFor(td.booking_id, 'tamu.limit@example.com');
    await codeFor(td.booking_id, 'tamu.limit@example.com');
    const fourth = await t.post('/api/track/code', { booking_id: td.booking_id, email: 'tamu.limit@example.com' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(TRACK_MESSAGES.tooMany);
    expect((await verify(td.booking_id, first)).statusCode).toBe(422);
    // An hour later it may ask again.
    await t.database.db.update(trackCodes).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(trackCodes.recordId, td.id));
    expect(await askCode(td.booking_id, 'tamu.limit@example.com')).toHaveLength(1);
  });

  it('checks its input: 422 on the booking id, the e-mail and the code', async () => {
    const bad = await t.post('/api/track/code', { booking_id: 'XX-1', email: 'bukan email' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['booking_id', 'email']);
    const badCode = await t.post('/api/track/verify', { booking_id: 'TD-20261121-7KQ2M9A', code: '12ab' });
    expect(badCode.json().errors).toEqual({ code: [TRACK_MESSAGES.code] });
  });

  it("'Buat password' mails a set-password link to an account that never proved its address, nothing otherwise", async () => {
    const td = await guestTestDrive('tamu.password@example.com');
    const before = mailFiles();
    const res = await t.post('/api/track/password', { booking_id: td.booking_id, email: 'tamu.password@example.com' });
    expect(res.json().message).toBe(TRACK_MESSAGES.passwordSent);
    const added = mailFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const link = /https:\/\/merapi\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded(added[0]));
    expect(link).not.toBeNull();
    expect(decoded(added[0])).toContain(td.booking_id);
    // The link proves the address: the password is set, the address verified.
    expect((await t.post('/api/resetpassword', { reset_token: link![1], password: 'PasswordBaru123', confirm_password: 'PasswordBaru123' })).statusCode).toBe(200);
    expect((await t.post('/api/login', { email: 'tamu.password@example.com', password: 'PasswordBaru123' })).statusCode).toBe(200);
    // Verified now: no further link; a wrong address gets the same answer and no mail.
    const after = mailFiles();
    expect((await t.post('/api/track/password', { booking_id: td.booking_id, email: 'tamu.password@example.com' })).statusCode).toBe(200);
    expect((await t.post('/api/track/password', { booking_id: td.booking_id, email: 'penyerang@example.com' })).statusCode).toBe(200);
    expect(mailFiles()).toEqual(after);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { passwordResets } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { bearer, PASSWORD, registered } from './member-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', PUBLIC_URL: 'https://merapi.test' }); });
afterAll(() => t.close());

const mailDir = () => path.join(t.app.config.dataDir, 'mail');
const mailFiles = () => { try { return readdirSync(mailDir()).sort(); } catch { return []; } };

/** The reset token from the newest .eml (quoted-printable decoded). */
function tokenFromMail(file: string): string {
  const raw = readFileSync(path.join(mailDir(), file), 'utf8');
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const match = /https:\/\/merapi\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded);
  if (!match) throw new Error(`no link in ${file}`);
  return match[1];
}

async function requestReset(email: string): Promise<string> {
  const before = mailFiles();
  const res = await t.post('/api/forgotpassword', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Email Reset Password Berhasil Dikirim');
  const added = mailFiles().filter((f) => !before.includes(f));
  expect(added).toHaveLength(1);
  return tokenFromMail(added[0]);
}

describe('POST /api/forgotpassword', () => {
  it('writes a mail with a single-use link and stores only the hash of its token', async () => {
    await registered(t, 'lupa@example.com');
    const token = await requestReset(' LUPA@example.com ');
    const content = readFileSync(path.join(mailDir(), mailFiles().at(-1)!), 'utf8');
    expect(content).toMatch(/^To: lupa@example\.com$/m);
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => r.tokenHash.length === 64)).toBe(true);
  });
  it("answers 'Email Belum terdaftar' for an unknown e-mail and sends nothing", async () => {
    const before = mailFiles().length;
    const res = await t.post('/api/forgotpassword', { email: 'siapa@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ alert: 'Email Belum terdaftar' });
    expect(mailFiles()).toHaveLength(before);
  });
  it('validates the e-mail', async () => {
    const res = await t.post('/api/forgotpassword', { email: 'bukan' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['*Email tidak valid!.']);
  });
});

describe('POST /api/resetpassword', () => {
  it('sets the password once, ends every session, and refuses the link a second time', async () => {
    const login = await registered(t, 'reset.once@example.com');
    const token = await requestReset('reset.once@example.com');
    const res = await t.post('/api/resetpassword', { reset_token: token, password: 'password-baru-1', confirm_password: 'password-baru-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password berhasil diubah, silakan login');
    expect((await t.post('/api/memberprofile', {}, bearer(login.token))).statusCode).toBe(401);
    expect((await t.post('/api/login', { email: 'reset.once@example.com', password: PASSWORD })).statusCode).toBe(400);
    expect((await t.post('/api/login', { email: 'reset.once@example.com', password: 'password-baru-1' })).statusCode).toBe(200);
    const again = await t.post('/api/resetpassword', { reset_token: token, password: 'password-baru-2', confirm_password: 'password-baru-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual({ alert: 'Tautan reset tidak valid atau sudah kedaluwarsa' });
  });
  it('refuses an expired link', async () => {
    await registered(t, 'reset.late@example.com');
    const token = await requestReset('reset.late@example.com');
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.post('/api/resetpassword', { reset_token: token, password: 'password-baru-1', confirm_password: 'password-baru-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ alert: 'Tautan reset tidak valid atau sudah kedaluwarsa' });
  });
  it('voids the older links of the member once one is used', async () => {
    await registered(t, 'reset.two@example.com');
    const first = await requestReset('reset.two@example.com');
    const second = await requestReset('reset.two@example.com');
    expect((await t.post('/api/resetpassword', { reset_token: second, password: 'password-baru-1', confirm_password: 'password-baru-1' })).statusCode).toBe(200);
    expect((await t.post('/api/resetpassword', { reset_token: first, password: 'password-baru-2', confirm_password: 'password-baru-2' })).statusCode).toBe(400);
  });
  it('lets a guest-created account set its first password', async () => {
    const { testDriveBody } = await import('./form-fixtures');
    await t.post('/api/testdrive', await testDriveBody(t.database.db, 'tamu.baru@example.com'));
    const token = await requestReset('tamu.baru@example.com');
    expect((await t.post('/api/resetpassword', { reset_token: token, password: 'password-tamu', confirm_password: 'password-tamu' })).statusCode).toBe(200);
    expect((await t.post('/api/login', { email: 'tamu.baru@example.com', password: 'password-tamu' })).statusCode).toBe(200);
  });
  it('refuses an unknown token and checks the new password', async () => {
    const unknown = await t.post('/api/resetpassword', { reset_token: 'x'.repeat(43), password: 'password-baru-1', confirm_password: 'password-baru-1' });
    expect(unknown.statusCode).toBe(400);
    const bad = await t.post('/api/resetpassword', { reset_token: 'abc', password: 'pendek', confirm_password: 'lain' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ password: ['*Password Minimal 8 karakter!.'], confirm_password: ['*Password Belum sama!.'] });
  });
});

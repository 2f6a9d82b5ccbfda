import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inboxMessages, members, sessions } from '../../server/db/schema';
import { hashToken } from '../../server/services/tokens';
import { createTestApp, type TestApp } from './helpers';
import { bearer, PASSWORD, registerBody, registered } from './member-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates the member, logs in, writes a welcome message and decides the chassis status itself', async () => {
    const res = await t.post('/api/register', registerBody(' Rina.Wati@Example.com', { name: 'Rina Wati', no_rangka: ' mhka6gj6jnj012345 ', no_rangka_status: 'not valid' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Anda berhasil Registrasi');
    const login = res.json().data.login;
    expect(login).toMatchObject({ is_login: true, member_email: 'rina.wati@example.com', full_name: 'Rina Wati', province_name: expect.any(String), city_name: expect.any(String), no_rangka: 'MHKA6GJ6JNJ012345', agree1: true, agree2: true });
    expect(login.token.length).toBeGreaterThan(30);
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'rina.wati@example.com'));
    expect(row).toMatchObject({ channel: 'register', noRangkaStatus: 'valid' });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, row.id))).toHaveLength(1);
  });
  it('marks an unknown chassis not valid even when the client says valid', async () => {
    await registered(t, 'chassis.baru@example.com', { no_rangka: 'XYZ000', no_rangka_status: 'valid' });
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'chassis.baru@example.com'));
    expect(row.noRangkaStatus).toBe('not valid');
  });
  it('refuses a taken e-mail with the alert', async () => {
    const res = await t.post('/api/register', registerBody('RINA.WATI@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ alert: 'Email sudah terdaftar, silakan login' });
  });
  it('refuses a city outside the province and reports the rules per field', async () => {
    const wrongCity = await t.post('/api/register', registerBody('kota.salah@example.com', { city: '34.71' }));
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().errors.city).toEqual(['*Pilih Kota!.']);
    const res = await t.post('/api/register', { email: 'x@example.com', password: 'short', confirm_password: 'other' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Periksa Kembali Semua Form');
    expect(res.json().errors).toMatchObject({ name: ['*Masukkan Nama Lengkap!.'], password: ['*Password Minimal 8 karakter!.'], confirm_password: ['*Password Belum sama!.'] });
    expect((await t.database.db.select().from(members).where(eq(members.email, 'kota.salah@example.com')))).toHaveLength(0);
  });
});

describe('POST /api/login', () => {
  it('answers the token and the profile', async () => {
    const res = await t.post('/api/login', { email: ' RINA.WATI@example.com ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Anda berhasil login');
    expect(res.json().data).toMatchObject({ is_login: true, member_email: 'rina.wati@example.com', unique_id: expect.stringMatching(/^MBR/) });
    const profile = await t.post('/api/memberprofile', {}, bearer(res.json().data.token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.full_name).toBe('Rina Wati');
  });
  it('gives the same refusal for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.post('/api/login', { email: 'rina.wati@example.com', password: 'salah-sekali' });
    const unknown = await t.post('/api/login', { email: 'nobody@example.com', password: 'salah-sekali' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: { alert: 'Email Atau Password Salah' }, data: null });
    }
  });
  it('says what is missing or malformed', async () => {
    const empty = await t.post('/api/login', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: ['*Masukkan Email!.'], password: ['*Masukkan Password!.'] });
    const bad = await t.post('/api/login', { email: 'bukan-email', password: 'abc' });
    expect(bad.json().errors).toEqual({ email: ['*Email tidak valid!.'], password: ['*Password Minimal 8 karakter!.'] });
  });
});

describe('tokens: auth, logout, expiry', () => {
  it("answers 'success' for a live token of that e-mail and 401 'failed' otherwise", async () => {
    const login = await registered(t, 'auth.check@example.com');
    const good = await t.post('/api/auth', { email: 'Auth.Check@example.com', token: login.token });
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toBe('success');
    for (const body of [{ email: 'rina.wati@example.com', token: login.token }, { email: 'auth.check@example.com', token: 'nope' }, {}]) {
      const res = await t.post('/api/auth', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('failed');
    }
  });
  it('refuses a logged-out token everywhere', async () => {
    const login = await registered(t, 'logout.me@example.com');
    const out = await t.post('/api/logout', { token: login.token });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Anda berhasil logout');
    const profile = await t.post('/api/memberprofile', { token: login.token });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().message).toBe('Sesi Anda telah Expired');
    expect((await t.post('/api/auth', { email: 'logout.me@example.com', token: login.token })).statusCode).toBe(401);
    expect((await t.get('/api/detail/testdrive?id=1', bearer(login.token))).statusCode).toBe(401);
  });
  it('logs out with the Bearer header and no body', async () => {
    const login = await registered(t, 'logout.bearer@example.com');
    const out = await t.call({ method: 'POST', url: '/api/logout', headers: bearer(login.token) });
    expect(out.statusCode).toBe(200);
    expect((await t.post('/api/history/testdrive', {}, bearer(login.token))).statusCode).toBe(401);
  });
  it('refuses an expired token', async () => {
    const login = await registered(t, 'expired@example.com');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(login.token)));
    const res = await t.post('/api/memberprofile', {}, bearer(login.token));
    expect(res.statusCode).toBe(401);
    expect((await t.post('/api/auth', { email: 'expired@example.com', token: login.token })).json().message).toBe('failed');
  });
  it('refuses member calls without a token', async () => {
    for (const url of ['/api/memberprofile', '/api/history/bookingservice', '/api/member/inbox', '/api/updateprofile']) {
      const res = await t.post(url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Sesi Anda telah Expired');
    }
  });
});

describe('POST /api/cekrangka', () => {
  it("answers 'valid' for a known chassis (trimmed, any case) and 'tidak valid' otherwise", async () => {
    const valid = await t.post('/api/cekrangka', { no_rangka: ' mhfab8gs5m0054321 ' });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toBe('valid');
    expect((await t.post('/api/cekrangka', { no_rangka: 'MHF0000000000000' })).json().data).toBe('tidak valid');
  });
  it('refuses an empty chassis number', async () => {
    const res = await t.post('/api/cekrangka', { no_rangka: '  ' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['no_rangka']);
  });
});

/** Staff sign-in: demo accounts, tokens of their own that expire and end, throttling that cannot lock a colleague out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { branches, staffAccounts, staffAudit, staffSessions } from '../../server/db/schema';
import { THROTTLE_WINDOW_MS } from '../../server/services/login-throttle';
import { hashToken } from '../../server/services/tokens';
import { seedDemoStaff } from '../../server/seed/staff';
import { disableDemoStaff } from '../../server/services/staff/demo';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { auth, DEMO_EMAIL, DEMO_STAFF_PASSWORD, staffToken } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.5.0.1') =>
  t.call({ method: 'POST', url: '/api/staff/login', payload: { email, password }, remoteAddress: ip });

describe('demo staff accounts', () => {
  it('are seeded one per role with hashed passwords; sales and service work for the Kota Semarang branches', async () => {
    const rows = await t.database.db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
    const semarang = (await t.database.db.select({ id: branches.id }).from(branches).where(eq(branches.cityCode, '33.74')).orderBy(asc(branches.id))).map((b) => b.id);
    expect(semarang).toHaveLength(5);
    expect(rows.map((r) => [r.email, r.role, r.branchIds, r.demo, r.active])).toEqual([
      ['admin@merapitoyota.example', 'admin', [], true, true],
      ['sales.semarang@merapitoyota.example', 'sales', semarang, true, true],
      ['servis.semarang@merapitoyota.example', 'service', semarang, true, true],
      ['keuangan@merapitoyota.example', 'finance', [], true, true],
      ['konten@merapitoyota.example', 'content', [], true, true],
    ]);
    for (const r of rows) expect(r.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('POST /api/staff/login', () => {
  it('answers a staff token, the profile and the expiry; only the hash is stored', async () => {
    const res = await login('Sales.Semarang@merapitoyota.example', DEMO_STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.token).toMatch(/^stf_[A-Za-z0-9_-]{43}$/);
    expect(data.staff).toMatchObject({ name: 'Rina Sales Semarang', email: 'sales.semarang@merapitoyota.example', role: 'sales' });
    expect(data.staff.branch_ids).toHaveLength(5);
    const hours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const [session] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, hashToken(data.token)));
    expect(session).toBeDefined();
    expect(JSON.stringify(await t.database.db.select().from(staffSessions))).not.toContain(data.token);
    const me = await t.get('/api/staff/me', auth(data.token));
    expect(me.json().data).toMatchObject({ staff: { role: 'sales' }, queues: [{ kind: 'testdrive', label: 'Test Drive' }, { kind: 'tradein' }, { kind: 'order' }, { kind: 'contact' }, { kind: 'leadsales' }, { kind: 'creditsimulation' }] });
    expect(me.json().data.branches.map((b: { city_name: string }) => b.city_name)).toEqual(Array(5).fill('Kota Semarang'));
  });

  it('refuses a wrong password or an unknown e-mail alike (400), and bad fields with Indonesian messages (422)', async () => {
    const wrong = await login(DEMO_EMAIL.admin, 'salah-sekali', '10.5.1.1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual({ alert: 'Email atau password salah' });
    expect((await login('siapa@merapitoyota.example', DEMO_STAFF_PASSWORD, '10.5.1.1')).json().message).toEqual({ alert: 'Email atau password salah' });
    const bad = await t.post('/api/staff/login', { email: 'bukan-email', password: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['*Email tidak valid!.'], password: ['*Masukkan Password!.'] });
  });

  it('never takes a member token, nor a member login for a staff one', async () => {
    const member = await registered(t, 'bukan.staf@example.com');
    expect((await t.get('/api/staff/me', auth(member.token))).statusCode).toBe(401);
    expect((await t.post('/api/login', { email: DEMO_EMAIL.admin, password: DEMO_STAFF_PASSWORD })).statusCode).toBe(400);
    const staff = await staffToken(t, 'admin', '10.5.2.1');
    expect((await t.post('/api/memberprofile', {}, auth(staff))).statusCode).toBe(401);
    const res = await t.get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sesi staf berakhir, silakan masuk kembali');
  });

  it('refuses a token after logout and after it expires', async () => {
    const token = await staffToken(t, 'finance', '10.5.3.1');
    expect((await t.post('/api/staff/logout', undefined, auth(token))).json().message).toBe('Berhasil keluar');
    expect((await t.get('/api/staff/me', auth(token))).statusCode).toBe(401);
    const other = await staffToken(t, 'finance', '10.5.3.1');
    await t.database.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffSessions.tokenHash, hashToken(other)));
    expect((await t.get('/api/staff/me', auth(other))).statusCode).toBe(401);
    const actions = (await t.database.db.select().from(staffAudit)).map((a) => a.action);
    expect(actions).toContain('login');
    expect(actions).toContain('logout');
  });
});

describe('housekeeping', () => {
  it('deletes member and staff sessions a day past their expiry or revocation, and keeps live ones working', async () => {
    const { sweep } = await import('../../server/services/housekeeping');
    const { sessions } = await import('../../server/db/schema');
    const db = t.database.db;
    const member = await registered(t, 'sapu.sesi@example.com');
    const live = await staffToken(t, 'content', '10.5.9.1');
    const old = await staffToken(t, 'content', '10.5.9.2');
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    await db.update(staffSessions).set({ expiresAt: twoDaysAgo }).where(eq(staffSessions.tokenHash, hashToken(old)));
    const [memberRow] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(member.token)));
    const [extra] = await db.insert(sessions).values({ memberId: memberRow.memberId, tokenHash: hashToken('kedaluwarsa-lama'), expiresAt: twoDaysAgo }).returning();

    await sweep(db);

    expect(await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, hashToken(old)))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.id, extra.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.id, memberRow.id))).toHaveLength(1);
    expect((await t.get('/api/staff/me', auth(live))).statusCode).toBe(200);
  });
});

describe('sign-in throttling', () => {
  /**
   * The fifth failure's back-off (one second) runs from its attempt; the password check after it takes
   * longer than that on a loaded machine, so the test dates the last attempt now, as if it had just been made.
   */
  const backOffStartsNow = () => t.database.db.execute(sql`update rate_limits set reset_at = now() + ${THROTTLE_WINDOW_MS} * interval '1 millisecond' where key like 'staff-login-pair:%'`);

  it('stops one account from one address after five failures, even with the right password then', async () => {
    for (let i = 0; i < 5; i++) expect((await login(DEMO_EMAIL.service, `salah-${i}-xx`, '10.6.0.1')).statusCode).toBe(400);
    await backOffStartsNow();
    const blocked = await login(DEMO_EMAIL.service, DEMO_STAFF_PASSWORD, '10.6.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Terlalu banyak percobaan login yang salah, coba lagi dalam \d+ detik$/);
  });

  it('does not let a stranger elsewhere lock a colleague out', async () => {
    expect((await login(DEMO_EMAIL.service, DEMO_STAFF_PASSWORD, '10.6.0.2')).statusCode).toBe(200);
    expect((await login(DEMO_EMAIL.content, DEMO_STAFF_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
  });

  it('counts failures only: a success forgets the earlier ones', async () => {
    for (let i = 0; i < 4; i++) await login(DEMO_EMAIL.finance, 'salah-sekali', '10.6.1.1');
    expect((await login(DEMO_EMAIL.finance, DEMO_STAFF_PASSWORD, '10.6.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(DEMO_EMAIL.finance, 'salah-sekali', '10.6.1.1')).statusCode).toBe(400);
    await backOffStartsNow();
    expect((await login(DEMO_EMAIL.finance, 'salah-sekali', '10.6.1.1')).statusCode).toBe(429);
  });
});

describe('npm run staff:disable-demo', () => {
  it('turns every demo account off, ends their sessions, and the seed never brings them back', async () => {
    const token = await staffToken(t, 'admin', '10.7.0.1');
    expect(await disableDemoStaff(t.database.db)).toHaveLength(5);
    expect((await t.get('/api/staff/me', auth(token))).statusCode).toBe(401);
    const res = await login(DEMO_EMAIL.admin, DEMO_STAFF_PASSWORD, '10.7.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ alert: 'Akun staf ini tidak aktif, hubungi admin' });
    expect(await seedDemoStaff(t.database.db)).toBe(false);
    expect(await disableDemoStaff(t.database.db)).toEqual([]);
    const audits = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'staff.deactivate'));
    expect(audits).toHaveLength(5);
  });
});


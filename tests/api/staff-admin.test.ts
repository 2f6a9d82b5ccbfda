/** The admin's side: staff accounts (add, edit, deactivate, roles and branches) and the audit log. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_PASSWORD_MESSAGES } from '../../domain/staff/password-policy';
import type { StaffRole } from '../../domain/staff/roles';
import { staffAudit } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { allTokens, auth, move, submitted } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
  adminId = (await t.get('/api/staff/me', auth(tokens.admin))).json().data.staff.id;
});
afterAll(() => t.close());

const account = (extra: Record<string, unknown> = {}) => ({ name: 'Yoga Pratama', email: 'yoga@merapitoyota.example', role: 'sales', branch_ids: [6], password: 'kata-sandi-yoga', ...extra });
const login = (email: string, password: string) => t.post('/api/staff/login', { email, password });

describe('staff accounts', () => {
  let yoga: { id: number };

  it('lists every account for the admin', async () => {
    const res = await t.get('/api/staff/accounts', auth(tokens.admin));
    expect(res.json().data).toHaveLength(5);
    expect(res.json().data[0]).toMatchObject({ active: true, demo: true, last_login_at: expect.any(String) });
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
  });

  it('refuses a sales account without branches, an unknown branch, a taken e-mail, a short or missing password', async () => {
    const post = (body: unknown) => t.post('/api/staff/accounts', body, auth(tokens.admin));
    expect((await post(account({ branch_ids: [] }))).json().errors).toEqual({ branch_ids: ['*Pilih minimal satu cabang!.'] });
    expect((await post(account({ branch_ids: [99999] }))).json().errors).toEqual({ branch_ids: ['*Cabang tidak dikenal!.'] });
    expect((await post(account({ email: 'ADMIN@merapitoyota.example' }))).json().errors).toEqual({ email: ['Email sudah dipakai akun staf lain'] });
    expect((await post(account({ password: 'pendek' }))).json().errors).toEqual({ password: [STAFF_PASSWORD_MESSAGES.short] });
    expect((await post(account({ password: undefined }))).json().errors).toEqual({ password: ['*Masukkan Password!.'] });
    expect((await post(account({ role: 'bos', name: '' }))).json().errors).toEqual({ name: ['*Masukkan Nama Lengkap!.'], role: ['*Pilih Peran!.'] });
    expect((await post(account({ name: 'x'.repeat(121) }))).json().errors).toEqual({ name: ['*Maksimal 120 karakter!.'] });
  });

  it('refuses short and common staff passwords when an admin adds an account or changes its password (issue 29.7)', async () => {
    const post = (body: unknown) => t.post('/api/staff/accounts', body, auth(tokens.admin));
    const refusal = (password: string) => post(account({ email: 'lemah@merapitoyota.example', password })).then((r) => [r.statusCode, r.json().errors]);
    expect(await refusal('12345678')).toEqual([422, { password: ['*Password staf minimal 12 karakter!.'] }]);
    expect(await refusal('sandi-11-hr')).toEqual([422, { password: ['*Password staf minimal 12 karakter!.'] }]);
    for (const common of ['123456789012', 'Password1234', 'merapi-toyota-2026', 'staf-demo-2026', 'zzzzzzzzzzzzzz', 'Administrator']) {
      expect(await refusal(common)).toEqual([422, { password: ['*Password ini terlalu umum dan mudah ditebak, pilih yang lain!.'] }]);
    }
    const created = await post(account({ email: 'kuat@merapitoyota.example', password: 'kopi-tubruk-merapi' }));
    expect(created.statusCode).toBe(200);
    const patch = (password: string) => t.call({ method: 'PATCH', url: `/api/staff/accounts/${created.json().data.id}`, payload: account({ email: 'kuat@merapitoyota.example', password }) as never, headers: auth(tokens.admin) });
    expect((await patch('12345678')).json().errors).toEqual({ password: [STAFF_PASSWORD_MESSAGES.short] });
    expect((await patch('qwertyuiop12')).json().errors).toEqual({ password: [STAFF_PASSWORD_MESSAGES.common] });
    expect((await login('kuat@merapitoyota.example', 'kopi-tubruk-merapi')).statusCode).toBe(200);
  });

  it('refuses a common password in npm run staff:create too, before touching the database', () => {
    const run = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.server.json', 'scripts/staff-create.ts', '--email', 'cli@merapitoyota.example', '--name', 'Staf CLI', '--role', 'finance'], {
      env: { ...process.env, STAFF_PASSWORD: '12345678', DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'merapi-cli-')) }, encoding: 'utf8', timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`password: ${STAFF_PASSWORD_MESSAGES.short}`);
  }, 70_000);

  it('adds a sales account for one branch, who can sign in and sees only that branch', async () => {
    const res = await t.post('/api/staff/accounts', account(), auth(tokens.admin));
    expect(res.statusCode).toBe(200);
    yoga = res.json().data;
    expect(res.json().data).toMatchObject({ name: 'Yoga Pratama', role: 'sales', branch_ids: [6], active: true, demo: false, last_login_at: null });
    const signedIn = await login('yoga@merapitoyota.example', 'kata-sandi-yoga');
    expect(signedIn.statusCode).toBe(200);
    const me = (await t.get('/api/staff/me', auth(signedIn.json().data.token))).json().data;
    expect(me.branches.map((b: { id: number }) => b.id)).toEqual([6]);
    const finance = await t.post('/api/staff/accounts', account({ email: 'fin2@merapitoyota.example', role: 'finance', branch_ids: [1, 2] }), auth(tokens.admin));
    expect(finance.json().data.branch_ids).toEqual([]);
  });

  it('edits role and branches at once for the live token, and a new password or deactivation ends its sessions', async () => {
    const token = (await login('yoga@merapitoyota.example', 'kata-sandi-yoga')).json().data.token;
    const patch = (body: unknown) => t.call({ method: 'PATCH', url: `/api/staff/accounts/${yoga.id}`, payload: body as never, headers: auth(tokens.admin) });
    const service = await patch(account({ role: 'service', branch_ids: [6, 7], password: undefined }));
    expect(service.json().data).toMatchObject({ role: 'service', branch_ids: [6, 7] });
    expect((await t.get('/api/staff/queue/testdrive', auth(token))).statusCode).toBe(403);
    expect((await t.get('/api/staff/queue/bookingservice', auth(token))).statusCode).toBe(200);
    await patch(account({ role: 'service', branch_ids: [6, 7], password: 'sandi-baru-yoga' }));
    expect((await t.get('/api/staff/me', auth(token))).statusCode).toBe(401);
    const second = (await login('yoga@merapitoyota.example', 'sandi-baru-yoga')).json().data.token;
    const off = await patch(account({ role: 'service', branch_ids: [6], password: undefined, active: false }));
    expect(off.json().data.active).toBe(false);
    expect((await t.get('/api/staff/me', auth(second))).statusCode).toBe(401);
    expect((await login('yoga@merapitoyota.example', 'sandi-baru-yoga')).json().message).toEqual({ alert: 'Akun staf ini tidak aktif, hubungi admin' });
    expect((await t.call({ method: 'PATCH', url: '/api/staff/accounts/99999', payload: account({ email: 'baru@merapitoyota.example' }), headers: auth(tokens.admin) })).statusCode).toBe(404);
  });

  it('does not let an admin deactivate or demote their own account', async () => {
    const self = (body: Record<string, unknown>) => t.call({ method: 'PATCH', url: `/api/staff/accounts/${adminId}`, payload: { name: 'Admin Merapi', email: 'admin@merapitoyota.example', role: 'admin', branch_ids: [], ...body }, headers: auth(tokens.admin) });
    expect((await self({ active: false })).json().errors).toEqual({ active: ['Anda tidak dapat menonaktifkan atau menurunkan peran akun Anda sendiri'] });
    expect((await self({ role: 'sales', branch_ids: [1] })).json().errors).toEqual({ role: ['Anda tidak dapat menonaktifkan atau menurunkan peran akun Anda sendiri'] });
    expect((await self({ name: 'Admin Utama' })).json().data.name).toBe('Admin Utama');
  });
});

describe('audit log', () => {
  it('records who did what to which record and filters by staff, action, kind, record and date', async () => {
    const td = await submitted(t, 'testdrive', 'audit@example.com');
    await move(t, tokens.sales, 'testdrive', td.id, { to: 'cancelled', version: 0, reason: 'Duplikat' });
    const get = async (query: string) => (await t.get(`/api/staff/audit${query}`, auth(tokens.admin))).json().data;
    const byRecord = await get(`?kind=testdrive&record_id=${td.id}`);
    expect(byRecord.items).toMatchObject([{ staff: { name: 'Rina Sales Semarang' }, action: 'status', action_label: 'Ubah status', kind: 'testdrive', record_id: String(td.id), detail: { from: 'new', to: 'cancelled' } }]);
    const salesId = byRecord.items[0].staff.id;
    expect((await get(`?staff_id=${salesId}&action=login`)).items.length).toBeGreaterThan(0);
    expect((await get('?action=staff.create')).items.map((i: { record_id: string }) => i.record_id)).toHaveLength(3); // yoga, fin2 and the password-policy test's account
    expect((await get('?action=staff.deactivate')).items).toHaveLength(1);
    expect((await get('?to=2020-01-01')).items).toEqual([]);
    const all = await get('');
    expect(all.meta).toMatchObject({ page: 1, per_page: 50, total: expect.any(Number) });
    expect(all.items[0].id).toBeGreaterThan(all.items.at(-1).id);
    expect((await t.get('/api/staff/audit?from=2026-02-02&to=2026-02-01', auth(tokens.admin))).statusCode).toBe(422);
  });

  it('exports the filtered log as CSV, and that export is audited too', async () => {
    const res = await t.get('/api/staff/audit/export.csv?action=status', auth(tokens.admin));
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Waktu,Staf,Tindakan,Jenis,Data,Rincian');
    expect(lines[1]).toContain('Rina Sales Semarang,Ubah status,testdrive,');
    const [exported] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.kind, 'audit'));
    expect(exported).toMatchObject({ action: 'export', detail: { rows: 1, filter: { action: 'status' } } });
  });
});

/** The breach register (issue 29 item 5): admin only, audited, the 3 × 24-hour deadline from 'found' and its states. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { breachDeadline, breachState } from '../../domain/staff/privacy';
import type { StaffRole } from '../../domain/staff/roles';
import { staffAudit } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { allTokens, auth } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await allTokens(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR).toISOString();
const entry = (extra: Record<string, unknown> = {}) => ({
  title: 'Laptop sales berisi ekspor CSV hilang', found_at: hoursAgo(2), affected: 'Pelanggan test drive cabang Pemuda', affected_count: 120, notes: 'Dilaporkan ke polisi', ...extra,
});

describe('the breach register', () => {
  it('records a breach with its deadline 72 hours after it was found, audited without the text', async () => {
    const body = entry();
    const res = await t.post('/api/staff/breaches', body, auth(tokens.admin));
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ title: body.title, affected_count: 120, notified_at: null, state: 'open', created_by: expect.any(String) });
    expect(new Date(saved.deadline_at).getTime() - new Date(saved.found_at).getTime()).toBe(72 * HOUR);
    const [audit] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'breach.create'));
    expect(audit).toMatchObject({ kind: 'breach', recordId: String(saved.id) });
    expect(JSON.stringify(audit.detail)).not.toContain('Laptop');
  });

  it('shows an entry found more than 72 hours ago and not yet notified as overdue, first in the list', async () => {
    const late = (await t.post('/api/staff/breaches', entry({ title: 'Akun admin dibobol', found_at: hoursAgo(80) }), auth(tokens.admin))).json().data;
    expect(late.state).toBe('overdue');
    const list = (await t.get('/api/staff/breaches', auth(tokens.admin))).json().data;
    expect(list.map((b: { id: number }) => b.id)).toContain(late.id);
    expect(list.findIndex((b: { notified_at: string | null }) => b.notified_at)).toBe(-1);
    const fixed = await t.call({ method: 'PATCH', url: `/api/staff/breaches/${late.id}`, payload: { ...entry({ title: 'Akun admin dibobol', found_at: late.found_at }), notified_at: hoursAgo(1) }, headers: auth(tokens.admin) });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ state: 'late', notified_at: expect.any(String) });
    const [audit] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'breach.update'));
    expect(audit.detail).toEqual({ fields: ['notifiedAt'] });
    const after = (await t.get('/api/staff/breaches', auth(tokens.admin))).json().data;
    expect(after.at(-1).id).toBe(late.id);
  });

  it('computes the state from found and notified times', () => {
    const found = new Date('2026-11-20T08:00:00Z');
    expect(breachDeadline(found).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(breachState(found, null, new Date('2026-11-23T07:59:00Z'))).toBe('open');
    expect(breachState(found, null, new Date('2026-11-23T08:01:00Z'))).toBe('overdue');
    expect(breachState(found, new Date('2026-11-23T08:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toBe('notified');
    expect(breachState(found, new Date('2026-11-23T08:01:00Z'), new Date('2026-12-01T00:00:00Z'))).toBe('late');
  });

  it('refuses an entry without a title, found in the future, or notified before it was found (422)', async () => {
    const cases = [
      [entry({ title: '   ' }), 'title'],
      [entry({ found_at: new Date(Date.now() + 2 * HOUR).toISOString() }), 'found_at'],
      [entry({ found_at: 'kemarin' }), 'found_at'],
      [entry({ notified_at: hoursAgo(5) }), 'notified_at'],
      [entry({ occurred_at: hoursAgo(1) }), 'occurred_at'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await t.post('/api/staff/breaches', body, auth(tokens.admin));
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const missing = await t.call({ method: 'PATCH', url: '/api/staff/breaches/99999', payload: entry(), headers: auth(tokens.admin) });
    expect(missing.statusCode).toBe(404);
  });

  it('is the admin’s only: other roles 403, no token 401', async () => {
    for (const role of ['sales', 'service', 'finance', 'content'] as const) {
      expect((await t.get('/api/staff/breaches', auth(tokens[role]))).statusCode).toBe(403);
      expect((await t.post('/api/staff/breaches', entry(), auth(tokens[role]))).statusCode).toBe(403);
      expect((await t.call({ method: 'PATCH', url: '/api/staff/breaches/1', payload: entry(), headers: auth(tokens[role]) })).statusCode).toBe(403);
    }
    expect((await t.get('/api/staff/breaches')).statusCode).toBe(401);
    expect((await t.post('/api/staff/breaches', entry())).statusCode).toBe(401);
  });
});

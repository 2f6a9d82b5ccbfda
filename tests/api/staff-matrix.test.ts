/**
 * Every role against every staff endpoint, plus no token and a member token: 401 without a staff
 * token, 403 for a role that may not, and for a role that may, an answer past the guards (200 for
 * reads; 422 for writes sent with an empty body, so the matrix changes nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUEUE_KINDS, QUEUE_ROLES, STAFF_ROLES, type StaffRole } from '../../domain/staff/roles';
import { paymentConfirmations, staffAccounts } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { allTokens, auth, oneOfEach, staffToken } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
let memberToken: string;
let ids: Awaited<ReturnType<typeof oneOfEach>>;
let proofId: string;
let salesId: number;

interface Endpoint { method: 'GET' | 'POST' | 'PATCH'; url: string; roles: readonly StaffRole[]; allowed: number }

const ALL = STAFF_ROLES;
const endpoints = (): Endpoint[] => [
  { method: 'GET', url: '/api/staff/me', roles: ALL, allowed: 200 },
  { method: 'GET', url: '/api/staff/overview', roles: ALL, allowed: 200 },
  { method: 'GET', url: '/api/staff/accounts', roles: ['admin'], allowed: 200 },
  { method: 'POST', url: '/api/staff/accounts', roles: ['admin'], allowed: 422 },
  { method: 'PATCH', url: `/api/staff/accounts/${salesId}`, roles: ['admin'], allowed: 422 },
  { method: 'GET', url: '/api/staff/audit', roles: ['admin'], allowed: 200 },
  { method: 'GET', url: '/api/staff/audit/export.csv', roles: ['admin'], allowed: 200 },
  { method: 'GET', url: `/api/staff/files/${proofId}`, roles: ['admin', 'finance'], allowed: 200 },
  ...QUEUE_KINDS.flatMap((kind): Endpoint[] => {
    const roles = QUEUE_ROLES[kind];
    const record = `/api/staff/queue/${kind}/${ids[kind]}`;
    return [
      { method: 'GET', url: `/api/staff/queue/${kind}`, roles, allowed: 200 },
      { method: 'GET', url: `/api/staff/queue/${kind}/export.csv`, roles, allowed: 200 },
      { method: 'GET', url: record, roles, allowed: 200 },
      { method: 'GET', url: `${record}/assignees`, roles, allowed: 200 },
      { method: 'POST', url: `${record}/status`, roles, allowed: 422 },
      { method: 'POST', url: `${record}/assign`, roles, allowed: 422 },
      { method: 'POST', url: `${record}/note`, roles, allowed: 422 },
      { method: 'POST', url: `${record}/message`, roles, allowed: 422 },
    ];
  }),
];

/** An empty-ish body every write refuses with 422 (assign gets a staff id that is not a number). */
const bodyFor = (e: Endpoint) => (e.method === 'GET' ? undefined : e.url.endsWith('/assign') ? { staff_id: 'siapa' } : {});
const call = (e: Endpoint, headers: Record<string, string> = {}) => t.call({ method: e.method, url: e.url, payload: bodyFor(e) as never, headers });

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
  memberToken = (await registered(t, 'matriks@example.com')).token;
  ids = await oneOfEach(t, memberToken);
  const [payment] = await t.database.db.select().from(paymentConfirmations).where(eq(paymentConfirmations.id, ids.payment));
  proofId = payment.proofUploadId!;
  const [sales] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.role, 'sales'));
  salesId = sales.id;
});
afterAll(() => t.close());

describe('role × endpoint matrix', () => {
  it('answers every endpoint for every role, without a token and with a member token as the rules say', async () => {
    const list = endpoints();
    const wrong: string[] = [];
    let checked = 0;
    for (const e of list) {
      for (const role of STAFF_ROLES) {
        const res = await call(e, auth(tokens[role]));
        const expected = e.roles.includes(role) ? e.allowed : 403;
        if (res.statusCode !== expected) wrong.push(`${role} ${e.method} ${e.url}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`);
        checked++;
      }
      for (const [who, headers] of [['no token', {}], ['member token', auth(memberToken)]] as const) {
        const res = await call(e, headers);
        if (res.statusCode !== 401) wrong.push(`${who} ${e.method} ${e.url}: ${res.statusCode}`);
        checked++;
      }
    }
    expect(wrong).toEqual([]);
    // 8 general endpoints + 8 per queue kind; 5 roles + no token + member token each.
    expect(list).toHaveLength(8 + 8 * QUEUE_KINDS.length);
    expect(checked).toBe(list.length * (STAFF_ROLES.length + 2));
  });

  it('refuses a missing or wrong x-api-key before anything else, even with a staff token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: auth(tokens.admin) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('API key tidak valid');
  });

  it('answers an unknown queue kind 404 and never a 500 for malformed input', async () => {
    expect((await t.get('/api/staff/queue/rahasia', auth(tokens.admin))).statusCode).toBe(404);
    expect((await t.get('/api/staff/queue/testdrive/abc', auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.get('/api/staff/queue/testdrive?page=0', auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.get('/api/staff/queue/testdrive?assigned=semua', auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.get('/api/staff/queue/testdrive?assigned=9999999999', auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.get('/api/staff/queue/testdrive?from=2026-13-45', auth(tokens.admin))).json().errors).toEqual({ from: ['Tanggal tidak valid'] });
    expect((await t.get('/api/staff/audit?to=2026-02-30', auth(tokens.admin))).json().errors).toEqual({ to: ['Tanggal tidak valid'] });
    expect((await t.get('/api/staff/queue/testdrive?q=a%00b', auth(tokens.admin))).json().errors).toEqual({ q: ['*Karakter tidak valid!.'] });
    expect((await t.post(`/api/staff/queue/contact/${ids.contact}/note`, { text: 'a\u0000b' }, auth(tokens.admin))).json().errors).toEqual({ text: ['*Karakter tidak valid!.'] });
    const broken = await t.call({ method: 'POST', url: `/api/staff/queue/testdrive/${ids.testdrive}/status`, payload: '{"to":', headers: { ...auth(tokens.admin), 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const huge = await t.post(`/api/staff/queue/contact/${ids.contact}/note`, { text: 'x'.repeat(1001) }, auth(tokens.admin));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.text).toEqual(['*Maksimal 1000 karakter!.']);
    expect((await t.get('/api/staff/files/not-a-uuid', auth(tokens.admin))).statusCode).toBe(422);
    expect((await t.get('/api/staff/files/00000000-0000-0000-0000-000000000000', auth(tokens.admin))).statusCode).toBe(404);
  });

  it('ends a token at logout, for every role', async () => {
    for (const role of STAFF_ROLES) {
      const token = await staffToken(t, role, '10.9.9.9');
      expect((await t.post('/api/staff/logout', undefined, auth(token))).statusCode).toBe(200);
      expect((await t.get('/api/staff/me', auth(token))).statusCode).toBe(401);
    }
    expect((await t.post('/api/staff/logout', undefined, auth(memberToken))).statusCode).toBe(401);
  });
});

/** Staff sign-in and submissions to work on, for the back-office API tests. */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { QueueKind, StaffRole } from '../../domain/staff/roles';
import { branches, members } from '../../server/db/schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../server/seed/staff';
import { bookingServiceBody, testDriveBody, tradeInBody } from './form-fixtures';
import type { TestApp } from './helpers';

export { DEMO_STAFF_PASSWORD };

/** The demo account of each role. */
export const DEMO_EMAIL = Object.fromEntries(DEMO_STAFF.map((s) => [s.role, s.email])) as Record<StaffRole, string>;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a demo account in; returns its token. */
export async function staffToken(t: TestApp, role: StaffRole, ip = '10.9.0.1'): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/staff/login', payload: { email: DEMO_EMAIL[role], password: DEMO_STAFF_PASSWORD }, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`staff login ${role}: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

/** Tokens of every demo role. */
export async function allTokens(t: TestApp): Promise<Record<StaffRole, string>> {
  const roles: StaffRole[] = ['admin', 'sales', 'service', 'finance', 'content'];
  const tokens = {} as Record<StaffRole, string>;
  for (const role of roles) tokens[role] = await staffToken(t, role);
  return tokens;
}

/** A guest submission of `kind` (test drive, service booking, trade-in) at the first Semarang branch; returns its id and the guest's login. */
export async function submitted(t: TestApp, kind: 'testdrive' | 'bookingservice' | 'tradein', email: string): Promise<{ id: number; bookingId: string; memberToken: string | null }> {
  const db = t.database.db;
  const [url, body] = kind === 'testdrive' ? ['/api/testdrive', await testDriveBody(db, email)]
    : kind === 'bookingservice' ? ['/booking-api/bookingonlinenet.php', await bookingServiceBody(db, email)]
      : ['/api/tradein', await tradeInBody(db, email)];
  const res = await t.post(url, body);
  if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { id: data.id, bookingId: data.booking_id, memberToken: data.login?.token ?? null };
}

/** A branch outside Semarang (for scoping tests). */
export async function otherBranch(t: TestApp) {
  const [row] = await t.database.db.select().from(branches).where(eq(branches.cityCode, '33.72')).limit(1);
  return row;
}

export async function memberId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(and(eq(members.email, email)));
  return row.id;
}

/** POST a move as a staff member. */
export function move(t: TestApp, token: string, kind: QueueKind, id: number, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.post(`/api/staff/queue/${kind}/${id}/status`, body, auth(token));
}

/** The record as a staff member sees it. */
export async function record(t: TestApp, token: string, kind: QueueKind, id: number) {
  const res = await t.get(`/api/staff/queue/${kind}/${id}`, auth(token));
  if (res.statusCode !== 200) throw new Error(`record ${kind}/${id}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

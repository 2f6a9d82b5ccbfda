/**
 * Attempt counters per account (lower-cased e-mail) in the shared `rate_limits` table, so a
 * password spray from many addresses at one account is stopped as well as one address spraying.
 * An attempt is counted before it is checked: concurrent attempts cannot slip past the limit.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { normaliseEmail } from './members';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failed logins per account per window. */
export const LOGIN_ACCOUNT_MAX = 10;
/** Reset e-mails per account per window. */
export const RESET_ACCOUNT_MAX = 5;

export type ThrottleScope = 'login-account' | 'reset-account' | 'staff-login';

const keyOf = (scope: ThrottleScope, email: string) => `${scope}:${normaliseEmail(email)}`;

/** Counts one attempt and returns how many were made in the current window (this one included). */
export async function countAttempt(db: Db, scope: ThrottleScope, email: string, windowMs = THROTTLE_WINDOW_MS): Promise<number> {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${keyOf(scope, email)}, 1, now() + (${windowMs} * interval '1 millisecond'))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return Number((rows[0] as { count: number | string }).count);
}

/** Forgets the attempts of an account (after a successful login or a password reset). */
export async function clearAttempts(db: Db, scope: ThrottleScope, email: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${keyOf(scope, email)}`);
}

/** The answer when an account is throttled. */
export function tooManyAttempts(what: 'login' | 'reset') {
  const text = what === 'login'
    ? 'Terlalu banyak percobaan login untuk akun ini, coba lagi dalam 15 menit'
    : 'Terlalu banyak permintaan reset password untuk akun ini, coba lagi dalam 15 menit';
  return { status: 429, message: text, data: null };
}

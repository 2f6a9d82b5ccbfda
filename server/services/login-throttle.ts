/**
 * Slowing password guessing without handing anyone a lockout button (issue 13.7). Only failures
 * count, in the shared `rate_limits` table so every instance counts together:
 * - per account and address pair: after PAIR_FREE_FAILURES failures, each further attempt from
 *   that address at that account waits a delay that doubles (1 s, 2 s, 4 s ... at most
 *   PAIR_MAX_DELAY_S). The owner logging in from any other address is never slowed, and a
 *   success clears the pair;
 * - per address (a password spray over many accounts): at most `loginRateLimit` failures per
 *   window. Successes never count, so a showroom or a carrier's shared address full of members
 *   who type their password right is never stopped.
 * Reset e-mails keep a plain per-account limit (mail bombing, not guessing).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { normaliseEmail } from './members';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address before delays start. */
export const PAIR_FREE_FAILURES = 5;
/** The longest delay between two attempts of a pair. */
export const PAIR_MAX_DELAY_S = 5 * 60;
/** Reset e-mails per account per window. */
export const RESET_ACCOUNT_MAX = 5;

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, unknown>>;
/** Members and staff sign in separately: their counters never mix. */
export type LoginScope = 'login' | 'staff-login';
const pairKey = (email: string, ip: string, scope: LoginScope) => `${scope}-pair:${normaliseEmail(email)}|${ip}`;
const addressKey = (ip: string, scope: LoginScope) => `${scope}-fail-ip:${ip}`;

/**
 * Claims one attempt of the pair: counted at once (so parallel guesses cannot slip through one
 * free slot), refused while the pair waits out its delay. Answers the seconds left, or 0 when the
 * attempt may go ahead. The row's `reset_at` is the last attempt plus the window.
 */
export async function claimPairAttempt(db: Db, email: string, ip: string, scope: LoginScope = 'login'): Promise<number> {
  const window = sql`(${THROTTLE_WINDOW_MS} * interval '1 millisecond')`;
  const waitUntil = sql`rate_limits.reset_at - ${window} + least(power(2, rate_limits.count - ${PAIR_FREE_FAILURES}), ${PAIR_MAX_DELAY_S}) * interval '1 second'`;
  const claimed = rowsOf(await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${pairKey(email, ip, scope)}, 1, now() + ${window})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = now() + ${window}
    where rate_limits.reset_at <= now() or rate_limits.count < ${PAIR_FREE_FAILURES} or now() >= ${waitUntil}
    returning count`));
  if (claimed.length) return 0;
  const [row] = rowsOf(await db.execute(sql`select ceil(extract(epoch from (${waitUntil} - now()))) as wait from rate_limits where key = ${pairKey(email, ip, scope)}`));
  return Math.max(1, Number(row?.wait ?? 1));
}

/** A successful login forgets the pair's failures. */
export async function clearPair(db: Db, email: string, ip: string, scope: LoginScope = 'login'): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${pairKey(email, ip, scope)}`);
}

/** A password reset forgets every pair of the account: the owner proved the address. */
export async function clearAccountPairs(db: Db, email: string): Promise<void> {
  const prefix = `login-pair:${normaliseEmail(email)}|`.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.execute(sql`delete from rate_limits where key like ${`${prefix}%`}`);
}

/** Failed logins from the address in the current window. */
export async function addressFailures(db: Db, ip: string, scope: LoginScope = 'login'): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count from rate_limits where key = ${addressKey(ip, scope)} and reset_at > now()`));
  return Number(row?.count ?? 0);
}

/** Counts one failed login of the address. */
export async function countAddressFailure(db: Db, ip: string, scope: LoginScope = 'login'): Promise<void> {
  await countAttempt(db, addressKey(ip, scope));
}

/** Counts one event under `key` in a fixed window; answers the count in the window, this one included. */
export async function countAttempt(db: Db, key: string, windowMs = THROTTLE_WINDOW_MS): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + (${windowMs} * interval '1 millisecond'))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`));
  return Number(row.count);
}

/** Counts one reset e-mail of the account. */
export const countResetRequest = (db: Db, email: string) => countAttempt(db, `reset-account:${normaliseEmail(email)}`);

/** The 429 answers. */
export function tooManyAttempts(what: 'pair' | 'address' | 'reset', waitSeconds = 0) {
  const text = what === 'pair'
    ? `Terlalu banyak percobaan login yang salah, coba lagi dalam ${waitSeconds} detik`
    : what === 'address'
      ? 'Terlalu banyak percobaan login yang salah dari jaringan ini, coba lagi dalam 15 menit'
      : 'Terlalu banyak permintaan reset password untuk akun ini, coba lagi dalam 15 menit';
  return { status: 429, message: text, data: null };
}

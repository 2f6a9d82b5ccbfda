/**
 * Slowing password guessing without handing anyone a lockout button (issues 13.7, 29.7). Only
 * failures count, in the shared `rate_limits` table so every instance counts together, and an
 * address is an IPv6 /64 (`http/client-address.ts`):
 * - per account and address pair: after PAIR_FREE_FAILURES failures, each further attempt from
 *   that address at that account is refused (429) for a delay that doubles (1 s, 2 s, 4 s ... at
 *   most PAIR_MAX_DELAY_S). The owner logging in from any other address is never refused, and a
 *   success clears the pair;
 * - per account, from every address: after `loginAccountFreeFailures` failures in the window,
 *   each attempt at that account waits before its password is checked, `loginSlowdownMs` doubling
 *   up to `loginSlowdownMaxMs`. A wait, never a refusal: the owner still gets in;
 * - per address (a password spray over many accounts): after `loginRateLimit` failures in the
 *   window, the address's attempts are let through one per `loginSlowdownMaxMs`, and refused
 *   only while two are already waiting. A correct password from a shared address (a showroom's
 *   Wi-Fi) still gets in after the wait instead of being locked out for 15 minutes.
 * Reset e-mails keep a plain per-account limit (mail bombing, not guessing).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { addressKey } from '../http/client-address';
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
const pairKey = (email: string, ip: string, scope: LoginScope) => `${scope}-pair:${normaliseEmail(email)}|${addressKey(ip)}`;
const failuresKey = (ip: string, scope: LoginScope) => `${scope}-fail-ip:${addressKey(ip)}`;
const slotKey = (ip: string, scope: LoginScope) => `${scope}-slot-ip:${addressKey(ip)}`;
const accountKey = (email: string, scope: LoginScope) => `${scope}-fail-account:${normaliseEmail(email)}`;

/**
 * Claims one attempt of the pair: counted at once (so parallel guesses cannot slip through one
 * free slot), refused while the pair waits out its delay. Answers the seconds left, or 0 when the
 * attempt may go ahead. The row's `reset_at` is the last attempt plus the window.
 */
async function claimPairAttempt(db: Db, email: string, ip: string, scope: LoginScope = 'login'): Promise<number> {
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

/** A password reset forgets every pair of the account and its slowdown: the owner proved the address. */
export async function clearAccountPairs(db: Db, email: string): Promise<void> {
  const prefix = `login-pair:${normaliseEmail(email)}|`.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.execute(sql`delete from rate_limits where key like ${`${prefix}%`} or key = ${accountKey(email, 'login')}`);
}

/** Failed logins from the address in the current window. */
async function addressFailures(db: Db, ip: string, scope: LoginScope = 'login'): Promise<number> {
  return countOf(db, failuresKey(ip, scope));
}

const countOf = async (db: Db, key: string) => {
  const [row] = rowsOf(await db.execute(sql`select count from rate_limits where key = ${key} and reset_at > now()`));
  return Number(row?.count ?? 0);
};

/** Counts one failed login: of the address, and of the account from every address. */
export async function countLoginFailure(db: Db, email: string, ip: string, scope: LoginScope = 'login'): Promise<void> {
  await countAttempt(db, failuresKey(ip, scope));
  await countAttempt(db, accountKey(email, scope));
}

/** The login throttle's settings (`Config`). */
type LoginLimits = Pick<Config, 'loginRateLimit' | 'loginAccountFreeFailures' | 'loginSlowdownMs' | 'loginSlowdownMaxMs'>;

/** How long an attempt at the account waits: nothing until its free failures are used, then doubling to the cap. */
async function accountSlowdownMs(db: Db, limits: LoginLimits, email: string, scope: LoginScope): Promise<number> {
  const over = (await countOf(db, accountKey(email, scope))) - limits.loginAccountFreeFailures;
  return over < 0 ? 0 : Math.min(limits.loginSlowdownMs * 2 ** Math.min(over, 30), limits.loginSlowdownMaxMs);
}

/**
 * Reserves the address's next turn, `spacingMs` after the turn before it: answers how long to
 * wait for it, or null while two turns are already waiting (the queue is full).
 */
async function claimAddressTurn(db: Db, ip: string, scope: LoginScope, spacingMs: number): Promise<number | null> {
  const spacing = sql`(${spacingMs} * interval '1 millisecond')`;
  const rows = rowsOf(await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${slotKey(ip, scope)}, 1, now() + ${spacing})
    on conflict (key) do update set count = rate_limits.count + 1, reset_at = greatest(rate_limits.reset_at, now()) + ${spacing}
    where rate_limits.reset_at <= now() + 2 * ${spacing}
    returning ceil(extract(epoch from (reset_at - now())) * 1000) as next_ms`));
  return rows.length ? Math.max(0, Number(rows[0].next_ms) - spacingMs) : null;
}

/**
 * Everything before a password is checked: the 429 answer while the pair waits out its delay or
 * the address's queue is full, else null once the account's and the address's waits are over.
 */
export async function beforePasswordCheck(db: Db, limits: LoginLimits, email: string, ip: string, scope: LoginScope): Promise<{ body: ReturnType<typeof tooManyAttempts>; retryAfter: number } | null> {
  const busy = await addressFailures(db, ip, scope) >= limits.loginRateLimit;
  const pairWait = await claimPairAttempt(db, email, ip, scope);
  if (pairWait > 0) return { body: tooManyAttempts('pair', pairWait), retryAfter: pairWait };
  const addressWait = busy ? await claimAddressTurn(db, ip, scope, limits.loginSlowdownMaxMs) : 0;
  if (addressWait === null) {
    const seconds = Math.max(1, Math.ceil((2 * limits.loginSlowdownMaxMs) / 1000));
    return { body: tooManyAttempts('address', seconds), retryAfter: seconds };
  }
  const wait = Math.max(addressWait, await accountSlowdownMs(db, limits, email, scope));
  if (wait > 0) await sleep(wait);
  return null;
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
      ? `Terlalu banyak percobaan login yang salah dari jaringan ini, coba lagi dalam ${waitSeconds} detik`
      : 'Terlalu banyak permintaan reset password untuk akun ini, coba lagi dalam 15 menit';
  return { status: 429, message: text, data: null };
}

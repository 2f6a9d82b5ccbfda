/** Password hashing with scrypt (node:crypto), self-describing so parameters can change later. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;
/** The cost range a stored hash may name (it names its own, so the cost can change later). */
const N_MIN = 1024;
const N_MAX = 1 << 20;

/** 'scrypt$N$r$p$salt$hash' (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A scrypt hash whose parameters this server accepts (an unusable one, or a bad row, is not). */
function usableScrypt(stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  return scheme === 'scrypt' && Boolean(salt && hash) && Number(n) >= N_MIN && Number(n) <= N_MAX && Number(r) === R && Number(p) === P;
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!usableScrypt(stored)) return false;
  const [, n, r, p, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/**
 * A hash nobody can log in with, for accounts created from guest submissions until a password is set:
 * a random marker, not scrypt (it was a scrypt hash of a random password: 50-300 ms of the server's CPU
 * per guest form, for nothing). `checkPassword` checks such an account against the throwaway hash, so
 * its login takes as long as any other.
 */
export function unusablePasswordHash(): string {
  return `unusable$${randomBytes(16).toString('base64url')}`;
}

/** A hash of a random password, made once, checked when there is no usable hash to check against. */
let dummy: Promise<string> | undefined;

/**
 * Checks a password against an account's hash, or against a throwaway hash of the same cost when
 * the account does not exist (`stored` null) or has no password yet (a guest's account), so an
 * unknown e-mail takes as long as a wrong password and the answer time does not tell which
 * addresses are registered.
 */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const usable = stored !== null && stored !== undefined && usableScrypt(stored);
  const valid = await verifyPassword(password, usable ? stored : await (dummy ??= hashPassword(randomBytes(32).toString('base64url'))));
  return valid && usable;
}

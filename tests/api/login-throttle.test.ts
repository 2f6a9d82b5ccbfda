/**
 * Issues 13.7 and 29.7: guessing is slowed per account-and-address pair with growing delays, per
 * account from every address with a wait (never a refusal), and per address (an IPv6 /64) on
 * failures only; nobody can lock an owner out from another address, and a correct password from a
 * shared address gets in even after a spray from that address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addressKey } from '../../server/http/client-address';
import { PAIR_FREE_FAILURES } from '../../server/services/login-throttle';
import { createTestApp, type TestApp } from './helpers';
import { PASSWORD, registered } from './member-fixtures';
import { DEMO_EMAIL, DEMO_STAFF_PASSWORD } from './staff-fixtures';

/** Spacing of an address's attempts once over its limit (LOGIN_SLOWDOWN_MAX_MS), short for the tests. */
const SPACING_MS = 1000;
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ LOGIN_RATE_LIMIT: '20', LOGIN_SLOWDOWN_MAX_MS: String(SPACING_MS) }); });
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

/** Moves the pair's last attempt `seconds` into the past, as if that much time had gone by. */
const wait = (email: string, ip: string, seconds: number) =>
  t.database.db.execute(sql`update rate_limits set reset_at = reset_at - (${seconds} * interval '1 second') where key = ${`login-pair:${email}|${ip}`}`);

describe('login throttling', () => {
  it('slows one account from one address after five failures, with a delay that doubles, and says how long', async () => {
    await registered(t, 'pelan@example.com');
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect((await login('pelan@example.com', 'salah-sekali', '10.5.0.1')).statusCode).toBe(400);
    const slowed = await login('pelan@example.com', PASSWORD, '10.5.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/^Terlalu banyak percobaan login yang salah, coba lagi dalam \d+ detik$/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await wait('pelan@example.com', '10.5.0.1', 2);
    expect((await login('pelan@example.com', 'salah-lagi-1', '10.5.0.1')).statusCode).toBe(400);
    // The sixth failure doubled the delay: one second is not enough any more.
    await wait('pelan@example.com', '10.5.0.1', 1.2);
    expect((await login('pelan@example.com', PASSWORD, '10.5.0.1')).statusCode).toBe(429);
    await wait('pelan@example.com', '10.5.0.1', 3);
    expect((await login('pelan@example.com', PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    // A success clears the pair.
    expect((await login('pelan@example.com', 'salah-sekali', '10.5.0.1')).statusCode).toBe(400);
  });

  it('never refuses the owner on another address, however many failures others made', async () => {
    await registered(t, 'pemilik@example.com');
    for (let i = 0; i < 8; i++) await login('pemilik@example.com', `tebakan-${i}`, '10.6.0.1');
    expect((await login('pemilik@example.com', PASSWORD, '10.6.0.1')).statusCode).toBe(429);
    expect((await login('pemilik@example.com', PASSWORD, '10.6.9.9')).statusCode).toBe(200);
  });

  it('lets parallel guesses through no faster than the free failures', async () => {
    await registered(t, 'paralel@example.com');
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => login('paralel@example.com', `paralel-${i}`, '10.7.0.1')));
    const tried = answers.filter((r) => r.statusCode === 400).length;
    expect(tried).toBeLessThanOrEqual(PAIR_FREE_FAILURES + 1);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(15 - tried);
  });

  it('counts only failures per address: a showroom of members logging in right is never stopped', async () => {
    const showroom = '10.8.0.1';
    const accounts = await Promise.all(Array.from({ length: 5 }, (_, i) => registered(t, `showroom${i}@example.com`)));
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < accounts.length; i++) expect((await login(`showroom${i}@example.com`, PASSWORD, showroom)).statusCode).toBe(200);
    }
  });

  it('after LOGIN_RATE_LIMIT failures from one address, lets its attempts through one at a time and refuses a burst', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`semprot${i}@example.com`, 'salah-sekali', '10.9.0.1')).statusCode).toBe(400);
    await turnsOver('10.9.0.1');
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login(`semprot${20 + i}@example.com`, 'salah-sekali', '10.9.0.1')));
    const tried = burst.filter((r) => r.statusCode === 400).length;
    expect(tried).toBeGreaterThanOrEqual(1);
    expect(tried).toBeLessThanOrEqual(3);
    const stopped = burst.find((r) => r.statusCode === 429)!;
    expect(stopped.json()).toEqual({ status: 429, message: `Terlalu banyak percobaan login yang salah dari jaringan ini, coba lagi dalam ${(2 * SPACING_MS) / 1000} detik`, data: null });
    expect(stopped.headers['retry-after']).toBe(String((2 * SPACING_MS) / 1000));
  });

  it('lets a member with the right password in from an address over its limit (a showroom Wi-Fi), after a short wait', async () => {
    await registered(t, 'showroom.wifi@example.com');
    for (let i = 0; i < 20; i++) await login(`tamu${i}@example.com`, 'salah-sekali', '10.10.0.1');
    await turnsOver('10.10.0.1');
    const started = performance.now();
    expect((await login('showroom.wifi@example.com', PASSWORD, '10.10.0.1')).statusCode).toBe(200);
    const second = await login('showroom.wifi@example.com', PASSWORD, '10.10.0.1');
    expect(second.statusCode).toBe(200);
    // The second waited its turn: attempts from that address are spaced, not refused.
    expect(performance.now() - started).toBeGreaterThanOrEqual(SPACING_MS - 50);
  });
});

/** Makes every waiting turn of the address past, as if the queue had emptied. */
const turnsOver = (ip: string) =>
  t.database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`login-slot-ip:${addressKey(ip)}`}`);

describe('IPv6 addresses (issue 29.7)', () => {
  it('are counted by their /64, as the form limit does: one network cannot hop addresses', () => {
    expect(addressKey('2001:DB8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('slow one account tried from many addresses of one /64 like one address, and not the owner on another /64', async () => {
    await registered(t, 'enam@example.com');
    for (let i = 1; i <= PAIR_FREE_FAILURES; i++) expect((await login('enam@example.com', 'salah-sekali', `2001:db8:77:1::${i}`)).statusCode).toBe(400);
    expect((await login('enam@example.com', PASSWORD, '2001:db8:77:1:abcd::99')).statusCode).toBe(429);
    expect((await login('enam@example.com', PASSWORD, '2001:db8:77:2::1')).statusCode).toBe(200);
  });
});

describe('per-account slowdown (issue 29.7)', () => {
  // Long enough that a login on a busy machine (scrypt, two test workers) stays well under it.
  const SLOW_MS = 1500;
  let s: TestApp;
  beforeAll(async () => { s = await createTestApp({ LOGIN_ACCOUNT_FREE_FAILURES: '3', LOGIN_SLOWDOWN_MS: String(SLOW_MS), LOGIN_SLOWDOWN_MAX_MS: String(2 * SLOW_MS) }); });
  afterAll(() => s.close());

  const timed = async (url: string, email: string, password: string, ip: string) => {
    const started = performance.now();
    const res = await s.call({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });
    return { status: res.statusCode, ms: performance.now() - started };
  };

  it('makes a member account tried from many addresses wait before each answer, doubling, and still lets the owner in', async () => {
    await registered(s, 'banyak.alamat@example.com');
    for (let i = 1; i <= 3; i++) expect((await timed('/api/login', 'banyak.alamat@example.com', 'salah-sekali', `10.20.${i}.1`)).status).toBe(400);
    const owner = await timed('/api/login', 'banyak.alamat@example.com', PASSWORD, '10.20.9.1');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(SLOW_MS);
    const guess = await timed('/api/login', 'banyak.alamat@example.com', 'salah-lagi', '10.20.4.1');
    expect(guess.status).toBe(400);
    expect(guess.ms).toBeGreaterThanOrEqual(SLOW_MS);
    // Four failures now: the wait doubled, up to its cap, and the owner is still let in.
    const later = await timed('/api/login', 'banyak.alamat@example.com', PASSWORD, '10.20.10.1');
    expect(later.status).toBe(200);
    expect(later.ms).toBeGreaterThanOrEqual(2 * SLOW_MS);
  });

  it('does the same for a staff account: the right password after failures from other addresses works, after a wait', async () => {
    for (let i = 1; i <= 3; i++) expect((await timed('/api/staff/login', DEMO_EMAIL.finance, `tebakan-${i}`, `10.21.${i}.1`)).status).toBe(400);
    const owner = await timed('/api/staff/login', DEMO_EMAIL.finance, DEMO_STAFF_PASSWORD, '10.21.9.1');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(SLOW_MS);
  });

  it('does not slow an account that has not failed', async () => {
    await registered(s, 'tenang@example.com');
    expect((await timed('/api/login', 'tenang@example.com', PASSWORD, '10.22.0.1')).ms).toBeLessThan(SLOW_MS);
  });
});

/**
 * Issue 13.7: guessing is slowed per account-and-address pair with growing delays and per address
 * on failures only; nobody can lock an owner out from another address, and a shared address full
 * of members who type their password right is never stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAIR_FREE_FAILURES } from '../../server/services/login-throttle';
import { createTestApp, type TestApp } from './helpers';
import { PASSWORD, registered } from './member-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ LOGIN_RATE_LIMIT: '20' }); });
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

  it('never slows the owner on another address, however many failures others made', async () => {
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

  it('stops a password spray from one address after LOGIN_RATE_LIMIT failures', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`semprot${i}@example.com`, 'salah-sekali', '10.9.0.1')).statusCode).toBe(400);
    const stopped = await login('semprot99@example.com', 'salah-sekali', '10.9.0.1');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ status: 429, message: 'Terlalu banyak percobaan login yang salah dari jaringan ini, coba lagi dalam 15 menit', data: null });
  });
});

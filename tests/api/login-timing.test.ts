/**
 * Issue 29.7: a login's answer time must not tell whether the e-mail is registered. An unknown
 * e-mail runs the same password hash as a wrong password for a known one, for members and staff
 * alike (services/passwords.ts `checkPassword`). Timed interleaved, so the machine's load falls
 * on both sides alike; skipping the hash would answer an unknown e-mail in a fraction of the time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { DEMO_EMAIL, submitted } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', LOGIN_ACCOUNT_FREE_FAILURES: '1000' });
  await registered(t, 'terdaftar@example.com');
  // An account made by a guest form has no password yet: its hash is a marker, not scrypt.
  await submitted(t, 'testdrive', 'tamu@example.com');
});
afterAll(() => t.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

describe('login timing', () => {
  it.each([
    ['member', '/api/login', 'terdaftar@example.com'],
    ['staff', '/api/staff/login', DEMO_EMAIL.admin],
    ['guest account (no password yet)', '/api/login', 'tamu@example.com'],
  ])('takes as long for an unknown e-mail as for a wrong %s password', async (_who, url, known) => {
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      const res = await t.call({ method: 'POST', url, payload: { email, password: 'salah-sekali-ya' }, remoteAddress: ip });
      expect(res.statusCode).toBe(400);
      return performance.now() - started;
    };
    await timed('pemanasan@example.com', '10.30.0.1'); // the throwaway hash is made once
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      wrong.push(await timed(known, `10.31.${i}.1`));
      unknown.push(await timed(`tidak.terdaftar${i}@example.com`, `10.32.${i}.1`));
    }
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.6);
    expect(median(wrong)).toBeGreaterThan(median(unknown) * 0.6);
  }, 60_000);
});

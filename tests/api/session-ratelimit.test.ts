import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { PASSWORD, registered } from './member-fixtures';

let t: TestApp;
// Short slowdowns (issue 29.7): what is tested here is who is refused, not how long they wait.
beforeAll(async () => { t = await createTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_SLOWDOWN_MS: '20', LOGIN_SLOWDOWN_MAX_MS: '1000' }); });
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('login limits', () => {
  it('past LOGIN_RATE_LIMIT failures, lets one address through one attempt at a time, whatever the account, and refuses a burst', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`a${i}@example.com`, 'salah-sekali', '10.0.0.1')).statusCode).toBe(400);
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => login(`b${i}@example.com`, 'salah-sekali', '10.0.0.1')));
    expect(burst.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(3);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ status: 429, data: null });
    expect(typeof refused.json().message).toBe('string');
    expect((await login('a5@example.com', 'salah-sekali', '10.0.0.2')).statusCode).toBe(400);
  });
  it('never locks the owner out: failures from many addresses at one account leave the right password working from another (issue 13.7)', async () => {
    await registered(t, 'target@example.com');
    for (let i = 0; i < 10; i++) expect((await login('target@example.com', `salah-${i}-xx`, `10.1.0.${i + 1}`)).statusCode).toBe(400);
    const owner = await login('TARGET@example.com', PASSWORD, '10.1.1.1');
    expect(owner.statusCode).toBe(200);
    expect((await login('other@example.com', 'salah-sekali', '10.1.1.2')).statusCode).toBe(400);
  });
  it('never refuses an account tried from many addresses, before or after a successful login', async () => {
    await registered(t, 'forgets@example.com');
    for (let i = 0; i < 9; i++) await login('forgets@example.com', 'salah-sekali', `10.2.0.${i + 1}`);
    expect((await login('forgets@example.com', PASSWORD, '10.2.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('forgets@example.com', 'salah-sekali', `10.2.2.${i + 1}`)).statusCode).toBe(400);
  });
  it('limits reset e-mails per address and per account', async () => {
    const reset = (email: string, ip: string) => t.call({ method: 'POST', url: '/api/forgotpassword', payload: { email }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await reset(`r${i}@example.com`, '10.3.0.1')).statusCode).toBe(400);
    expect((await reset('r9@example.com', '10.3.0.1')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await reset('forgets@example.com', `10.4.0.${i + 1}`)).statusCode).toBe(200);
    const sixth = await reset('forgets@example.com', '10.4.1.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Terlalu banyak permintaan reset password untuk akun ini, coba lagi dalam 15 menit');
  });
});

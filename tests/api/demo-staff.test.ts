/**
 * The demo staff accounts (password printed in the README) exist only for the demo: on the embedded
 * database, or where DEMO_STAFF=1. A production database (DATABASE_URL) never gets them, an earlier
 * start's are turned off, and the start-up log says loudly while they are active.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DEMO_API_KEY, loadConfig } from '../../server/config';
import { staffAccounts, staffAudit } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed';
import { warnOfDemoStaff } from '../../server/services/staff/demo-warning';
import { createTestApp, type TestApp } from './helpers';
import { emptyDatabase, healthy, startServer, stop, type ServerProcess } from './server-process';
import { DEMO_EMAIL, DEMO_STAFF_PASSWORD } from './staff-fixtures';

describe('DEMO_STAFF in the configuration', () => {
  it('is on for the embedded database and off for DATABASE_URL unless DEMO_STAFF=1', () => {
    expect(loadConfig({}).demoStaff).toBe(true);
    expect(loadConfig({ DEMO_STAFF: '0' }).demoStaff).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/merapi' }).demoStaff).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/merapi', DEMO_STAFF: '1' }).demoStaff).toBe(true);
  });
});

describe('a start without demo staff', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('turns off the demo accounts an earlier start created, ends their sign-in and audits each', async () => {
    const before = await t.post('/api/staff/login', { email: DEMO_EMAIL.admin, password: DEMO_STAFF_PASSWORD });
    expect(before.statusCode).toBe(200);
    await seedIfEmpty(t.database.db, { demoStaff: false });
    const active = await t.database.db.select({ n: count() }).from(staffAccounts).where(eq(staffAccounts.active, true));
    expect(Number(active[0].n)).toBe(0);
    const after = await t.post('/api/staff/login', { email: DEMO_EMAIL.admin, password: DEMO_STAFF_PASSWORD });
    expect(after.statusCode).toBe(400);
    expect((await t.get('/api/staff/me', { authorization: `Bearer ${before.json().data.token}` })).statusCode).toBe(401);
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'staff.deactivate'));
    expect(audit.filter((a) => (a.detail as { via?: string }).via === 'startup')).toHaveLength(5);
    // A second start finds nothing more to turn off, and a demo start does not bring them back.
    await seedIfEmpty(t.database.db, { demoStaff: true });
    expect(await warnOfDemoStaff(t.database.db, silentLog().log)).toBe(0);
  });

  it('warns loudly while demo accounts are active, and only then', async () => {
    const fresh = await createTestApp();
    try {
      const logged = silentLog();
      expect(await warnOfDemoStaff(fresh.database.db, logged.log)).toBe(5);
      expect(logged.lines.join('\n')).toMatch(/5 DEMO STAFF ACCOUNTS ARE ACTIVE/);
    } finally {
      await fresh.close();
    }
  });
});

/** A real server on the configured database: PostgreSQL through DATABASE_URL, or the embedded demo. */
describe('npm start', () => {
  let server: ServerProcess;
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  beforeAll(async () => {
    server = await startServer(onPostgres ? await emptyDatabase('nodemo') : '');
    await healthy(server);
  }, 180_000);
  afterAll(() => stop(server));

  it(onPostgres ? 'on PostgreSQL creates no demo staff account and logs no warning' : 'on the embedded database creates them and says so in the log', async () => {
    const res = await fetch(`${server.url}/api/staff/login`, {
      method: 'POST', headers: { 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL.admin, password: DEMO_STAFF_PASSWORD }),
    });
    expect(res.status).toBe(onPostgres ? 400 : 200);
    if (onPostgres) expect(server.output()).not.toMatch(/DEMO STAFF/);
    else expect(server.output()).toMatch(/5 DEMO STAFF ACCOUNTS ARE ACTIVE/);
  });
});

function silentLog() {
  const lines: string[] = [];
  const log = { warn: (_obj: unknown, msg: string) => { lines.push(msg); } } as never;
  return { log, lines };
}

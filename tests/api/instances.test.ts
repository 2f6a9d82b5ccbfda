/**
 * Issues 13.3, 13.5 and 13.9: an Idempotency-Key and the write it guards commit together (also
 * across a real `kill -9`), several instances start together on an empty PostgreSQL, and a file
 * stored through one instance is read through another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { idempotencyKeys, testDrives, vouchers } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { JPEG, testDriveBody } from './form-fixtures';
import { bearer, registerBody } from './member-fixtures';
import { emptyDatabase, healthy, post, startServer, stop, type ServerProcess } from './server-process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('Idempotency-Key and its write (13.3), one instance', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000' }); });
  afterAll(() => t.close());

  it('eight requests with one key at once: one record, the same answer eight times, no 409', async () => {
    const body = { ...(await testDriveBody(t.database.db, 'sekaligus@example.com')), note: 'idem-bersamaan' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.post('/api/testdrive', body, { 'idempotency-key': 'bersamaan-0001' })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => r.json().data.booking_id)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await t.database.db.select().from(testDrives).where(eq(testDrives.note, 'idem-bersamaan'))).toHaveLength(1);
  });
  it('stores the answer with the record: a refused write leaves no key behind', async () => {
    const body = { ...(await testDriveBody(t.database.db)), cabang_id: 999_999 };
    expect((await t.post('/api/testdrive', body, { 'idempotency-key': 'ditolak-0001' })).statusCode).toBe(422);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'ditolak-0001'))).toHaveLength(0);
    const stored = await t.post('/api/testdrive', await testDriveBody(t.database.db), { 'idempotency-key': 'diterima-0001' });
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'diterima-0001'));
    expect(row).toMatchObject({ statusCode: 200, response: stored.json() });
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let url = '';
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    url = await emptyDatabase('pair');
    // Started at the same moment on an empty database: migrations and seeding must not collide (13.5).
    [a, b] = await Promise.all([startServer(url), startServer(url)]);
    await Promise.all([healthy(a), healthy(b)]);
    database = await openDatabase({ databaseUrl: url, dataDir: null });
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a && stop(a), b && stop(b)]);
    await database?.close();
  });

  it('both start on an empty database: migrations applied once, demo data seeded once (13.5)', async () => {
    const rows = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const migrations = Number(((rows as unknown as { rows: Array<{ n: number }> }).rows ?? (rows as unknown as Array<{ n: number }>))[0].n);
    expect(migrations).toBeGreaterThanOrEqual(2);
    const [{ n }] = await database.db.select({ n: count() }).from(vouchers);
    expect(n).toBe(5);
    expect((await fetch(`${a.url}/api/health`).then((r) => r.json())).data).toEqual({ database: 'postgres', blobs: 'database' });
  });

  it('reads through one instance the profile photo stored through the other (13.9)', async () => {
    const reg = await post(a, '/api/register', registerBody('foto.dua@example.com'));
    expect(reg.status).toBe(200);
    const login = reg.json.data.login;
    const update = await post(a, '/api/updateprofile', {
      ...registerBody('foto.dua@example.com'), image: JPEG,
    }, bearer(login.token));
    expect(update.status).toBe(200);
    const photo = await fetch(`${b.url}/api/member/photo`, { headers: { 'x-api-key': 'merapi-demo-key', ...bearer(login.token) } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(Buffer.from(JPEG.split(',')[1], 'base64'))).toBe(true);
  });

  it('one key sent to both instances at once writes one record (13.3)', async () => {
    const body = { ...(await testDriveBody(database.db, 'dua.instans@example.com')), note: 'idem-dua-instans' };
    const answers = await Promise.all([a, b, a, b].map((s) => post(s, '/api/testdrive', body, { 'idempotency-key': 'dua-instans-0001' })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await database.db.select().from(testDrives).where(eq(testDrives.note, 'idem-dua-instans'))).toHaveLength(1);
  });

  it('after a kill -9 mid-write, every key has its record or neither, and a retry on the other instance writes exactly once (13.3)', async () => {
    const base = await testDriveBody(database.db, 'crash@example.com');
    const keys = Array.from({ length: 40 }, (_, i) => `crash-key-${String(i).padStart(4, '0')}`);
    // A steady stream of writes; the process dies once a few have committed, with others in flight.
    const sent = keys.map((key, i) => new Promise((r) => setTimeout(r, i * 10))
      .then(() => post(a, '/api/testdrive', { ...base, note: key }, { 'idempotency-key': key })).catch(() => null));
    const committed = async () => (await database.db.select({ n: count() }).from(testDrives).where(inArray(testDrives.note, keys)))[0].n;
    // Real waits: a real server process writes to the database, the test polls what it committed.
    while (await committed() < 5) await new Promise((r) => setTimeout(r, 5));
    a.child.kill('SIGKILL');
    await Promise.all(sent);
    await new Promise((r) => a.child.exitCode !== null || a.child.signalCode !== null ? r(null) : a.child.once('exit', r));

    const keyRows = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
    const records = await database.db.select({ note: testDrives.note }).from(testDrives).where(inArray(testDrives.note, keys));
    expect(new Set(keyRows.map((r) => r.key))).toEqual(new Set(records.map((r) => r.note)));
    console.log(`kill -9: ${records.length} of ${keys.length} writes had committed, the rest rolled back or never arrived`);
    expect(records.length).toBeGreaterThanOrEqual(5);
    expect(records.length).toBeLessThan(keys.length);

    for (const key of keys) {
      const retry = await post(b, '/api/testdrive', { ...base, note: key }, { 'idempotency-key': key });
      expect(retry.status).toBe(200);
    }
    const after = await database.db.select({ note: testDrives.note }).from(testDrives).where(inArray(testDrives.note, keys));
    expect(after.map((r) => r.note).sort()).toEqual([...keys].sort());
  }, 120_000);
});

/**
 * The API tests' databases are reused from app to app (helpers.ts, seed-restore.ts): the next app
 * must find its database exactly as seeded, whatever the last one wrote.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carTypes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { submitted } from './staff-fixtures';

const rows = async (t: TestApp, query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** Per table of public: rows that differ from the seed's copy, either way. */
async function differences(t: TestApp): Promise<Record<string, number>> {
  const tables = (await rows(t, sql`select name from test_seed.refill order by name`)).map((r) => String(r.name));
  const found: Record<string, number> = {};
  for (const table of tables) {
    const copy = sql.identifier(`copy_${table}`);
    const columns = (await rows(t, sql`select attname from pg_attribute where attrelid = ${`test_seed."copy_${table}"`}::regclass and attnum > 0 and not attisdropped order by attnum`))
      .map((r) => sql.identifier(String(r.attname)));
    const list = sql.join(columns, sql`, `);
    const [{ n }] = await rows(t, sql`select (select count(*) from (select ${list} from public.${sql.identifier(table)} except all select ${list} from test_seed.${copy}) a)
      + (select count(*) from (select ${list} from test_seed.${copy} except all select ${list} from public.${sql.identifier(table)}) b) as n`);
    if (Number(n) > 0) found[table] = Number(n);
  }
  return found;
}

/** The PGlite client under an app's database (each app has a drizzle of its own over it). */
const clientOf = (t: TestApp) => (t.database.db as unknown as { $client: unknown }).$client;

const sequences = (t: TestApp) => rows(t, sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`);

describe('a reused database (a PGlite instance, a PostgreSQL copy)', () => {
  it('is back as seeded for the next app: rows, sequences and session', async () => {
    const first = await createTestApp();
    const seeded = await sequences(first);
    expect(await differences(first)).toEqual({});
    // Writes of every kind: a form (member, record, outbox), an update, a delete, a truncate, a session setting, a lock.
    await submitted(first, 'testdrive', `pulih.${Date.now()}@example.com`);
    await first.database.db.update(carTypes).set({ priceOtr: 1 });
    await first.database.db.execute(sql`delete from brochures`);
    await first.database.db.execute(sql`truncate table provinces cascade`);
    await first.database.db.execute(sql`set statement_timeout = 1234`);
    await first.database.db.execute(sql`select pg_advisory_lock(42)`);
    const written = await differences(first);
    expect(Object.keys(written)).toEqual(expect.arrayContaining(['car_types', 'brochures', 'provinces', 'cities', 'members', 'sessions']));
    await first.close();

    const next = await createTestApp();
    try {
      if (first.databaseUrl) expect(next.databaseUrl).toBe(first.databaseUrl);
      else expect(clientOf(next)).toBe(clientOf(first));
      expect(await differences(next)).toEqual({});
      expect(await sequences(next)).toEqual(seeded);
      expect((await rows(next, sql`show statement_timeout`))[0]).toEqual({ statement_timeout: '0' });
      expect(await rows(next, sql`select objid from pg_locks where locktype = 'advisory'`)).toEqual([]);
    } finally {
      await next.close();
    }
  });
});

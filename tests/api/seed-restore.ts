/**
 * Puts a test database back as the run's seeded snapshot or template left it, in one statement, so an
 * API test worker reuses its databases from app to app instead of making a new one per app: on
 * PGlite it keeps its instances open instead of opening the 50 MB snapshot again (about 1.8 s of CPU
 * each), on PostgreSQL it keeps its copies instead of copying the template again (about 0.6 s each),
 * most of either pass on two cores (docs/testing.md).
 *
 * At the snapshot or template (global-setup.ts) every table of `public` is copied into the schema `test_seed`,
 * and each gets a statement trigger that notes the table in `test_seed.dirty` when a statement
 * writes to it (insert, update, delete, truncate; a rolled-back write takes its note with it).
 * `test_seed.restore()` empties only the noted tables and puts their copies back, with triggers and
 * foreign keys off meanwhile (the rows are the seed's, already consistent), then sets every sequence
 * where the seed left it. The server never looks at `test_seed`.
 */
import type { PGlite } from '@electric-sql/pglite';

/** What these functions need of a client: PGlite's, or node-postgres's through `onPg`. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

/** A node-postgres client as a `SqlClient`. */
export function onPg(client: { query(text: string, params?: unknown[]): Promise<{ rows: any[] }> }): SqlClient {
  return { query: (text, params) => client.query(text, params), exec: (text) => client.query(text) };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies the seeded tables into `test_seed` and writes the triggers and `test_seed.restore()`. */
export async function keepSeedCopy(client: SqlClient): Promise<void> {
  const tables = (await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  )).rows.map((r) => r.name);
  await client.exec(`
    create schema test_seed;
    create table test_seed.dirty (name text primary key);
    create table test_seed.refill (name text primary key, statement text);
    create function test_seed.note() returns trigger language plpgsql as $note$
      begin
        insert into test_seed.dirty values (tg_table_name) on conflict do nothing;
        return null;
      end $note$;`);
  for (const table of tables) {
    const columns = (await client.query<{ name: string }>(
      `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [`public.${quote(table)}`],
    )).rows.map((r) => quote(r.name)).join(', ');
    const copy = `test_seed.${quote(`copy_${table}`)}`;
    await client.exec(`create table ${copy} as select ${columns} from public.${quote(table)};
      create trigger test_seed_note after insert or update or delete or truncate on public.${quote(table)}
        for each statement execute function test_seed.note();`);
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${copy}`);
    const refill = rows[0].n > 0 ? `insert into public.${quote(table)} (${columns}) overriding system value select ${columns} from ${copy}` : null;
    await client.query('insert into test_seed.refill values ($1, $2)', [table, refill]);
  }
  const sequences = (await client.query<{ name: string; last: string | null; start: string }>(
    `select sequencename as name, last_value::text as last, start_value::text as start from pg_sequences where schemaname = 'public'`,
  )).rows.map((s) => (s.last === null
    ? `perform setval('public.${quote(s.name)}', ${s.start}, false);`
    : `perform setval('public.${quote(s.name)}', ${s.last}, true);`));
  await client.exec(`create function test_seed.restore() returns void language plpgsql as $restore$
    declare
      written record;
    begin
      perform set_config('session_replication_role', 'replica', true);
      for written in select d.name, r.statement from test_seed.dirty d join test_seed.refill r using (name) loop
        execute format('delete from public.%I', written.name);
        if written.statement is not null then execute written.statement; end if;
      end loop;
      delete from test_seed.dirty;
      ${sequences.join('\n      ')}
    end $restore$`);
}

/**
 * PGlite (one session the next app goes on using): ends what an app may have left in the session (a
 * transaction, advisory locks, settings, temporary tables), then puts the data back. Answers false
 * when the instance is not fit to reuse: closed, or still listening on a channel (a listener its app
 * did not end would hear the next app's notices).
 */
export async function restoreSeed(client: PGlite): Promise<boolean> {
  if (client.closed) return false;
  // First, so that a transaction the app left open (or aborted) does not hold what follows.
  if (!(await client.exec('rollback').then(() => true, () => false))) return false;
  return restoreUnlessBusy(client, 'select count(*)::int as n from pg_listening_channels()',
    'select pg_advisory_unlock_all(); reset all; discard temp; discard sequences; select test_seed.restore();');
}

/**
 * PostgreSQL (the app's sessions ended with its pools): puts the data back through a connection of
 * its own. Answers false when the database is not fit to reuse: another session still on it (a
 * second instance or a killed server's connection not yet gone), or the restore failed.
 */
export async function restorePostgres(client: SqlClient): Promise<boolean> {
  return restoreUnlessBusy(client, 'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    'select test_seed.restore()');
}

/** Runs `restore` unless `busy` counts something in the way; false when it does, or when either fails. */
async function restoreUnlessBusy(client: SqlClient, busy: string, restore: string): Promise<boolean> {
  try {
    const { rows } = await client.query<{ n: number }>(busy);
    if (rows[0].n > 0) return false;
    await client.exec(restore);
    return true;
  } catch {
    return false;
  }
}

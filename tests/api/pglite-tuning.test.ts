/**
 * Issue 12.5: on PGlite a booking-id insert is prepared once under a name and then only bound and
 * executed (server/db/pglite-tuning.ts). The rows, the errors and the transactions must be what
 * drizzle and PGlite's own query give.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, leads } from '../../server/db/schema';
import { insertWithBookingId } from '../../server/services/booking-ids';
import { createTestApp, type TestApp } from './helpers';

const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(onPglite)('PGlite named statements for booking-id inserts', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  const contact = (name: string | null) => ({ memberId: null, channel: 'contact', sessionId: null, viaGuest: true, name, email: 'a@example.com', phone: '0812', address: 'Semarang', text: "Harga 'Raize' \\ 100%" });
  const prepared = async () => ((await t.database.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as { rows: Array<{ statement: string }> }).rows;

  it('answers the row drizzle reads back, from a statement prepared once', async () => {
    // The worker's PGlite may hold statements an earlier file's app prepared, other contact inserts among them.
    const inserts = async () => (await prepared()).map((p) => p.statement).filter((text) => text.startsWith('insert into "contacts"')).sort();
    const before = await inserts();
    const first = await t.database.db.transaction((tx) => insertWithBookingId(tx, contacts, 'CU', contact('Ani') as never));
    const between = await inserts();
    const second = await insertWithBookingId(t.database.db, contacts, 'CU', contact('Budi') as never);
    // The first insert prepared its statement (or found it prepared); the second prepared nothing.
    expect(between.length - before.length).toBeLessThanOrEqual(1);
    expect(between.length).toBeGreaterThan(0);
    expect(await inserts()).toEqual(between);
    const [stored] = await t.database.db.select().from(contacts).where(eq(contacts.id, first.id));
    expect(first).toEqual(stored);
    expect(first.createdAt).toBeInstanceOf(Date);
    expect([first.viaGuest, first.memberId, first.text]).toEqual([true, null, "Harga 'Raize' \\ 100%"]);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('fails as PGlite fails: the constraint error with its code, the transaction rolled back, the next insert fine', async () => {
    const [last] = await t.database.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    const failed = await t.database.db.transaction(async (tx) => {
      await insertWithBookingId(tx, contacts, 'CU', contact('Citra') as never);
      await insertWithBookingId(tx, contacts, 'CU', contact(null) as never);
    }).then(() => null, (error: { cause?: { code?: string } }) => error);
    expect(failed?.cause?.code).toBe('23502');
    expect((await t.database.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1))[0].id).toBe(last.id);
    const ok = await t.database.db.transaction((tx) => insertWithBookingId(tx, contacts, 'CU', contact('Dewi') as never));
    expect(ok.name).toBe('Dewi');
  });

  it('stores booleans, numbers and text as the regular path does', async () => {
    const row = await insertWithBookingId(t.database.db, leads, 'LS', {
      memberId: null, channel: 'lead-sales', sessionId: null, viaGuest: false, name: 'Eka', phone: '0813', agree1: true, agree2: false, ipAddress: '10.0.0.1',
    } as never);
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, row.id));
    expect(stored).toEqual(row);
    expect([stored.agree1, stored.agree2]).toEqual([true, false]);
  });
});

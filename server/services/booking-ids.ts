/**
 * Public booking ids: 'TD-20261121-7KQ2M9A' (prefix, Jakarta day, 7 characters of an alphabet
 * without look-alikes: 34 billion per prefix and day). Short enough to read out on the phone; a
 * collision, however unlikely, draws a new id instead of failing the insert.
 */
import { randomBytes } from 'node:crypto';
import { type Column, getTableColumns, getTableName, is, Param, SQL, type SQLChunk, StringChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isoDay } from '../../domain/money';
import type { Db } from '../db/client';
import { reuseStatement } from '../db/pglite-tuning';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random characters after the day. */
export const BOOKING_SUFFIX_LENGTH = 7;
const ATTEMPTS = 8;

/** A fresh booking id for the prefix ('TD', 'BS', 'TI', 'BO', 'LS', 'CU', 'CA'). */
export function newBookingId(prefix: string): string {
  // 256 is a multiple of 32: every character equally likely.
  const suffix = Array.from(randomBytes(BOOKING_SUFFIX_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${prefix}-${isoDay().replaceAll('-', '')}-${suffix}`;
}

/** Where ids come from (tests replace `next` to force a collision). */
export const bookingIds = { next: newBookingId };

type Booked = PgTable & { bookingId: PgColumn; $inferInsert: { bookingId: string }; $inferSelect: object };

/** The fixed text of one insert shape: the columns given, in the table's order. */
interface Shape { columns: Array<[key: string, column: Column]>; head: StringChunk; comma: StringChunk; tail: StringChunk }

/** Per table, per set of given columns: built once (a form's write is on the hot path). */
const shapes = new WeakMap<PgTable, Map<string, Shape>>();
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function shapeOf(table: PgTable, given: Record<string, unknown>): Shape {
  let byKeys = shapes.get(table);
  if (!byKeys) shapes.set(table, (byKeys = new Map()));
  const all = Object.entries(getTableColumns(table)) as Array<[string, Column]>;
  const columns = all.filter(([key]) => given[key] !== undefined);
  const signature = columns.map(([key]) => key).join(',');
  let shape = byKeys.get(signature);
  if (!shape) {
    const bookingId = all.find(([key]) => key === 'bookingId')![1];
    const head = `insert into ${quoted(getTableName(table))} (${columns.map(([, c]) => quoted(c.name)).join(', ')}) values (`;
    const tail = `) on conflict (${quoted(bookingId.name)}) do nothing returning *`;
    shape = { columns, head: new StringChunk(head), comma: new StringChunk(', '), tail: new StringChunk(tail) };
    byKeys.set(signature, shape);
    // The text drizzle makes of it when every value is a parameter ($1, $2, ...): prepared once on PGlite.
    reuseStatement(`${head}${columns.map((_, i) => `$${i + 1}`).join(', ')}${tail}`);
  }
  return shape;
}

/**
 * Inserts `values` under a fresh booking id. A taken id is skipped by ON CONFLICT (no error, so the
 * surrounding transaction stays usable) and another is drawn.
 *
 * The statement is drizzle's insert with `returning()`, written out once per shape: values are
 * encoded and the row decoded by the table's own columns, as drizzle does, but the SQL text is
 * not rebuilt column by column on every form POST (that build was about a tenth of a form write),
 * and PGlite prepares it once (db/pglite-tuning.ts).
 */
export async function insertWithBookingId<T extends Booked>(db: Db, table: T, prefix: string, values: Omit<T['$inferInsert'], 'bookingId'>): Promise<T['$inferSelect']> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row: Record<string, unknown> = { ...values, bookingId: bookingIds.next(prefix) };
    const shape = shapeOf(table, row);
    const chunks: unknown[] = [shape.head];
    shape.columns.forEach(([key, column], i) => {
      if (i > 0) chunks.push(shape.comma);
      const value = row[key];
      chunks.push(is(value, SQL) ? value : new Param(value, column));
    });
    chunks.push(shape.tail);
    const result = await db.execute(new SQL(chunks as SQLChunk[]));
    const [inserted] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    if (inserted) {
      const decoded: Record<string, unknown> = {};
      for (const [key, column] of Object.entries(getTableColumns(table)) as Array<[string, Column]>) {
        const raw = inserted[column.name];
        decoded[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
      }
      return decoded as T['$inferSelect'];
    }
  }
  throw new Error(`no free booking id for ${prefix} after ${ATTEMPTS} draws`);
}

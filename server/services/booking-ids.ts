/**
 * Public booking ids: 'TD-20261121-7KQ2M9A' (prefix, Jakarta day, 7 characters of an alphabet
 * without look-alikes: 34 billion per prefix and day). Short enough to read out on the phone; a
 * collision, however unlikely, draws a new id instead of failing the insert.
 */
import { randomBytes } from 'node:crypto';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isoDay } from '../../domain/money';
import type { Db } from '../db/client';

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

/**
 * Inserts `values` under a fresh booking id. A taken id is skipped by ON CONFLICT (no error, so the
 * surrounding transaction stays usable) and another is drawn.
 */
export async function insertWithBookingId<T extends Booked>(db: Db, table: T, prefix: string, values: Omit<T['$inferInsert'], 'bookingId'>): Promise<T['$inferSelect']> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // The generic table defeats drizzle's value typing; callers' `values` are typed by their table.
    const rows = await db.insert(table as PgTable).values({ ...values, bookingId: bookingIds.next(prefix) } as never)
      .onConflictDoNothing({ target: table.bookingId }).returning();
    if (rows.length) return (rows as Array<T['$inferSelect']>)[0];
  }
  throw new Error(`no free booking id for ${prefix} after ${ATTEMPTS} draws`);
}

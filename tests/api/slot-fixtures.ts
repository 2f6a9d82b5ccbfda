/** The slot tests' own days and pool (slots.test.ts, slot-changes.test.ts). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { slotCapacity } from '../../server/db/schema';
import { addDays } from '../../domain/money';
import { weekday } from '../../domain/slots';
import { bookingServiceBody } from './form-fixtures';

/** The first Monday-to-Friday day at least `n` days ahead (no demo holiday). */
export function workday(n: number): string {
  for (let i = n; ; i++) {
    const d = addDays(i);
    if (weekday(d) >= 1 && weekday(d) <= 5 && !/-(12-25|01-01)$/.test(d)) return d;
  }
}

/** Body & paint capacity of the fixture branch set to `n` bays (the test's own slot pool). */
export async function bodyPaintBays(db: Db, branchId: number, n: number) {
  await db.update(slotCapacity).set({ serviceBodyPaint: n }).where(eq(slotCapacity.branchId, branchId));
}

/** A body & paint service booking of visitor `i` at `date` `time`. */
export const bodyPaint = async (db: Db, i: number, date: string, time: string) => ({
  ...(await bookingServiceBody(db, `bengkel.${i}@example.com`)), service_type: 'body-paint', service_ke: '', appointment_date: date, appointment_time: time,
});

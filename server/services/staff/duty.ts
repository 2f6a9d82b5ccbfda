/** A staff member's round-robin duty (docs/speed-to-lead.md): switched by themselves or by an admin. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema';

export async function onDuty(db: Db, staffId: number): Promise<boolean> {
  const [row] = await db.select({ onDuty: staffAccounts.onDuty }).from(staffAccounts).where(eq(staffAccounts.id, staffId));
  return row?.onDuty ?? false;
}

export async function setOnDuty(db: Db, staffId: number, value: boolean): Promise<void> {
  await db.update(staffAccounts).set({ onDuty: value, updatedAt: new Date() }).where(eq(staffAccounts.id, staffId));
}

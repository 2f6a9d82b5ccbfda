/** Turning the seeded demo staff accounts off for a real deployment (`npm run staff:disable-demo`). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { writeAudit } from './audit';
import { revokeStaffSessions } from './sessions';

/** Deactivates every active demo account and ends its sessions; returns their e-mails. */
export async function disableDemoStaff(db: Db, via: 'cli' | 'startup' = 'cli'): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(staffAccounts).set({ active: false, updatedAt: new Date() })
      .where(and(eq(staffAccounts.demo, true), eq(staffAccounts.active, true))).returning();
    for (const row of rows) {
      await revokeStaffSessions(tx, row.id);
      await writeAudit(tx, { staffId: null, action: 'staff.deactivate', kind: 'staff', recordId: row.id, detail: { demo: true, via } });
    }
    return rows.map((r) => r.email);
  });
}

/** The e-mails of the demo accounts that can sign in now. */
export async function activeDemoStaff(db: Db): Promise<string[]> {
  const rows = await db.select({ email: staffAccounts.email }).from(staffAccounts)
    .where(and(eq(staffAccounts.demo, true), eq(staffAccounts.active, true)));
  return rows.map((r) => r.email);
}

/** Turning the seeded demo staff accounts off for a real deployment (`npm run staff:disable-demo`). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { writeAudit } from './audit';
import { revokeStaffSessions } from './sessions';

/** Deactivates every active demo account and ends its sessions; returns their e-mails. */
export async function disableDemoStaff(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(staffAccounts).set({ active: false, updatedAt: new Date() })
      .where(and(eq(staffAccounts.demo, true), eq(staffAccounts.active, true))).returning();
    for (const row of rows) {
      await revokeStaffSessions(tx, row.id);
      await writeAudit(tx, { staffId: null, action: 'staff.deactivate', kind: 'staff', recordId: row.id, detail: { demo: true, via: 'cli' } });
    }
    return rows.map((r) => r.email);
  });
}

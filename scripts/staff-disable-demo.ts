/**
 * Turns off the seeded demo staff accounts (BACK-OFFICE.md) and ends their sessions, for a real
 * deployment: `npm run staff:disable-demo`. They stay in the audit log's history; the demo seed
 * never recreates them because staff accounts exist.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { staffAccounts } from '../server/db/schema';
import { writeAudit } from '../server/services/staff/audit';
import { revokeStaffSessions } from '../server/services/staff/sessions';
import { withDatabase } from './staff-cli';

/** Deactivates every active demo account; returns their e-mails. */
export async function disableDemoStaff(db: Db): Promise<string[]> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const rows = await tx.update(staffAccounts).set({ active: false, updatedAt: new Date() })
      .where(and(eq(staffAccounts.demo, true), eq(staffAccounts.active, true))).returning();
    for (const row of rows) {
      await revokeStaffSessions(tx, row.id);
      await writeAudit(tx, { staffId: null, action: 'staff.deactivate', kind: 'staff', recordId: row.id, detail: { demo: true, via: 'cli' } });
    }
    return rows.map((r) => r.email);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const emails = await withDatabase(disableDemoStaff);
  console.log(emails.length ? `Akun demo dinonaktifkan: ${emails.join(', ')}` : 'Tidak ada akun demo yang aktif.');
}

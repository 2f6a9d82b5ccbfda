/**
 * The demo staff accounts of BACK-OFFICE.md, one per role, password `staf-demo-2026`; sales and
 * service work for the Kota Semarang branches. Seeded only while there is no staff account at all,
 * so a deployment that created its own (or disabled these) never gets them back.
 */
import { asc, count, eq } from 'drizzle-orm';
import { DEFAULT_DEALER_CITY } from '../../domain/constants';
import type { StaffRole } from '../../domain/staff/roles';
import type { Db } from '../db/client';
import { branches, staffAccounts } from '../db/schema';
import { createStaff } from '../services/staff/accounts';

export const DEMO_STAFF_PASSWORD = 'staf-demo-2026';

export const DEMO_STAFF: ReadonlyArray<{ email: string; name: string; role: StaffRole; semarang: boolean }> = [
  { email: 'admin@merapitoyota.example', name: 'Admin Merapi', role: 'admin', semarang: false },
  { email: 'sales.semarang@merapitoyota.example', name: 'Rina Sales Semarang', role: 'sales', semarang: true },
  { email: 'servis.semarang@merapitoyota.example', name: 'Agus Servis Semarang', role: 'service', semarang: true },
  { email: 'keuangan@merapitoyota.example', name: 'Dewi Keuangan', role: 'finance', semarang: false },
  { email: 'konten@merapitoyota.example', name: 'Bima Konten', role: 'content', semarang: false },
];

/** Adds the demo accounts when the staff table is empty; returns whether it did. */
export async function seedDemoStaff(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(staffAccounts);
  if (Number(n) > 0) return false;
  const semarang = (await db.select({ id: branches.id }).from(branches).where(eq(branches.cityCode, DEFAULT_DEALER_CITY)).orderBy(asc(branches.id))).map((b) => b.id);
  for (const s of DEMO_STAFF) {
    await createStaff(db, { email: s.email, name: s.name, role: s.role, branchIds: s.semarang ? semarang : [], password: DEMO_STAFF_PASSWORD, demo: true });
  }
  return true;
}

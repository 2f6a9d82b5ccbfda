/** Seeds the demo data on first start (empty database) and writes the generated demo media. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carCategories } from '../db/schema';
import { seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { disableDemoStaff } from '../services/staff/demo';
import { seedDemoStaff } from './staff';
import { seedGarage } from './garage';
import { disableDemoMembers, seedDemoGarage } from './garage-demo';
import { seedAccessoriesIfEmpty, seedStockIfEmpty } from './stock';
import { seedSlotsIfNone } from './slots';
import { writeCatalogueMedia } from './catalogue/media';
import { writeContentMedia } from './content/media';

/**
 * Seeds the database when it holds no catalogue yet; returns whether it seeded. The demo staff
 * accounts (their password is in the README) only where `demoStaff` says so (the embedded demo
 * database, or `DEMO_STAFF=1`); elsewhere any that an earlier start created are turned off.
 */
export async function seedIfEmpty(db: Db, options: { demoStaff: boolean }): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(carCategories);
  if (count === 0) {
    await db.transaction(async (tx) => {
      // Content (brochures) refers to the car categories, so the catalogue goes first.
      await seedCatalogue(tx);
      await seedContent(tx);
      await (await import('./orders')).seedOrders(tx);
      await (await import('./deal')).seedDeal(tx);
    });
  }
  // The maintenance plan and a draft campaign, also for a database seeded before the garage existed.
  await seedGarage(db);
  // Also for a database seeded before stock existed (nothing once any unit is there).
  await seedStockIfEmpty(db);
  await seedAccessoriesIfEmpty(db);
  await seedSlotsIfNone(db);
  // Also for a database seeded before the back office existed (it adds nothing once any staff account exists).
  // The demo owners and their garage (issue 33) go with the demo staff: only for the demo.
  if (options.demoStaff) {
    await seedDemoStaff(db);
    await seedDemoGarage(db);
  } else {
    await disableDemoStaff(db, 'startup');
    await disableDemoMembers(db);
  }
  return count === 0;
}

/** Writes the demo media under `mediaDir` unless it is already there (deterministic output). */
export async function ensureMedia(mediaDir: string): Promise<void> {
  const marker = path.join(mediaDir, '.complete');
  if (existsSync(marker)) return;
  mkdirSync(mediaDir, { recursive: true });
  await writeContentMedia(mediaDir);
  await writeCatalogueMedia(mediaDir);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(marker, new Date().toISOString());
}

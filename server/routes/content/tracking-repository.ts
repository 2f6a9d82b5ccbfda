/** Visit and brochure-download records; counters are incremented in the database, never read-modify-write. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brochureDownloads, brochures, visitors } from '../../db/schema';

/** Stores one visit. */
export async function recordVisit(db: Db, date: string, ipAddress: string): Promise<void> {
  await db.insert(visitors).values({ date, ipAddress });
}

/** Counts one download of a brochure and logs it; the new count, or null for an unknown brochure. */
export async function recordDownload(db: Db, brochureId: number, ipAddress: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(brochures).set({ downloaded: sql`${brochures.downloaded} + 1` })
      .where(eq(brochures.id, brochureId)).returning({ downloaded: brochures.downloaded });
    if (!row) return null;
    await tx.insert(brochureDownloads).values({ brochureId, ipAddress });
    return row.downloaded;
  });
}

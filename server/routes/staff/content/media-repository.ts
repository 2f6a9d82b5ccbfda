/** The media library's rows: store an upload with its audit row, list with what uses each, remove the unused. */
import { desc, eq } from 'drizzle-orm';
import type { MediaItem } from '../../../../domain/api';
import type { ContentCollection } from '../../../../domain/content/collections';
import type { Db } from '../../../db/client';
import { afterSaleServices, banners, media, navigationMenu, serviceIcons, servicePageCards, trustedValues } from '../../../db/schema';
import { BusinessError, NotFoundError } from '../../../http/envelope';
import type { BlobStore } from '../../../services/blob-store';
import type { ProcessedMedia } from '../../../services/media';
import { writeAudit } from '../../../services/staff/audit';
import { ADAPTERS } from './collections';

const UPLOAD_REF = /\/media\/u\/([0-9a-f]{32})[-.]/g;

/** Tables holding pictures that are not collections of their own (Home blocks, menus). */
const OTHER_TABLES = { banners, 'service-icons': serviceIcons, 'after-sale-cards': afterSaleServices, values: trustedValues, navigation: navigationMenu, 'service-page-cards': servicePageCards } as const;

/** Media id -> the records pointing at it ('models#3'), over every table that holds pictures. */
export async function mediaUses(db: Db): Promise<Map<string, string[]>> {
  const uses = new Map<string, string[]>();
  const scan = (label: string, rows: Array<Record<string, unknown>>, id: (r: Record<string, unknown>) => unknown) => {
    for (const row of rows) {
      const text = JSON.stringify(row);
      for (const m of text.matchAll(UPLOAD_REF)) {
        const list = uses.get(m[1]) ?? [];
        const ref = `${label}#${String(id(row))}`;
        if (!list.includes(ref)) list.push(ref);
        uses.set(m[1], list);
      }
    }
  };
  const seen = new Set<unknown>();
  for (const [name, adapter] of Object.entries(ADAPTERS) as Array<[ContentCollection, (typeof ADAPTERS)[ContentCollection]]>) {
    if (seen.has(adapter.table)) continue; // specifications share the types' table
    seen.add(adapter.table);
    scan(name, await db.select().from(adapter.table as never) as Array<Record<string, unknown>>, (r) => r[adapter.id.name === 'code' ? 'code' : adapter.id.name === 'tenor' ? 'tenor' : 'id']);
  }
  for (const [name, table] of Object.entries(OTHER_TABLES)) scan(name, await db.select().from(table as never) as Array<Record<string, unknown>>, (r) => r.id);
  return uses;
}

const toItem = (row: typeof media.$inferSelect, uses: Map<string, string[]>): MediaItem => ({
  id: row.id, kind: row.kind, url: row.url, widths: row.widths, width: row.width, height: row.height, bytes: row.bytes,
  created_at: row.createdAt.toISOString(), used_by: uses.get(row.id) ?? [],
});

/** Stores the variants (joining the transaction with the database store) and the row; an upload seen before answers its row. */
export async function storeMedia(db: Db, blobs: BlobStore, file: ProcessedMedia, staffId: number): Promise<MediaItem> {
  const [known] = await db.select().from(media).where(eq(media.id, file.id));
  if (known) return toItem(known, await mediaUses(db));
  const row = await db.transaction(async (tx) => {
    for (const f of file.files) await blobs.put(f.key, f.bytes, f.contentType, tx);
    const [inserted] = await tx.insert(media).values({
      id: file.id, kind: file.kind, url: file.url, widths: file.widths, width: file.width, height: file.height, bytes: file.bytes, createdBy: staffId,
    }).onConflictDoNothing().returning();
    await writeAudit(tx, { staffId, action: 'media.upload', kind: 'media', recordId: file.id, detail: { kind: file.kind, bytes: file.bytes, width: file.width, height: file.height } });
    return inserted ?? (await tx.select().from(media).where(eq(media.id, file.id)))[0];
  });
  return toItem(row, new Map());
}

export async function listMedia(db: Db, opts: { unused: boolean; page: number; perPage: number }): Promise<{ items: MediaItem[]; total: number }> {
  const uses = await mediaUses(db);
  const rows = (await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id))).map((r) => toItem(r, uses));
  const chosen = opts.unused ? rows.filter((r) => r.used_by.length === 0) : rows;
  return { items: chosen.slice((opts.page - 1) * opts.perPage, opts.page * opts.perPage), total: chosen.length };
}

/** Removes an unused upload and its files; 400 while a record still points at it. */
export async function removeMedia(db: Db, blobs: BlobStore, id: string, staffId: number): Promise<void> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new NotFoundError('Media tidak ditemukan');
  const used = (await mediaUses(db)).get(id) ?? [];
  if (used.length) throw new BusinessError(`Media ini masih dipakai (${used.slice(0, 5).join(', ')}${used.length > 5 ? ', ...' : ''}), tidak bisa dihapus.`);
  const keys = row.kind === 'pdf' ? [`media/${id}.pdf`] : row.widths.map((w) => `media/${id}-${w}.webp`);
  await db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, id));
    await writeAudit(tx, { staffId, action: 'media.delete', kind: 'media', recordId: id, detail: { kind: row.kind } });
    for (const key of keys) await blobs.delete(key, tx);
  });
}

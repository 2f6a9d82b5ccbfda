/** The member's inbox: list, and one message marked read. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InboxDetail, InboxItem } from '../../../domain/api';
import { isoDay } from '../../../domain/money';
import type { Db } from '../../db/client';
import { inboxMessages } from '../../db/schema';
import { visibleTo, type Viewer } from '../../services/visibility';

const INBOX_LIMIT = 200;

export async function inboxOf(db: Db, viewer: Viewer): Promise<InboxItem[]> {
  const rows = await db.select({ id: inboxMessages.id, judul: inboxMessages.judul, image: inboxMessages.image, readAt: inboxMessages.readAt, createdAt: inboxMessages.createdAt })
    .from(inboxMessages).where(visibleTo(inboxMessages, viewer))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id)).limit(INBOX_LIMIT);
  return rows.map((r) => ({ id: r.id, tanggal: isoDay(r.createdAt), judul: r.judul, image: r.image, is_read: r.readAt !== null }));
}

/** The message, marked read (the first read time is kept); null when it is not the member's or hidden from this session. */
export async function readInboxMessage(db: Db, viewer: Viewer, id: number): Promise<InboxDetail | null> {
  const mine = and(eq(inboxMessages.id, id), visibleTo(inboxMessages, viewer));
  await db.update(inboxMessages).set({ readAt: new Date() }).where(and(mine, isNull(inboxMessages.readAt)));
  const [row] = await db.select().from(inboxMessages).where(mine);
  if (!row) return null;
  return { id: row.id, tanggal: isoDay(row.createdAt), judul: row.judul, text: row.text, image: row.image, is_read: true };
}

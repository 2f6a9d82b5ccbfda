/** Messages the server writes to a member's inbox. */
import type { Db } from '../db/client';
import { inboxMessages } from '../db/schema';

export async function writeInbox(db: Db, memberId: number, judul: string, html: string, image = ''): Promise<void> {
  await db.insert(inboxMessages).values({ memberId, judul, text: html, image });
}

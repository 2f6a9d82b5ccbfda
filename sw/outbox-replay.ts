/// <reference lib="webworker" />
/**
 * Background-sync replay of the page's Dexie outbox. The worker opens the page's database in
 * Dexie's dynamic mode (no schema of its own to drift), sends what is due with the item's id as
 * Idempotency-Key, and records the outcome; open pages then see it through their live queries.
 */
import Dexie from 'dexie';
import { afterSend, dueItems, outcomeOf, type OutboxItem } from '../domain/outbox';

export const OUTBOX_SYNC_TAG = 'outbox';
const DB_NAME = 'merapi-toyota';
const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'merapi-demo-key';

async function sendOne(item: OutboxItem): Promise<ReturnType<typeof outcomeOf>> {
  try {
    const res = await fetch(item.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': API_KEY,
        'idempotency-key': item.id,
        ...(item.token ? { authorization: `Bearer ${item.token}` } : {}),
      },
      body: JSON.stringify(item.payload),
    });
    const body = await res.json().catch(() => null);
    return outcomeOf(res.status, body);
  } catch (error) {
    return { kind: 'retry', message: String(error) };
  }
}

/** Sends every due item once, oldest first; throws if any must be retried so the browser syncs again. */
export async function replayOutbox(): Promise<void> {
  const db = new Dexie(DB_NAME);
  await db.open();
  if (!db.tables.some((t) => t.name === 'outbox')) return;
  const table = db.table<OutboxItem, string>('outbox');
  let retry = false;
  for (const item of dueItems(await table.toArray(), Date.now())) {
    // Claim it, unless a page claimed it in the meantime.
    const claimed = await db.transaction('rw', table, async () => {
      const fresh = await table.get(item.id);
      if (!fresh || !dueItems([fresh], Date.now()).length) return null;
      const sending = { ...fresh, status: 'sending' as const, sendingSince: Date.now() };
      await table.put(sending);
      return sending;
    });
    if (!claimed) continue;
    const outcome = await sendOne(claimed);
    if (outcome.kind === 'retry') retry = true;
    await table.put(afterSend(claimed, outcome, Date.now()));
  }
  db.close();
  if (retry) throw new Error('outbox: some submissions will be retried');
}

/**
 * The outbox's operations on its IndexedDB table, one copy for the page and the service worker:
 * claim an item (atomically, so a tab, another tab and the worker never send it twice at once),
 * settle it with the server's answer, and drain what is due with bounded parallelism.
 * The rules themselves are in domain/outbox.ts.
 */
import type { Table } from 'dexie';
import {
  afterSend, DRAIN_CONCURRENCY, isDue, claimed, outcomeOf, SEND_TIMEOUT_MS, sendableLanes,
  type LiveOwners, type OutboxItem, type OutboxRequest, type SendOutcome,
} from '../domain/outbox';
import { endpointUrl, exchange, type Exchange } from './transport';
import { liveOwners } from './outbox-owner';

/** The outbox table, as the page (typed schema) and the worker (dynamic mode) open it. */
export type OutboxTable = Table<OutboxItem, string>;

/** Items waiting or being sent. */
export function unfinishedItems(table: OutboxTable): Promise<OutboxItem[]> {
  return table.where('status').anyOf('queued', 'sending').toArray();
}

/** Claims an item for `owner` if it is due (a void claim counts as due); null when someone else has it. */
export function claimItem(table: OutboxTable, id: string, owner: string, now: number, live: LiveOwners = null): Promise<OutboxItem | null> {
  return table.db.transaction('rw', table, async () => {
    const item = await table.get(id);
    if (!item || !isDue(item, now, live)) return null;
    const mine = claimed(item, owner, now);
    await table.put(mine);
    return mine;
  });
}

/**
 * Records the answer to a claimed item. A cancelled item is not brought back, a final state
 * (delivered, refused) is kept, and a failed try does not undo someone else's newer claim.
 */
export function settleItem(table: OutboxTable, sent: OutboxItem, outcome: SendOutcome, now: number): Promise<OutboxItem | null> {
  return table.db.transaction('rw', table, async () => {
    const current = await table.get(sent.id);
    if (!current || current.status === 'delivered' || current.status === 'refused') return null;
    const takenOver = current.status === 'sending' && current.claimedBy !== sent.claimedBy;
    if (takenOver && outcome.kind === 'retry') return null;
    const next = afterSend(current, outcome, now);
    await table.put(next);
    return next;
  });
}

/**
 * Runs the claims and settles that parallel lanes ask for at about the same time in one
 * transaction: fewer transactions on the one table keep the drain from queueing behind itself.
 * Each caller gets its own result once the shared transaction committed.
 */
export class WriteBatcher {
  private queue: Array<{ run: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  private scheduled = false;

  constructor(private readonly table: OutboxTable) {}

  /** Runs `op` (Dexie calls on the table only) inside the next shared transaction. */
  run<T>(op: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run: op, resolve: resolve as (value: unknown) => void, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setTimeout(() => void this.flush(), 0);
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue.splice(0);
    const results: Array<{ ok: boolean; value: unknown }> = [];
    try {
      await this.table.db.transaction('rw', this.table, async () => {
        for (const op of batch) {
          try {
            results.push({ ok: true, value: await op.run() });
          } catch (error) {
            results.push({ ok: false, value: error });
          }
        }
      });
    } catch (error) {
      for (const op of batch) op.reject(error);
      return;
    }
    batch.forEach((op, i) => (results[i].ok ? op.resolve(results[i].value) : op.reject(results[i].value)));
  }
}

/** The URL of a queued request, built from the endpoint map's path and its params. */
export function requestUrl(request: OutboxRequest): string {
  return endpointUrl(request.endpoint, 'params' in request ? { params: request.params } : {});
}

/** One send of an item: its id as the Idempotency-Key, its token as Bearer (a sales person's as X-Staff-Token), a timeout inside the lease. */
export function sendItem(item: OutboxItem): Promise<Exchange> {
  const headers = item.staffToken ? { 'x-staff-token': item.staffToken } : undefined;
  const { request } = item;
  return exchange({ method: 'POST', url: requestUrl(request), body: request.body, token: item.token, headers, idempotencyKey: item.id, timeoutMs: SEND_TIMEOUT_MS });
}

export interface DrainOptions {
  table: OutboxTable;
  /** The claim owner (its lock must be held: shared/outbox-owner.ts). */
  owner: string;
  /** Sends one item; the transport by default. */
  send?: (item: OutboxItem) => Promise<Exchange>;
  /** Lanes sent at once. */
  concurrency?: number;
  /** Which owners are alive; Web Locks by default. */
  live?: () => Promise<LiveOwners>;
  now?: () => number;
  /** Told when this owner claims an item and when it settles it (the page releases open claims when it goes away). */
  onClaim?: (item: OutboxItem) => void;
  onSettle?: (item: OutboxItem) => void;
}

/** What a drain did. `offline`: a send found no network, so the drain stopped early. */
export interface DrainReport { delivered: number; refused: number; retry: number; offline: boolean }

/**
 * Sends every due item once: up to `concurrency` lanes at a time, each lane (one person's
 * submissions, domain/outbox.ts laneOf) in the order they were made and stopped by a failed try,
 * so nothing overtakes it. The first network failure ends the drain (the connection is down).
 */
export async function drainOutbox(options: DrainOptions): Promise<DrainReport> {
  const { table, owner, send = sendItem, concurrency = DRAIN_CONCURRENCY, now = Date.now } = options;
  const live = await (options.live ?? liveOwners)();
  const lanes = sendableLanes(await unfinishedItems(table), now(), live);
  const report: DrainReport = { delivered: 0, refused: 0, retry: 0, offline: false };
  const writes = new WriteBatcher(table);
  // Each owner starts at another place in the lanes, so two tabs draining at once rarely reach for the same item.
  const start = Math.floor(Math.random() * lanes.length);
  lanes.push(...lanes.splice(0, start));
  let nextLane = 0;

  const sendLane = async (lane: OutboxItem[]) => {
    for (const item of lane) {
      if (report.offline) return;
      const mine = await writes.run(() => claimItem(table, item.id, owner, now(), live));
      // Someone else is sending it: the rest of this lane is theirs to keep in order.
      if (!mine) return;
      options.onClaim?.(mine);
      let answer: Exchange;
      let outcome: SendOutcome;
      try {
        answer = await send(mine);
        outcome = outcomeOf(answer.status, answer.body);
        await writes.run(() => settleItem(table, mine, outcome, now()));
      } finally {
        options.onSettle?.(mine);
      }
      report[outcome.kind] += 1;
      if (answer.status === 0) report.offline = true;
      if (outcome.kind === 'retry') return;
    }
  };
  const worker = async () => {
    while (!report.offline && nextLane < lanes.length) await sendLane(lanes[nextLane++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, lanes.length) }, worker));
  return report;
}

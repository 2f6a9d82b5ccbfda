/**
 * The outbox's records and rules, one copy for the page (which queues, sends and replays) and the
 * service worker (which replays on background sync): names, states, claims and their expiry,
 * release, backoff, which items are due and in what order, and what a server answer means.
 */
import { readFailure } from './api/envelope';
import { legacyRequest, type OutboxRequest } from './outbox-request';

export type { OutboxRequest } from './outbox-request';

import type { OutboxStatus } from './outbox-names';

export {
  OUTBOX_DB_NAME, OUTBOX_TABLE, LEGACY_OUTBOX_TABLE, OUTBOX_TYPED_VERSION, OUTBOX_TABLE_VERSION, OUTBOX_SYNC_TAG, OUTBOX_CHANNEL, OUTBOX_COUNT_KEY,
  UNFINISHED_STATUSES, type OutboxStatus,
} from './outbox-names';

export interface OutboxItem {
  /** uuid; also the Idempotency-Key, so a replay never creates a second record. */
  id: string;
  /** What is sent: an endpoint of the map, its params, its body (domain/outbox-request.ts). */
  request: OutboxRequest;
  /** Which form, for the pending list ('test-drive', 'contact', ...). */
  form: string;
  /** Human label shown in the pending list. */
  label: string;
  /** Where the form lives, to open a refused submission for correcting ('/test-drive'). */
  editPath?: string;
  /** Member token at the time of submitting, sent as Bearer. */
  token?: string | null;
  /** A sales person's staff token when they filled it in for a buyer (showroom assisted mode), sent as X-Staff-Token. */
  staffToken?: string | null;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  /** When the next automatic try may happen (ms epoch). */
  nextAttemptAt: number;
  /** When a 'sending' claim started; a claim older than SENDING_LEASE_MS is retried. */
  sendingSince?: number | null;
  /** Who holds the 'sending' claim (a tab's or the service worker's owner id); a gone owner's claim is retried at once. */
  claimedBy?: string | null;
  /** Field errors of a 422, kept for the user to correct. */
  errors?: Record<string, string[]> | null;
  /** Message of the last failure or refusal. */
  lastError?: string | null;
  /** The server's envelope once delivered. */
  response?: unknown;
  /** Set once the page has told the user about delivery or refusal. */
  notified?: boolean;
}

/** A claim older than this is considered lost and retried, even when its owner cannot be checked. */
export const SENDING_LEASE_MS = 60_000;
/** One send gives up after this (as a network failure), well inside the lease, so a live sender never outlives its claim. */
export const SEND_TIMEOUT_MS = 30_000;
/** Sends at once when replaying: different people's submissions side by side, one person's in order. */
export const DRAIN_CONCURRENCY = 6;
const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Exponential backoff with a cap: 2 s, 4 s, 8 s ... 5 min. */
export function backoffDelay(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * The owners alive at `at` (each holds a lock from before its first claim until it goes away), or
 * null when that cannot be known (no Web Locks): then only the lease decides.
 */
export type LiveOwners = { owners: ReadonlySet<string>; at: number } | null;

/**
 * Whether a 'sending' claim is void: its owner was gone when the owners were last looked at (the
 * page reloaded or closed mid-send), or its lease ran out. A claim made after that look is judged
 * by its lease only, since its owner's lock may not have been seen yet.
 */
export function claimExpired(item: OutboxItem, now: number, live: LiveOwners = null): boolean {
  if (item.status !== 'sending') return false;
  const since = item.sendingSince ?? 0;
  if (live && item.claimedBy && since < live.at && !live.owners.has(item.claimedBy)) return true;
  return since + SENDING_LEASE_MS <= now;
}

/** Whether an item should be sent now: queued past its backoff, or a void claim. */
export function isDue(item: OutboxItem, now: number, live: LiveOwners = null): boolean {
  if (item.status === 'queued') return item.nextAttemptAt <= now;
  return claimExpired(item, now, live);
}

/** Items to send now, oldest first (submissions go in the order they were made). */
export function dueItems(items: OutboxItem[], now: number, live: LiveOwners = null): OutboxItem[] {
  return items.filter((i) => isDue(i, now, live)).sort((a, b) => a.createdAt - b.createdAt);
}

/** The item claimed for sending by `owner`. */
export function claimed(item: OutboxItem, owner: string, now: number): OutboxItem {
  return { ...item, status: 'sending', sendingSince: now, claimedBy: owner };
}

/** A claim given back unsent (the page is going away): due again at once, no attempt counted. */
export function released(item: OutboxItem, now: number): OutboxItem {
  return { ...item, status: 'queued', sendingSince: null, claimedBy: null, nextAttemptAt: now };
}

/**
 * When the next automatic try is due: the earliest backoff end of a queued item or lease end of a
 * claim (so a claim left by a reload is retried even when no event comes); null when none waits.
 */
export function nextWakeAt(items: OutboxItem[]): number | null {
  let next: number | null = null;
  for (const item of items) {
    const at = item.status === 'queued' ? item.nextAttemptAt : item.status === 'sending' ? (item.sendingSince ?? 0) + SENDING_LEASE_MS : null;
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}

/**
 * Whose order an item keeps. One person's submissions go in the order they were made (a guest's
 * first may create the account the next one attaches to); different people's go side by side.
 * A member by token, a guest by e-mail, otherwise one queue per form.
 */
export function laneOf(item: OutboxItem): string {
  if (item.token) return `member:${item.token}`;
  const { email: raw } = item.request.body;
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return email ? `guest:${email}` : `form:${item.form}`;
}

/**
 * The sendable items grouped by lane, each lane oldest first and cut at its first item that may not
 * go now (waiting out a backoff or being sent elsewhere), so nothing overtakes an earlier one.
 * Delivered and refused items do not hold a lane up.
 */
export function sendableLanes(items: OutboxItem[], now: number, live: LiveOwners = null): OutboxItem[][] {
  const lanes = new Map<string, OutboxItem[]>();
  const blocked = new Set<string>();
  const pending = items.filter((i) => i.status === 'queued' || i.status === 'sending').sort((a, b) => a.createdAt - b.createdAt);
  for (const item of pending) {
    const lane = laneOf(item);
    if (blocked.has(lane)) continue;
    if (!isDue(item, now, live)) {
      blocked.add(lane);
      continue;
    }
    lanes.set(lane, [...(lanes.get(lane) ?? []), item]);
  }
  return [...lanes.values()];
}

export type SendOutcome =
  | { kind: 'delivered'; response: unknown }
  | { kind: 'refused'; message: string; errors: Record<string, string[]> | null; response?: unknown }
  | { kind: 'retry'; message: string };

/**
 * Reads an HTTP answer: 2xx delivered; 4xx (but 408/429) refused for the user to see; else retry
 * (0: no answer). A 409 is a conflict (a staff move on a record someone else moved meanwhile): refused,
 * keeping the answer, which carries the record's current state.
 */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', response: body };
  const failure = readFailure(status, body);
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: 'retry', message: failure.message };
  const errors = Object.keys(failure.errors).length ? failure.errors : null;
  return status === 409 ? { kind: 'refused', message: failure.message, errors, response: body } : { kind: 'refused', message: failure.message, errors };
}

/** The item after a send attempt ended with `outcome`. */
export function afterSend(item: OutboxItem, outcome: SendOutcome, now: number): OutboxItem {
  const attempts = item.attempts + 1;
  const done = { attempts, sendingSince: null, claimedBy: null };
  switch (outcome.kind) {
    case 'delivered':
      return { ...item, ...done, status: 'delivered', response: outcome.response, errors: null, lastError: null, notified: false };
    case 'refused':
      return { ...item, ...done, status: 'refused', errors: outcome.errors, lastError: outcome.message, notified: false, ...(outcome.response === undefined ? {} : { response: outcome.response }) };
    case 'retry':
      return { ...item, ...done, status: 'queued', lastError: outcome.message, nextAttemptAt: now + backoffDelay(attempts) };
  }
}

/** A new queued item. */
export function newOutboxItem(fields: Pick<OutboxItem, 'id' | 'request' | 'form' | 'label'> & { token?: string | null; staffToken?: string | null; editPath?: string }, now: number): OutboxItem {
  return { ...fields, status: 'queued', attempts: 0, createdAt: now, nextAttemptAt: now, sendingSince: null, claimedBy: null, errors: null, lastError: null };
}

/** A refused item the user corrected: a new key, since the first body was refused. */
export function resubmitted(item: OutboxItem, request: OutboxRequest, newId: string, now: number): OutboxItem {
  return { ...item, id: newId, request, status: 'queued', attempts: 0, nextAttemptAt: now, errors: null, lastError: null, notified: false, sendingSince: null, claimedBy: null };
}

/** An item as stored before OUTBOX_TYPED_VERSION: the URL with its base and the body as `payload`. */
export type LegacyOutboxItem = Omit<OutboxItem, 'request'> & { endpoint: string; payload: Record<string, unknown> };

/** An older item with its typed request (the database's upgrade); null when its URL is none of the outbox's endpoints. */
export function upgradedItem({ endpoint, payload, ...rest }: LegacyOutboxItem): OutboxItem | null {
  const request = legacyRequest(endpoint, payload);
  return request ? { ...rest, request } : null;
}

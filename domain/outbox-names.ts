/**
 * The outbox's names (its database, tables, versions, channel, stored count), apart from its rules
 * (outbox.ts, which re-exports them): the page's first load needs a name or two (src/data/keyval.ts,
 * src/app/pwa/pending-count.ts), not the claims, lanes and backoff that only the outbox's code runs.
 */

/** The page's IndexedDB database, which holds the outbox (the service worker opens it too). */
export const OUTBOX_DB_NAME = 'merapi-toyota';
/**
 * The outbox's table in that database. Not 'outbox': a service worker of an earlier release, still
 * controlling the page right after an update, reads that table and sends each item to its `endpoint`
 * URL string with its `payload`. Items with a typed request live under a name it never opens, so it
 * finds nothing to send (docs/back-office.md, "Outbox format").
 */
export const OUTBOX_TABLE = 'outbox_requests';
/** The table versions 2 to 4 kept the items in (URL strings until version 4); only the upgrades read it. */
export const LEGACY_OUTBOX_TABLE = 'outbox';
/** The database version from which items carry a typed `request` (older ones are converted by its upgrade). */
export const OUTBOX_TYPED_VERSION = 4;
/** The database version that moved the items to OUTBOX_TABLE and dropped LEGACY_OUTBOX_TABLE. */
export const OUTBOX_TABLE_VERSION = 5;
/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** The BroadcastChannel on which a page's tabs tell each other of the outbox (claims given back). */
export const OUTBOX_CHANNEL = 'merapi-outbox';
/** localStorage key of the last pending counts, written by every tab that follows the outbox. */
export const OUTBOX_COUNT_KEY = 'merapi-outbox-pending';

/** A submission's state (outbox.ts says what moves it from one to the next). */
export type OutboxStatus = 'queued' | 'sending' | 'delivered' | 'refused';
/**
 * Not yet done with: waiting, being sent, or refused and waiting for its correction. What the pending
 * lists show and what makes a page start the outbox's machinery (src/data/outbox-peek.ts).
 */
export const UNFINISHED_STATUSES: readonly OutboxStatus[] = ['queued', 'sending', 'refused'];

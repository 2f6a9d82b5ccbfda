/**
 * The page's IndexedDB schema (Dexie), in one place for the two runtimes that open it with a schema:
 * the page (src/data/database.ts) and the mirror worker (workers/mirror.worker.ts), which stores the
 * answers a server-rendered page was drawn with so the page's own thread never loads Dexie for that
 * (docs/rendering.md). Version 1 holds the read-through mirror of API answers; later versions add the
 * outbox and member-scoped tables with a new `this.version(n).stores({...})` (never edit an existing
 * version's schema). The service worker opens the same database in Dexie's dynamic mode.
 */
import { Dexie, type Table } from './dexie';
import type { MirrorRow } from './mirror-rows';
import {
  LEGACY_OUTBOX_TABLE, OUTBOX_DB_NAME, OUTBOX_TABLE, OUTBOX_TABLE_VERSION, OUTBOX_TYPED_VERSION, upgradedItem, type LegacyOutboxItem, type OutboxItem,
} from '../domain/outbox';

/** The typed database: the page's one instance (src/data/database.ts) and the mirror worker's (workers/mirror.worker.ts). */
export class MerapiDb extends Dexie {
  responses!: Table<MirrorRow, string>;
  /** Form submissions waiting to be sent, sent, or refused (domain/outbox.ts): the table OUTBOX_TABLE. */
  readonly outbox: Table<OutboxItem, string>;
  /** Small values by key (member, staff and showroom sessions, the order draft): src/data/keyval.ts. */
  keyval!: Table<unknown, string>;

  constructor(name: string = OUTBOX_DB_NAME) {
    super(name);
    this.version(1).stores({
      responses: 'key, fetchedAt',
    });
    this.version(2).stores({
      outbox: 'id, status, createdAt',
    });
    // Waiting items by when they are due: the connection's return wakes only those in a backoff.
    this.version(3).stores({
      outbox: 'id, status, createdAt, [status+nextAttemptAt]',
    });
    // Version 4: a key-value table for what the page keeps outside the mirror (sessions, the order draft:
    // src/data/keyval.ts); and items carry a typed request instead of a URL string, the ones already
    // queued converted so they are still sent.
    this.version(OUTBOX_TYPED_VERSION).stores({ keyval: '' }).upgrade(async (tx) => {
      const outbox = tx.table<OutboxItem | LegacyOutboxItem, string>(LEGACY_OUTBOX_TABLE);
      for (const item of await outbox.toArray()) {
        if ('request' in item) continue;
        const upgraded = upgradedItem(item);
        if (upgraded) await outbox.put(upgraded);
        // Not one of the outbox's endpoints (no screen queued one): it could never be sent.
        else await outbox.delete(item.id);
      }
    });
    // Version 5: the typed items move to a table of another name and the old one goes, so a service
    // worker of an earlier release (which reads 'outbox' as URL strings) finds nothing it could
    // misread and send (domain/outbox.ts OUTBOX_TABLE).
    this.version(OUTBOX_TABLE_VERSION).stores({
      [LEGACY_OUTBOX_TABLE]: null, [OUTBOX_TABLE]: 'id, status, createdAt, [status+nextAttemptAt]',
    }).upgrade(async (tx) => {
      await tx.table(OUTBOX_TABLE).bulkPut(await tx.table<OutboxItem, string>(LEGACY_OUTBOX_TABLE).toArray());
    });
    this.outbox = this.table(OUTBOX_TABLE);
  }
}

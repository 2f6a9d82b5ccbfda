/**
 * The staff writes still in the outbox, live, and their settling: whenever the outbox has tried one
 * and not delivered it (a 409 it retries, a refusal it keeps), the server is asked once per attempt.
 */
import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxItem } from '../../../domain/outbox';
import { db } from '../../data/database';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { settleWrite, type Toast } from './settle-write';
import { isStaffWrite, needsSettling, writeTargetOf, type WriteTarget } from './staff-writes';

/** Staff writes not delivered yet, oldest first ([] until IndexedDB answers). */
export function usePendingWrites(): OutboxItem[] {
  return useLiveQuery(async () => {
    try {
      return (await db.outbox.filter((i) => i.status !== 'delivered' && isStaffWrite(i)).toArray()).sort((a, b) => a.createdAt - b.createdAt);
    } catch {
      return [];
    }
  }, [], []);
}

/** The pending writes of one record. */
export function pendingFor(items: readonly OutboxItem[], target: WriteTarget): OutboxItem[] {
  return items.filter((i) => {
    const t = writeTargetOf(i.request);
    return t?.kind === target.kind && t.id === target.id;
  });
}

/** Settles what the outbox tried and could not deliver, once per attempt, while online. */
export function useSettlePendingWrites(items: readonly OutboxItem[], toast: Toast, token: string | null): void {
  const asked = useRef(new Set<string>());
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  });
  useEffect(() => {
    if (!navigator.onLine) return;
    for (const item of items) {
      // A new attempt, a new status or a new sign-in is worth asking again.
      const mark = `${item.id}:${item.attempts}:${item.status}:${item.token === token}`;
      if (!needsSettling(item) || asked.current.has(mark)) continue;
      asked.current.add(mark);
      void settleWrite(item, (kind, text) => toastRef.current(kind, text));
    }
  }, [items, token]);
}

/**
 * Calls `refetch` when a record's pending writes drop (delivered by the outbox's replay), forgetting
 * the just-fetched answers so the record is read afresh.
 */
export function useRefetchWhenDelivered(pendingCount: number, refetch: () => void): void {
  const previous = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount < previous.current) {
      forgetRecentAnswers();
      refetch();
    }
    previous.current = pendingCount;
  }, [pendingCount, refetch]);
}

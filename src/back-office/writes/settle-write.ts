/**
 * What became of a staff write the outbox could not deliver: the same request again with the same
 * Idempotency-Key answers it. Applied -> the record as it left it; 409 -> the record's current state
 * and the conflict shown on it; refused -> the reason; no answer -> it waits in the outbox.
 */
import type { QueueRecord } from '../../../domain/api';
import type { OutboxItem } from '../../../domain/outbox';
import { isStaffWriteRequest } from '../../../domain/outbox-request';
import { ApiError } from '../../data/api-client';
import { db } from '../../data/database';
import { cancelSubmission } from '../../data/outbox';
import { replayStaffWrite } from '../data/staff-api';
import { staffSession } from '../session/staff-session-store';
import { recordArrived } from '../session/staff-reads';
import { conflictText, refusedText, staffNotices } from './staff-notices';
import type { WriteTarget } from './staff-writes';

/** The verdict: delivered, conflict (409), refused, expired (the token it carries ended), or still pending. */
export type Settlement = 'delivered' | 'conflict' | 'refused' | 'expired' | 'pending';

/** How the staff screens tell the user. */
export type Toast = (kind: 'success' | 'error' | 'info', text: string) => void;

/** No answer yet, or one worth trying again later. */
const transient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Takes a settled item out of the outbox, unless a sender holds it this instant (it settles again then). */
async function leaveOutbox(id: string): Promise<void> {
  const item = await db.outbox.get(id);
  if (item && item.status !== 'sending') await cancelSubmission(id);
}

/** Shows a 409: the record as it is now, and who-moved-it-first on it. */
export async function showConflict(target: WriteTarget, current: QueueRecord | undefined, toast: Toast): Promise<void> {
  if (current) await recordArrived(target.kind, target.id, current);
  const text = conflictText(current?.status_label ?? 'tidak diketahui');
  staffNotices.set(target, { kind: 'conflict', text });
  toast('error', text);
}

/** Asks the server what became of `item` and acts on the answer. */
export async function settleWrite(item: OutboxItem, toast: Toast): Promise<Settlement> {
  const { request } = item;
  if (!isStaffWriteRequest(request)) return 'pending';
  const target = request.params;
  try {
    const record = await replayStaffWrite(request, item.id, item.token ?? null);
    await leaveOutbox(item.id);
    await recordArrived(target.kind, target.id, record);
    staffNotices.dismiss(target);
    toast('success', `${item.label} sudah terkirim.`);
    return 'delivered';
  } catch (error) {
    if (!(error instanceof ApiError) || transient(error.status)) return 'pending';
    if (error.status === 401) {
      // Its token ended: the session too when it is this one; the write waits to be sent again after sign-in.
      const session = staffSession();
      if (item.token && item.token === session.token) await session.expire();
      return 'expired';
    }
    await leaveOutbox(item.id);
    if (error.status === 409) {
      await showConflict(target, (error.body as { data?: QueueRecord } | null)?.data, toast);
      return 'conflict';
    }
    const text = refusedText(item.label, Object.values(error.errors).flat()[0] ?? error.message);
    staffNotices.set(target, { kind: 'refused', text });
    toast('error', text);
    return 'refused';
  }
}

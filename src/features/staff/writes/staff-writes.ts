/** Staff writes in the outbox: how one is addressed and named, and which outbox items are staff writes. */
import type { OutboxItem } from '../../../../domain/outbox';
import { QUEUE_KINDS, type QueueKind } from '../../../../domain/staff/roles';

/** What a staff write does to a record. */
export type StaffAction = 'status' | 'note' | 'message' | 'assign' | 'payment' | 'progress';

/** The record a write is for. */
export interface WriteTarget { kind: QueueKind; id: number }

/** Every staff write's outbox `form` starts with this, so visitors' forms never mix with them. */
export const STAFF_FORM_PREFIX = 'staff-';

/** The endpoint of a write: `/api/staff/queue/{kind}/{id}/{action}`. */
export const writeEndpoint = ({ kind, id }: WriteTarget, action: StaffAction): string => `/api/staff/queue/${kind}/${id}/${action}`;

/** The record and action of a staff write's endpoint, or null for any other endpoint. */
export function writeTargetOf(endpoint: string): (WriteTarget & { action: StaffAction }) | null {
  const m = /^\/api\/staff\/queue\/([a-z]+)\/(\d+)\/(status|note|message|assign|payment|progress)$/.exec(endpoint);
  if (!m || !(QUEUE_KINDS as readonly string[]).includes(m[1])) return null;
  return { kind: m[1] as QueueKind, id: Number(m[2]), action: m[3] as StaffAction };
}

/** Whether an outbox item is a staff write. */
export const isStaffWrite = (item: Pick<OutboxItem, 'form' | 'endpoint'>): boolean =>
  item.form.startsWith(STAFF_FORM_PREFIX) && writeTargetOf(item.endpoint) !== null;

/**
 * Whether the outbox has tried an item and not delivered it, so the staff side asks the server what
 * became of it (a 409 is retried by the outbox, a refusal waits there): the same key again answers.
 */
export const needsSettling = (item: Pick<OutboxItem, 'status' | 'attempts'>): boolean =>
  item.status === 'refused' || (item.status === 'queued' && item.attempts > 0);

/** Staff writes in the outbox: how one is addressed and named, and which outbox items are staff writes. */
import type { OutboxItem } from '../../../domain/outbox';
import {
  isStaffWriteRequest, staffActionOf, staffWritePath, type OutboxRequest, type StaffAction, type StaffWriteRequest,
} from '../../../domain/outbox-request';
import type { QueueKind } from '../../../domain/staff/roles';

export type { StaffAction };

/** The record a write is for. */
export interface WriteTarget { kind: QueueKind; id: number }

/** Every staff write's outbox `form` starts with this, so visitors' forms never mix with them. */
export const STAFF_FORM_PREFIX = 'staff-';

/** The request of a write: `staff/queue/:kind/:id/{action}` of the endpoint map, the record as its params. */
export const writeRequest = ({ kind, id }: WriteTarget, action: StaffAction, body: Record<string, unknown>): StaffWriteRequest =>
  ({ endpoint: staffWritePath(action), params: { kind, id }, body });

/** The record and action of a staff write's request, or null for any other request. */
export function writeTargetOf(request: OutboxRequest): (WriteTarget & { action: StaffAction }) | null {
  if (!isStaffWriteRequest(request)) return null;
  return { kind: request.params.kind, id: request.params.id, action: staffActionOf(request) };
}

/** Whether an outbox item is a staff write. */
export const isStaffWrite = (item: Pick<OutboxItem, 'form' | 'request'>): boolean =>
  item.form.startsWith(STAFF_FORM_PREFIX) && isStaffWriteRequest(item.request);

/**
 * Whether the outbox has tried an item and not delivered it, so the staff side asks the server what
 * became of it (a 409 is retried by the outbox, a refusal waits there): the same key again answers.
 */
export const needsSettling = (item: Pick<OutboxItem, 'status' | 'attempts'>): boolean =>
  item.status === 'refused' || (item.status === 'queued' && item.attempts > 0);

/** How a workflow status looks on the staff screens: waiting for the dealer, under way, done, or closed without success. */
import { initialStatus, WORKFLOWS } from '../../../domain/staff/workflows';
import type { QueueKind } from '../../../domain/staff/roles';
import type { StatusTone } from '../../ui/status-pill';

/** Final codes that mean success; the other final codes close a record without it. */
const SUCCESS = new Set(['done', 'accepted', 'won', 'verified', 'delivered']);

/** The pill tone of `code` in the workflow of `kind`. */
export function statusTone(kind: QueueKind, code: string): StatusTone {
  if (code === initialStatus(kind)) return 'waiting';
  if (WORKFLOWS[kind][code]?.final) return SUCCESS.has(code) ? 'done' : 'closed';
  return 'active';
}

/**
 * A staff form's submit (move, note, message, assignment) on the form kernel: through the outbox with
 * the staff token and an Idempotency-Key, so a tablet in a Wi-Fi gap keeps it and sends it later with
 * the `version` it was made on. Delivered -> the record as the server left it; offline -> kept;
 * refused -> the fields' messages, the 409 conflict with the current state, or a new sign-in.
 */
import type { QueueRecord } from '../../../domain/api';
import { paths } from '../../lib/paths';
import { SERVER_ERROR_TEXT } from '../../data/api-client';
import { db } from '../../data/database';
import { fetchRecord } from '../data/staff-api';
import type { SubmitResult } from '../../data/outbox';
import type { FormStore, Values } from '../../stores/form/form-store';
import { sendThroughOutbox } from '../../stores/form/submit-flow';
import { staffSession } from '../session/staff-session-store';
import { recordArrived } from '../session/staff-reads';
import { settleWrite, showConflict, type Toast } from './settle-write';
import { staffNotices } from './staff-notices';
import { STAFF_FORM_PREFIX, writeRequest, type StaffAction, type WriteTarget } from './staff-writes';

/** The outcome texts of staff writes. */
export const STAFF_WRITE_TEXTS = {
  queued: 'Tersimpan di perangkat ini; dikirim otomatis saat online.',
  saved: 'Tersimpan',
} as const;

/** One write: its record, what it does, how the pending list names it, and its body. */
export interface StaffWriteRequest extends WriteTarget { action: StaffAction; label: string; payload: Values }

/** What became of it, for the dialog that sent it (closed unless 'refused' or 'invalid'). */
export type StaffWriteOutcome = 'delivered' | 'queued' | 'conflict' | 'refused' | 'invalid' | 'expired' | 'failed';

/** Sends `form`'s write and handles the answer. */
export async function sendStaffWrite(form: FormStore, request: StaffWriteRequest, toast: Toast): Promise<StaffWriteOutcome> {
  const result = await sendThroughOutbox(form, {
    request: writeRequest(request, request.action, request.payload), form: `${STAFF_FORM_PREFIX}${request.action}`, label: request.label,
    token: staffSession().token, editPath: paths.staffRecord.getHref(request.kind, request.id),
  });
  switch (result.state) {
    case 'skipped':
      form.touchAll();
      return 'invalid';
    case 'failed':
      toast('error', SERVER_ERROR_TEXT);
      return 'failed';
    case 'delivered':
      await recordArrived(request.kind, request.id, result.data as QueueRecord);
      staffNotices.dismiss(request);
      toast('success', result.message || STAFF_WRITE_TEXTS.saved);
      return 'delivered';
    case 'queued':
      return queued(result.id, toast);
    case 'refused':
      return refused(form, request, result, toast);
  }
}

/** Kept in the outbox: offline it waits; online the server did answer something, so ask what. */
async function queued(id: string, toast: Toast): Promise<StaffWriteOutcome> {
  const item = navigator.onLine ? await db.outbox.get(id) : undefined;
  const settled = item && item.attempts > 0 ? await settleWrite(item, toast) : 'pending';
  if (settled !== 'pending') return settled;
  toast('info', STAFF_WRITE_TEXTS.queued);
  return 'queued';
}

async function refused(form: FormStore, target: WriteTarget, result: Extract<SubmitResult, { state: 'refused' }>, toast: Toast): Promise<StaffWriteOutcome> {
  if (result.status === 401) {
    await staffSession().expire();
    return 'expired';
  }
  if (result.status === 409) {
    // The conflict answer carries the record as it is now; read it again only if it does not.
    const token = staffSession().token;
    const carried = (result.response as { data?: QueueRecord } | undefined)?.data;
    const current = carried ?? (token ? await fetchRecord(token, target.kind, target.id).catch(() => undefined) : undefined);
    await showConflict(target, current, toast);
    return 'conflict';
  }
  const fieldErrors = result.errors && Object.keys(result.errors).length ? result.errors : null;
  if (fieldErrors) form.setServerErrors(fieldErrors);
  else form.setMessage(result.message || SERVER_ERROR_TEXT);
  return 'refused';
}

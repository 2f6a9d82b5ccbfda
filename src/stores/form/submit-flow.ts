/**
 * What every form does on submit: the submission goes through the outbox; delivered -> the guest's
 * new session, the success dialog, the destination; queued -> told it will be sent, the same
 * destination; refused -> the server's field errors (422), an expired session (401) or its alert.
 */
import { runInAction } from 'mobx';
import type { SubmissionResult } from '../../../domain/api';
import type { FormEndpoint } from '../../../domain/outbox-request';
import { slotRequestText } from '../../../domain/slots';
import { SERVER_ERROR_TEXT } from '../../data/api-client';
import { resubmitForm, submitForm, type SubmitRequest, type SubmitResult } from '../../data/outbox';
import type { SessionStore } from '../session-store';
import { showroom } from '../showroom/showroom-store';
import type { UiStore } from '../ui-store';
import type { FormStore, Values } from './form-store';

/** The spec's texts of the outcomes that are not a form's own success message. */
export const SUBMIT_TEXTS = {
  queuedTitle: 'Tersimpan di perangkat ini',
  queuedText: 'Koneksi terputus. Pengajuan Anda tersimpan dan akan dikirim otomatis saat online.',
  checkForm: 'Periksa Kembali Semua Form',
  expired: 'Sesi Anda telah Expired',
  failedTitle: 'Gagal Mengirim',
} as const;

/** One form's submission: where it goes, how the pending list names it, where the user goes after. */
export interface SubmitPlan {
  /** The form's endpoint of the map (its body is the form's payload). */
  endpoint: FormEndpoint;
  form: string;
  label: string;
  editPath: string;
  successText: string;
  destination: { href: string; dashboardTab?: number };
  /** A refused submission opened from the pending list, sent again corrected. */
  outboxId?: string | null;
  /** Replaces the form's payload (e.g. with extra fields). */
  payload?: Values;
  /** Replaces the general 'sent when online' text. */
  queuedText?: string;
  /** Runs once the submission is delivered or queued, before the dialog (e.g. forget the order it confirms). */
  onAccepted?: (state: 'delivered' | 'queued') => void;
}

/** The stores and navigation the flow acts on. */
export interface SubmitDeps {
  ui: UiStore;
  session: SessionStore;
  navigate: (href: string) => void;
}

/** The outcome, or 'skipped' when the form was invalid or already saving. */
export type SubmitOutcome = SubmitResult['state'] | 'skipped' | 'failed';

/** What sending a form gave: the outbox's answer, 'skipped' (invalid or already saving) or 'failed' (not even queued). */
export type SendAttempt = SubmitResult | { state: 'skipped' } | { state: 'failed' };

/**
 * The sending core every form shares (the member flow below, the staff screens): one save at a
 * time, the submission into the outbox (a corrected refused one replacing its item), the saving
 * flag ended; what the answer means is the caller's.
 */
export async function sendThroughOutbox(form: FormStore, request: SubmitRequest & { outboxId?: string | null }): Promise<SendAttempt> {
  if (!form.beginSave()) return { state: 'skipped' };
  try {
    return request.outboxId
      ? await resubmitForm(request.outboxId, request.request, request.token)
      : await submitForm({ request: request.request, form: request.form, label: request.label, token: request.token, staffToken: request.staffToken, editPath: request.editPath });
  } catch (error) {
    console.warn('[forms] could not queue the submission', error);
    return { state: 'failed' };
  } finally {
    runInAction(() => form.endSave());
  }
}

/**
 * Submits `form` through the outbox and handles the answer as the spec says. On a showroom tablet
 * in assisted mode the sales person's staff token goes instead of the member's, and a 401 is the
 * sales session's end, which leaves the member session alone.
 */
export async function submitThroughOutbox(form: FormStore, plan: SubmitPlan, deps: SubmitDeps): Promise<SubmitOutcome> {
  const staffToken = showroom().assistToken;
  const result = await sendThroughOutbox(form, {
    request: { endpoint: plan.endpoint, body: plan.payload ?? form.payload }, form: plan.form, label: plan.label,
    token: staffToken ? null : deps.session.token, staffToken, editPath: plan.editPath, outboxId: plan.outboxId,
  });
  if (result.state === 'skipped') return 'skipped';
  if (result.state === 'failed') {
    await deps.ui.showDialog({ title: SUBMIT_TEXTS.failedTitle, text: SERVER_ERROR_TEXT, kind: 'error' });
    return 'failed';
  }
  if (result.state !== 'refused') plan.onAccepted?.(result.state);
  if (result.state === 'delivered') await delivered(form, plan, deps, result.data as SubmissionResult | undefined);
  else if (result.state === 'queued') await queued(form, plan, deps);
  else await refused(form, deps, result);
  return result.state;
}

async function delivered(form: FormStore, plan: SubmitPlan, deps: SubmitDeps, data: SubmissionResult | undefined) {
  form.clearErrors();
  if (data?.login && !deps.session.isLoggedIn) await deps.session.setLogin(data.login);
  const full = slotRequestText(data?.slot);
  const text = data?.booking_id ? `Nomor pengajuan Anda: ${data.booking_id}${full ? `. ${full}` : ''}` : undefined;
  await deps.ui.showDialog({ title: plan.successText, text, kind: 'success' });
  leave(form, plan, deps);
}

async function queued(form: FormStore, plan: SubmitPlan, deps: SubmitDeps) {
  await deps.ui.showDialog({ title: SUBMIT_TEXTS.queuedTitle, text: plan.queuedText ?? SUBMIT_TEXTS.queuedText, kind: 'info' });
  leave(form, plan, deps);
}

async function refused(form: FormStore, deps: SubmitDeps, result: Extract<SubmitResult, { state: 'refused' }>) {
  if (result.status === 401 && showroom().assistToken) {
    await deps.ui.showDialog({ title: SUBMIT_TEXTS.failedTitle, text: result.message || SUBMIT_TEXTS.expired, kind: 'error' });
  } else if (result.status === 401) {
    await deps.session.clear();
    form.lock({});
    deps.ui.showToast('error', SUBMIT_TEXTS.expired);
  } else if (result.status === 422) {
    form.setServerErrors(result.errors);
    deps.ui.showToast('error', SUBMIT_TEXTS.checkForm);
  } else {
    await deps.ui.showDialog({ title: SUBMIT_TEXTS.failedTitle, text: result.message || SERVER_ERROR_TEXT, kind: 'error' });
  }
}

function leave(form: FormStore, plan: SubmitPlan, deps: SubmitDeps) {
  form.reset();
  // A buyer served on a showroom tablet has no session here: back to the start, not to a member page.
  if (showroom().assistToken) return deps.navigate('/');
  if (plan.destination.dashboardTab) deps.ui.setDashboardTab(plan.destination.dashboardTab);
  deps.navigate(plan.destination.href);
}

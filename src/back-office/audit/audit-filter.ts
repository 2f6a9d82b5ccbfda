/** The audit log's filter, in the address like a queue's: who, what, which record, when, and the page. */
import * as v from 'valibot';
import { AUDIT_ACTIONS } from '../../../domain/staff/audit';
import { maxLength, oneOf } from '../../../domain/forms/rules';
import { field, form, trim } from '../../../domain/forms/validate';
import { QUEUE_KIND_LABELS, QUEUE_KINDS } from '../../../domain/staff/roles';
import { toQuery } from '../../lib/paths';
import type { Values } from '../../stores/form/form-store';
import { pageFromParam } from '../../ui/pagination-model';
import { ALL, optionalDay, rangeErrors, unknownChoice } from '../queue/queue-filter';

/** The API's audit filter (docs/back-office.md). */
export interface AuditFilter { staff_id?: number; action?: string; kind?: string; record_id?: string; from?: string; to?: string; page?: number }

/** What an audit row is about: the queues, staff accounts, the audit log itself. */
export const AUDIT_KINDS: Record<string, string> = { ...QUEUE_KIND_LABELS, staff: 'Akun staf', audit: 'Audit log', garage: 'Mobil garasi', campaign: 'Kampanye servis' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_ID_MAX = 64;

/** The filter in `params`, keeping only what the API accepts. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const staffId = Number(params.get('staff_id'));
  const action = params.get('action') ?? '';
  const kind = params.get('kind') ?? '';
  const recordId = (params.get('record_id') ?? '').trim().slice(0, RECORD_ID_MAX);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = pageFromParam(params.get('page'));
  return {
    staff_id: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
    action: action in AUDIT_ACTIONS ? action : undefined,
    kind: kind in AUDIT_KINDS ? kind : undefined,
    record_id: recordId || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) && !(DAY.test(from) && to < from) ? to : undefined,
    page: page > 1 ? page : undefined,
  };
}

/** The filter as a query string in a fixed order; `withPage` false for the export. */
export function auditQuery(f: AuditFilter, withPage = true): string {
  return toQuery({ staff_id: f.staff_id, action: f.action, kind: f.kind, record_id: f.record_id, from: f.from, to: f.to, page: withPage ? f.page : undefined });
}

/** The filter form's fields. */
const ACTIONS = [ALL, ...Object.keys(AUDIT_ACTIONS)];
const KINDS = [ALL, ...QUEUE_KINDS, 'staff', 'audit'];
export const AuditFilterDto = form({
  staff_id: v.optional(v.unknown(), ALL),
  action: v.optional(field(v.pipe(v.unknown(), oneOf(ACTIONS, unknownChoice(ACTIONS)))), ALL),
  kind: v.optional(field(v.pipe(v.unknown(), oneOf(KINDS, unknownChoice(KINDS)))), ALL),
  record_id: v.optional(field(v.pipe(v.unknown(), trim, maxLength(RECORD_ID_MAX, `*Maksimal ${RECORD_ID_MAX} karakter!.`))), ''),
  from: optionalDay('Tanggal tidak valid'),
  to: optionalDay('Tanggal tidak valid'),
});

export { rangeErrors };

/** The form's values for a filter. */
export const auditFormValues = (f: AuditFilter): Values => ({
  staff_id: f.staff_id ? String(f.staff_id) : ALL, action: f.action ?? ALL, kind: f.kind ?? ALL, record_id: f.record_id ?? '', from: f.from ?? '', to: f.to ?? '',
});

/** The filter a submitted form asks for (back to page 1). */
export function auditFilterFromForm(v: Values): AuditFilter {
  const text = (field: string) => String(v[field] ?? '').trim();
  const pick = (field: string) => (text(field) && text(field) !== ALL ? text(field) : undefined);
  return {
    staff_id: pick('staff_id') ? Number(pick('staff_id')) : undefined, action: pick('action'), kind: pick('kind'),
    record_id: pick('record_id'), from: pick('from'), to: pick('to'),
  };
}

/** An audit row's detail as plain text ('role: sales · rows: 12'); nested values as JSON. */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/**
 * A queue's filter lives in the address (`/staff/queue/testdrive?status=new&sort=oldest`), so back,
 * forward, a shared link and the mirror key agree. Values the API would refuse are dropped here.
 */
import * as v from 'valibot';
import { STAFF_MESSAGES } from '../../../domain/staff/dto';
import { QUEUE_SEARCH_MAX, type QueueKind } from '../../../domain/staff/roles';
import {
  acceptedQueueFilter, FILTER_MESSAGES, isQueueAssigned, isRangeReversed, QUEUE_SORTS, type QueueFilter, type QueueQuery,
} from '../../../domain/staff/queue-filter';
import { maxLength, oneOf, rule } from '../../../domain/forms/rules';
import { isCalendarDay } from '../../../domain/money';
import { field, form, trim, type FieldErrors } from '../../../domain/forms/validate';
import { toQuery } from '../../lib/paths';
import type { Values } from '../../stores/form/form-store';
import { pageFromParam } from '../../ui/pagination-model';

/** The filter and page in `params`, keeping only what the API accepts for `kind`. */
export function parseQueueFilter(kind: QueueKind, params: URLSearchParams): QueueQuery {
  const page = pageFromParam(params.get('page'));
  return { ...acceptedQueueFilter(kind, params), page: page > 1 ? page : undefined };
}

/** The filter as a query string in a fixed order ('' for none); `withPage` false leaves the page out (CSV export). */
export function queueQuery(filter: QueueQuery, withPage = true): string {
  const { status, branch_id, assigned, q, from, to, sort, page } = filter;
  return toQuery({ status, branch_id, assigned, q, from, to, sort, page: withPage ? page : undefined });
}

/** Whether any filter but the page and the order is set. */
export const isFiltered = (f: QueueFilter): boolean => Boolean(f.status || f.branch_id || f.assigned || f.q || f.from || f.to);

/** Select value meaning "no filter" (a select's empty value is its placeholder). */
export const ALL = 'all';

/** The filter form's fields (search, branch, assigned person, date range, order); the status is picked by its chips. */
/** A select offered no such option (only a hand-edited address gets here); developer-facing. */
export const unknownChoice = (values: readonly string[]) => `must be one of the following values: ${values.join(', ')}`;

/** A day, or '' for none. */
export const optionalDay = (message: string) => v.optional(field(v.pipe(v.unknown(), rule((x) => x === '' || isCalendarDay(x), message))), '');

export const QueueFilterDto = form({
  q: v.optional(field(v.pipe(v.unknown(), trim, maxLength(QUEUE_SEARCH_MAX, STAFF_MESSAGES.tooLong(QUEUE_SEARCH_MAX)))), ''),
  branch_id: v.optional(v.unknown(), ALL),
  assigned: v.optional(v.unknown(), ALL),
  from: optionalDay(FILTER_MESSAGES.day),
  to: optionalDay(FILTER_MESSAGES.day),
  sort: v.optional(field(v.pipe(v.unknown(), oneOf(QUEUE_SORTS, unknownChoice(QUEUE_SORTS)))), 'newest'),
});

/** The server's range rule, said before asking it. */
export function rangeErrors(input: Values): FieldErrors {
  return isRangeReversed(String(input.from ?? ''), String(input.to ?? '')) ? { to: [FILTER_MESSAGES.range] } : {};
}

/** The form's values for a filter. */
export function formValues(f: QueueQuery): Values {
  return { q: f.q ?? '', branch_id: f.branch_id ? String(f.branch_id) : ALL, assigned: f.assigned ?? ALL, from: f.from ?? '', to: f.to ?? '', sort: f.sort ?? 'newest' };
}

/** The filter a submitted form asks for (the status kept, back to page 1). */
export function filterFromForm(values: Values, status: string | undefined): QueueFilter {
  const text = (field: string) => String(values[field] ?? '').trim();
  return {
    status,
    branch_id: text('branch_id') !== ALL && Number(text('branch_id')) > 0 ? Number(text('branch_id')) : undefined,
    assigned: text('assigned') !== ALL && isQueueAssigned(text('assigned')) ? text('assigned') : undefined,
    q: text('q') || undefined,
    from: text('from') || undefined,
    to: text('to') || undefined,
    sort: text('sort') === 'oldest' ? 'oldest' : undefined,
  };
}

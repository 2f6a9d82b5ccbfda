/**
 * A queue's filter lives in the address (`/staff/queue/testdrive?status=new&sort=oldest`), so back,
 * forward, a shared link and the mirror key agree. Values the API would refuse are dropped here.
 */
import { IsIn, MaxLength, ValidateIf } from 'class-validator';
import { STAFF_MESSAGES } from '../../../../domain/staff/dto';
import { QUEUE_SEARCH_MAX, type QueueKind } from '../../../../domain/staff/roles';
import { statusCodes } from '../../../../domain/staff/workflows';
import { IsDay } from '../../../../domain/forms/rules';
import { Trim, type FieldErrors } from '../../../../domain/forms/validate';
import { toQuery } from '../../../lib/paths';
import type { Values } from '../../../stores/form/form-store';
import { pageFromParam } from '../../../ui/pagination-model';

/** The API's filter of a queue (docs/back-office.md). */
export interface QueueFilter {
  status?: string;
  branch_id?: number;
  /** 'me', 'none' or a staff id. */
  assigned?: string;
  q?: string;
  from?: string;
  to?: string;
  sort?: 'newest' | 'oldest';
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ASSIGNED = /^(me|none|[1-9][0-9]{0,8})$/;

/** The filter in `params`, keeping only what the API accepts for `kind`. */
export function parseQueueFilter(kind: QueueKind, params: URLSearchParams): QueueFilter {
  const status = params.get('status') ?? '';
  const branch = Number(params.get('branch_id'));
  const assigned = params.get('assigned') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, QUEUE_SEARCH_MAX);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = pageFromParam(params.get('page'));
  return {
    status: statusCodes(kind).includes(status) ? status : undefined,
    branch_id: Number.isInteger(branch) && branch > 0 ? branch : undefined,
    assigned: ASSIGNED.test(assigned) ? assigned : undefined,
    q: q || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) && !(DAY.test(from) && to < from) ? to : undefined,
    sort: params.get('sort') === 'oldest' ? 'oldest' : undefined,
    page: page > 1 ? page : undefined,
  };
}

/** The filter as a query string in a fixed order ('' for none); `withPage` false leaves the page out (CSV export). */
export function queueQuery(filter: QueueFilter, withPage = true): string {
  const { status, branch_id, assigned, q, from, to, sort, page } = filter;
  return toQuery({ status, branch_id, assigned, q, from, to, sort, page: withPage ? page : undefined });
}

/** Whether any filter but the page and the order is set. */
export const isFiltered = (f: QueueFilter): boolean => Boolean(f.status || f.branch_id || f.assigned || f.q || f.from || f.to);

/** Select value meaning "no filter" (a select's empty value is its placeholder). */
export const ALL = 'all';

/** The filter form's fields (search, branch, assigned person, date range, order); the status is picked by its chips. */
export class QueueFilterDto {
  @Trim() @MaxLength(QUEUE_SEARCH_MAX, { message: STAFF_MESSAGES.tooLong(QUEUE_SEARCH_MAX) }) q = '';
  branch_id = ALL;
  assigned = ALL;
  @ValidateIf((o: QueueFilterDto) => o.from !== '') @IsDay('Tanggal tidak valid') from = '';
  @ValidateIf((o: QueueFilterDto) => o.to !== '') @IsDay('Tanggal tidak valid') to = '';
  @IsIn(['newest', 'oldest']) sort = 'newest';
}

/** The server's range rule, said before asking it (server/routes/staff/input.ts answers the same). */
export function rangeErrors(input: Values): FieldErrors {
  const from = String(input.from ?? '');
  const to = String(input.to ?? '');
  return from && to && to < from ? { to: ['Tanggal akhir sebelum tanggal awal'] } : {};
}

/** The form's values for a filter. */
export function formValues(f: QueueFilter): Values {
  return { q: f.q ?? '', branch_id: f.branch_id ? String(f.branch_id) : ALL, assigned: f.assigned ?? ALL, from: f.from ?? '', to: f.to ?? '', sort: f.sort ?? 'newest' };
}

/** The filter a submitted form asks for (the status kept, back to page 1). */
export function filterFromForm(values: Values, status: string | undefined): QueueFilter {
  const text = (field: string) => String(values[field] ?? '').trim();
  return {
    status,
    branch_id: text('branch_id') !== ALL && Number(text('branch_id')) > 0 ? Number(text('branch_id')) : undefined,
    assigned: text('assigned') !== ALL && ASSIGNED.test(text('assigned')) ? text('assigned') : undefined,
    q: text('q') || undefined,
    from: text('from') || undefined,
    to: text('to') || undefined,
    sort: text('sort') === 'oldest' ? 'oldest' : undefined,
  };
}

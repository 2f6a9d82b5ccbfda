/**
 * The filter of a staff queue (GET /api/staff/queue/{kind}, its CSV export, the queue screen's
 * address): its type and which values are accepted. The API's schema and checks and the screen's
 * parsing all take them from here.
 */
import { QUEUE_SEARCH_MAX, type QueueKind } from './roles';
import { statusCodes } from './workflows';

/** The orders a queue is listed in; 'newest' is the default. */
export const QUEUE_SORTS = ['newest', 'oldest'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** The API's filter of a queue (docs/back-office.md). */
export interface QueueFilter {
  status?: string;
  branch_id?: number;
  /** 'me', 'none' or a staff id. */
  assigned?: string;
  q?: string;
  from?: string;
  to?: string;
  sort?: QueueSort;
}

/** The filter with the page asked for. */
export interface QueueQuery extends QueueFilter {
  page?: number;
}

/** `assigned`: 'me', 'none' or a staff id (also the API schema's pattern). */
export const QUEUE_ASSIGNED_PATTERN = '^(me|none|[1-9][0-9]{0,8})$';
/** A day in a filter, YYYY-MM-DD (also the API schema's pattern). */
export const FILTER_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const ASSIGNED = new RegExp(QUEUE_ASSIGNED_PATTERN);
const DAY = new RegExp(FILTER_DAY_PATTERN);

/** What the API answers (422) for a filter value it refuses. */
export const FILTER_MESSAGES = {
  status: 'Status tidak dikenal',
  day: 'Tanggal tidak valid',
  range: 'Tanggal akhir sebelum tanggal awal',
} as const;

/** Whether `status` is a status code of `kind`. */
export const isQueueStatus = (kind: QueueKind, status: string): boolean => statusCodes(kind).includes(status);

/** Whether `assigned` is 'me', 'none' or a staff id. */
export const isQueueAssigned = (assigned: string): boolean => ASSIGNED.test(assigned);

/** Whether `day` is written YYYY-MM-DD. */
export const isFilterDay = (day: string): boolean => DAY.test(day);

/** Whether `day` is a real calendar day (domain/money.ts, the one home of the rule). */
export { isCalendarDay } from '../money';

/** Whether a range ends before it starts (either end missing is no range). */
export const isRangeReversed = (from: string | undefined, to: string | undefined): boolean => Boolean(from && to && to < from);

/** Reads one parameter of a query (URLSearchParams has this shape). */
export interface ParamReader {
  get(name: string): string | null;
}

/** The filter in `params`, keeping only what the API accepts for `kind` (a refused value is dropped). */
export function acceptedQueueFilter(kind: QueueKind, params: ParamReader): QueueFilter {
  const status = params.get('status') ?? '';
  const branch = Number(params.get('branch_id'));
  const assigned = params.get('assigned') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, QUEUE_SEARCH_MAX);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const fromDay = isFilterDay(from) ? from : undefined;
  return {
    status: isQueueStatus(kind, status) ? status : undefined,
    branch_id: Number.isInteger(branch) && branch > 0 ? branch : undefined,
    assigned: isQueueAssigned(assigned) ? assigned : undefined,
    q: q || undefined,
    from: fromDay,
    to: isFilterDay(to) && !isRangeReversed(fromDay, to) ? to : undefined,
    sort: params.get('sort') === 'oldest' ? 'oldest' : undefined,
  };
}

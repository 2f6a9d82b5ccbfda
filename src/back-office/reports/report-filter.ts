/** The reports' filter in the address: a date range and a branch (docs/speed-to-lead.md). */
import * as v from 'valibot';
import { isCalendarDay } from '../../../domain/money';
import { form } from '../../../domain/forms/validate';
import { FILTER_MESSAGES } from '../../../domain/staff/queue-filter';
import { toQuery } from '../../lib/paths';
import type { Values } from '../../stores/form/form-store';
import { ALL, optionalDay, rangeErrors } from '../queue/queue-filter';

export interface ReportFilter { from?: string; to?: string; branch_id?: number }

/** The filter in `params`, keeping only what the API accepts. */
export function parseReportFilter(params: URLSearchParams): ReportFilter {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const branch = Number(params.get('branch_id'));
  return {
    from: isCalendarDay(from) ? from : undefined,
    to: isCalendarDay(to) && !(isCalendarDay(from) && to < from) ? to : undefined,
    branch_id: Number.isInteger(branch) && branch > 0 ? branch : undefined,
  };
}

/** The query string of the API calls and the address. */
export const reportQuery = (f: ReportFilter): string => toQuery({ from: f.from, to: f.to, branch_id: f.branch_id });

export const ReportFilterDto = form({
  from: optionalDay(FILTER_MESSAGES.day),
  to: optionalDay(FILTER_MESSAGES.day),
  branch_id: v.optional(v.unknown(), ALL),
});

export { rangeErrors };

export const reportFormValues = (f: ReportFilter, from: string, to: string): Values => ({
  from: f.from ?? from, to: f.to ?? to, branch_id: f.branch_id ? String(f.branch_id) : ALL,
});

export function reportFilterFromForm(values: Values): ReportFilter {
  const text = (k: string) => String(values[k] ?? '').trim();
  const branch = text('branch_id');
  return { from: text('from') || undefined, to: text('to') || undefined, branch_id: branch && branch !== ALL ? Number(branch) : undefined };
}

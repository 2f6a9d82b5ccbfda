/** Input checks the JSON schemas cannot make: real calendar days (NUL characters are refused for every route by plugins/body-guard). */
import { FILTER_MESSAGES, isCalendarDay, isRangeReversed } from '../../../domain/staff/queue-filter';
import { ValidationError } from '../../http/envelope';

/** The instant a day starts in Asia/Jakarta, `plusDays` later. */
export function jakartaMidnight(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);
}

/** 422 for a `from`/`to` that is not a calendar day, or a range that ends before it starts. */
export function checkRange(f: { from?: string; to?: string }): void {
  const errors: Record<string, string[]> = {};
  for (const key of ['from', 'to'] as const) if (f[key] && !isCalendarDay(f[key]!)) errors[key] = [FILTER_MESSAGES.day];
  if (!Object.keys(errors).length && isRangeReversed(f.from, f.to)) errors.to = [FILTER_MESSAGES.range];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

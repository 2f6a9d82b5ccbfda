/** Input checks the JSON schemas cannot make: real calendar days (NUL characters are refused for every route by plugins/body-guard). */
import { ValidationError } from '../../http/envelope';

/** The instant a day starts in Asia/Jakarta, `plusDays` later. */
export function jakartaMidnight(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);
}

const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** 422 for a `from`/`to` that is not a calendar day, or a range that ends before it starts. */
export function checkRange(f: { from?: string; to?: string }): void {
  const errors: Record<string, string[]> = {};
  for (const key of ['from', 'to'] as const) if (f[key] && !isRealDay(f[key]!)) errors[key] = ['Tanggal tidak valid'];
  if (!Object.keys(errors).length && f.from && f.to && f.to < f.from) errors.to = ['Tanggal akhir sebelum tanggal awal'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Money and date formatting in the Indonesian locale. */

const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** 'Rp 180.900.000': Rp, dot thousands, no decimals. */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value ?? 0;
  const safe = Number.isFinite(n) ? Math.round(n as number) : 0;
  return `Rp ${rupiah.format(safe)}`;
}

const longDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });

/** Parses 'YYYY-MM-DD' (as a calendar day) or an ISO timestamp. */
export function parseDay(value: string | Date): Date {
  if (value instanceof Date) return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // Noon UTC keeps the calendar day the same in Asia/Jakarta.
  if (m) return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], 5));
  return new Date(value);
}

/** '21 November 2026'. */
export function formatDateId(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = parseDay(value);
  return Number.isNaN(d.getTime()) ? '' : longDate.format(d);
}

/** YYYY-MM-DD of a date as seen in Asia/Jakarta. */
export function isoDay(d: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** The YYYY-MM-DD that is `days` after `from` (Asia/Jakarta calendar). */
export function addDays(days: number, from: Date = new Date()): string {
  const [y, m, d] = isoDay(from).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

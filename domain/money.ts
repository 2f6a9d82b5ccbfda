/**
 * Money and date formatting in the Indonesian locale. Whole numbers are grouped here rather than by
 * `Intl.NumberFormat`: the first Intl formatter a page creates loads the locale's data (about 40 ms on
 * a desktop, four times that on a mid-range phone) in the middle of hydration, and id-ID's grouping of
 * whole numbers is only a dot every three digits. Dates still use Intl, created on first use.
 */

/** '1.840', '-180.900.000': a whole number with dot thousands (id-ID), rounded. */
export function formatNumberId(value: number): string {
  const n = Number.isFinite(value) ? Math.round(value) : 0;
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${digits}` : digits;
}

/** 'Rp 180.900.000': Rp, dot thousands, no decimals. */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value ?? 0;
  return `Rp ${formatNumberId(Number.isFinite(n) ? (n as number) : 0)}`;
}

let longDateFormat: Intl.DateTimeFormat | null = null;
const longDate = () => (longDateFormat ??= new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }));

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
  return Number.isNaN(d.getTime()) ? '' : longDate().format(d);
}

let dateTimeFormat: Intl.DateTimeFormat | null = null;

/** '22 November 2026 pukul 14.30 WIB': a moment as a buyer in Central Java reads it. */
export function formatDateTimeId(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Jakarta' });
  return `${dateTimeFormat.format(d)} WIB`;
}

let jakartaDay: Intl.DateTimeFormat | null = null;

/** YYYY-MM-DD of a date as seen in Asia/Jakarta (the formatter is built on first use and kept: building one costs more than formatting). */
export function isoDay(d: Date = new Date()): string {
  jakartaDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
  return jakartaDay.format(d);
}

/** Whether `day` is a real calendar day written YYYY-MM-DD (2026-02-30 is not, though Date.parse takes it). */
export function isCalendarDay(day: unknown): day is string {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** The YYYY-MM-DD that is `days` after `from` (Asia/Jakarta calendar). */
export function addDays(days: number, from: Date = new Date()): string {
  const [y, m, d] = isoDay(from).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

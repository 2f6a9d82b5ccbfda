/**
 * Money and date formatting in the Indonesian locale. Whole numbers are grouped here rather than by
 * `Intl.NumberFormat`: the first Intl formatter a page creates loads the locale's data (about 40 ms on
 * a desktop, four times that on a mid-range phone) in the middle of hydration, and id-ID's grouping of
 * whole numbers is only a dot every three digits. Dates likewise: a formatter with a time zone also loads
 * the zone's rules (the order wizard's birth-date limit was a 10-23 ms task in hydration at x1, issue 35),
 * and Asia/Jakarta (WIB) is UTC+7 all year, without daylight saving since 1964, so a day and a time in
 * Jakarta are the UTC ones seven hours on, written as id-ID writes them (tests/unit/domain/money.test.ts
 * compares every form with Intl).
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

/** Western Indonesian Time (WIB, Asia/Jakarta): UTC+7 all year, no daylight saving. Every Jakarta clock rule uses this one. */
export const WIB_OFFSET_MS = 7 * 3_600_000;
const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const two = (n: number) => String(n).padStart(2, '0');

/** The moment as a Jakarta wall clock: its UTC fields are Jakarta's. */
const inJakarta = (d: Date) => new Date(d.getTime() + WIB_OFFSET_MS);

/** '21 November 2026' (id-ID's long date) of a moment in Jakarta. */
function longDate(d: Date): string {
  const j = inJakarta(d);
  return `${j.getUTCDate()} ${MONTHS_ID[j.getUTCMonth()]} ${j.getUTCFullYear()}`;
}

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
  return Number.isNaN(d.getTime()) ? '' : longDate(d);
}

/** '22 November 2026 pukul 14.30 WIB': a moment as a buyer in Central Java reads it. */
export function formatDateTimeId(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const j = inJakarta(d);
  return `${longDate(d)} pukul ${two(j.getUTCHours())}.${two(j.getUTCMinutes())} WIB`;
}

/** YYYY-MM-DD of a date as seen in Asia/Jakarta. */
export function isoDay(d: Date = new Date()): string {
  const j = inJakarta(d);
  return `${String(j.getUTCFullYear()).padStart(4, '0')}-${two(j.getUTCMonth() + 1)}-${two(j.getUTCDate())}`;
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

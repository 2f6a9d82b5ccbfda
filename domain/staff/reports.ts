/**
 * The staff reports (/staff/reports, docs/speed-to-lead.md): answer shapes and the arithmetic over
 * the records of a date range. The server fetches the rows in the viewer's scope and these pure
 * functions count them, so the numbers can be checked by hand against a fixture.
 */
import { isoDay } from '../money';
import { QUEUE_KINDS, type QueueKind } from './roles';
import { quantile, RESPONSE_TARGETS, responseMinutes, roundMinutes } from './sla';

/** One record of the range as the reports see it (no personal data). */
export interface ReportRow {
  kind: QueueKind;
  id: number;
  createdAt: Date;
  status: string;
  /** Statuses its timeline reached. */
  reached: string[];
  firstAt: Date | null;
  firstBy: number | null;
  /** An order's grand total (rupiah); 0 for the other kinds. */
  amount: number;
}

export interface ResponseTimes {
  by_kind: Array<{ kind: QueueKind; count: number; median_minutes: number | null; p90_minutes: number | null }>;
  by_person: Array<{ staff_id: number; name: string; count: number; median_minutes: number | null }>;
}

export interface Funnel { leads: number; appointments: number; came: number; deals: number }

export interface Activity {
  /** Every day of the range: the bookings received that day per kind. */
  days: Array<{ date: string; testdrive: number; bookingservice: number; tradein: number }>;
  /** Test drives of the range that came or did not. */
  no_show: { done: number; no_show: number; rate: number | null };
  /** Orders of the range whose booking fee is paid (not cancelled): count, total value, per day. */
  paid_orders: { count: number; total: number; days: Array<{ date: string; count: number; total: number }> };
}

/** Submissions that are a sales lead (the funnel's first step). */
export const LEAD_KINDS: readonly QueueKind[] = ['testdrive', 'tradein', 'contact', 'leadsales', 'creditsimulation', 'instantapproval'];
/** Kinds counted as bookings per day. */
export const BOOKING_KINDS = ['testdrive', 'bookingservice', 'tradein'] as const;
/** Order stages whose booking fee is paid. */
export const PAID_STAGES: readonly string[] = ['paid', 'spk', 'preparing', 'delivered'];

/** Whether the record was ever in (or is now in) one of `codes`. */
const reachedAny = (r: ReportRow, codes: readonly string[]) => codes.includes(r.status) || r.reached.some((s) => codes.includes(s));

/** First-response minutes per kind (those with a target) and per person who gave the first response. */
export function responseTimes(rows: readonly ReportRow[], names: ReadonlyMap<number, string>): ResponseTimes {
  const byKind = new Map<QueueKind, number[]>();
  const byPerson = new Map<number, number[]>();
  for (const r of rows) {
    if (!RESPONSE_TARGETS[r.kind] || !r.firstAt) continue;
    const minutes = responseMinutes(r.kind, r.createdAt, r.firstAt);
    byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), minutes]);
    if (r.firstBy !== null) byPerson.set(r.firstBy, [...(byPerson.get(r.firstBy) ?? []), minutes]);
  }
  return {
    by_kind: QUEUE_KINDS.filter((k) => RESPONSE_TARGETS[k]).map((kind) => {
      const v = byKind.get(kind) ?? [];
      return { kind, count: v.length, median_minutes: roundMinutes(quantile(v, 0.5)), p90_minutes: roundMinutes(quantile(v, 0.9)) };
    }),
    by_person: [...byPerson.entries()]
      .map(([id, v]) => ({ staff_id: id, name: names.get(id) ?? '', count: v.length, median_minutes: roundMinutes(quantile(v, 0.5)) }))
      .sort((a, b) => (a.median_minutes ?? 0) - (b.median_minutes ?? 0) || a.staff_id - b.staff_id),
  };
}

/**
 * lead -> appointment -> came -> deal: leads received (LEAD_KINDS), of them test drives confirmed
 * and trade-in inspections scheduled, of those test drives done and trade-ins inspected (an
 * offer made), and orders of the range with their booking fee paid and not cancelled.
 */
export function funnel(rows: readonly ReportRow[]): Funnel {
  const leads = rows.filter((r) => LEAD_KINDS.includes(r.kind)).length;
  const td = rows.filter((r) => r.kind === 'testdrive');
  const ti = rows.filter((r) => r.kind === 'tradein');
  const appointments = td.filter((r) => reachedAny(r, ['confirmed', 'done', 'no_show'])).length
    + ti.filter((r) => reachedAny(r, ['inspection', 'offered', 'accepted', 'declined'])).length;
  const came = td.filter((r) => reachedAny(r, ['done'])).length + ti.filter((r) => reachedAny(r, ['offered', 'accepted', 'declined'])).length;
  const deals = rows.filter((r) => r.kind === 'order' && PAID_STAGES.includes(r.status)).length;
  return { leads, appointments, came, deals };
}

/** Jakarta days from `from` to `to` inclusive. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The Jakarta day of an instant. */
const jakartaDay = (d: Date) => isoDay(d);

/** Bookings per day, test-drive no-shows, paid orders. */
export function activity(rows: readonly ReportRow[], from: string, to: string): Activity {
  const days = daysOf(from, to).map((date) => ({ date, testdrive: 0, bookingservice: 0, tradein: 0 }));
  const index = new Map(days.map((d, i) => [d.date, i]));
  const paidDays = daysOf(from, to).map((date) => ({ date, count: 0, total: 0 }));
  let done = 0;
  let noShow = 0;
  let count = 0;
  let total = 0;
  for (const r of rows) {
    const i = index.get(jakartaDay(r.createdAt));
    if ((BOOKING_KINDS as readonly string[]).includes(r.kind) && i !== undefined) days[i][r.kind as (typeof BOOKING_KINDS)[number]] += 1;
    if (r.kind === 'testdrive' && r.status === 'done') done += 1;
    if (r.kind === 'testdrive' && r.status === 'no_show') noShow += 1;
    if (r.kind === 'order' && PAID_STAGES.includes(r.status)) {
      count += 1;
      total += r.amount;
      if (i !== undefined) {
        paidDays[i].count += 1;
        paidDays[i].total += r.amount;
      }
    }
  }
  const rate = done + noShow ? Math.round((noShow / (done + noShow)) * 1000) / 10 : null;
  return { days, no_show: { done, no_show: noShow, rate }, paid_orders: { count, total, days: paidDays } };
}

/** Longest range a report covers (days). */
export const REPORT_MAX_DAYS = 366;
/** Range when none is given: the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;

export const REPORT_MESSAGES = {
  branch: 'Anda tidak memiliki akses ke laporan cabang ini',
  range: `*Rentang laporan maksimal ${REPORT_MAX_DAYS} hari!.`,
  report: '*Laporan tidak dikenal!.',
} as const;

/** The CSV exports of the reports screen. */
export const REPORT_EXPORTS = ['response-kind', 'response-person', 'funnel', 'bookings', 'no-show', 'paid-orders'] as const;

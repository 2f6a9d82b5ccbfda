/**
 * Speed to lead (docs/speed-to-lead.md): who a new submission is routed to, the first-response
 * target of each kind, the opening hours those targets count in, and the statistics of the reports.
 * Pure: the server computes deadlines and reports with it, the queue screen its timers.
 */
import { WIB_OFFSET_MS } from '../money';
import type { QueueKind, StaffRole } from './roles';

/** The role a new record of each kind is routed to by round robin (admins are never in a rotation). */
export const ROUTING_ROLE: Record<QueueKind, StaffRole> = {
  testdrive: 'sales',
  bookingservice: 'service',
  tradein: 'sales',
  order: 'sales',
  payment: 'finance',
  contact: 'sales',
  leadsales: 'sales',
  creditsimulation: 'sales',
  instantapproval: 'finance',
};

/** A first-response target: `minutes` counted in opening hours (`business`) or around the clock. */
export interface ResponseTarget { minutes: number; clock: 'business' | 'calendar' }

/**
 * Target per kind; null where the dealer does not owe a first answer (an order waits for the
 * buyer's payment; its confirmation has a target of its own).
 */
export const RESPONSE_TARGETS: Record<QueueKind, ResponseTarget | null> = {
  testdrive: { minutes: 15, clock: 'business' },
  leadsales: { minutes: 15, clock: 'business' },
  creditsimulation: { minutes: 30, clock: 'business' },
  contact: { minutes: 60, clock: 'business' },
  tradein: { minutes: 60, clock: 'business' },
  bookingservice: { minutes: 60, clock: 'business' },
  instantapproval: { minutes: 60, clock: 'business' },
  payment: { minutes: 24 * 60, clock: 'calendar' },
  order: null,
};

/** Opening hours of every branch (WIB, UTC+7, no daylight saving): 08:00-17:00, Monday to Saturday. */
export const OPENING_HOURS = { open: 8 * 60, close: 17 * 60, days: [1, 2, 3, 4, 5, 6] as readonly number[] };

const MIN = 60_000;
const DAY = 86_400_000;

/** Minutes after local midnight and the weekday of a WIB instant (as ms shifted to WIB). */
const localParts = (shifted: number) => ({ minute: Math.floor((shifted % DAY) / MIN), weekday: new Date(shifted).getUTCDay(), midnight: shifted - (shifted % DAY) });

/** The next moment (WIB-shifted ms) at or after `shifted` that lies in opening hours, and when that stretch closes. */
function openStretch(shifted: number): { from: number; until: number } {
  let t = shifted;
  for (let i = 0; i < 14; i += 1) {
    const { minute, weekday, midnight } = localParts(t);
    if (OPENING_HOURS.days.includes(weekday) && minute < OPENING_HOURS.close) {
      const from = Math.max(t, midnight + OPENING_HOURS.open * MIN);
      return { from, until: midnight + OPENING_HOURS.close * MIN };
    }
    t = midnight + DAY;
  }
  throw new Error('no opening hours configured');
}

/** `start` plus `minutes` of opening hours. */
export function addBusinessMinutes(start: Date, minutes: number): Date {
  let t = start.getTime() + WIB_OFFSET_MS;
  let left = minutes * MIN;
  for (;;) {
    const { from, until } = openStretch(t);
    if (from + left <= until) return new Date(from + left - WIB_OFFSET_MS);
    left -= until - from;
    t = until;
  }
}

/** Minutes of opening hours between two instants (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date): number {
  const stop = end.getTime() + WIB_OFFSET_MS;
  let t = start.getTime() + WIB_OFFSET_MS;
  let total = 0;
  while (t < stop) {
    const { from, until } = openStretch(t);
    if (from >= stop) break;
    total += Math.min(until, stop) - from;
    t = until;
  }
  return total / MIN;
}

/** When the first response to a record of `kind` received at `createdAt` is due; null without a target. */
export function responseDue(kind: QueueKind, createdAt: Date): Date | null {
  const target = RESPONSE_TARGETS[kind];
  if (!target) return null;
  return target.clock === 'business' ? addBusinessMinutes(createdAt, target.minutes) : new Date(createdAt.getTime() + target.minutes * MIN);
}

/** How long the first response took, in the minutes its kind's target counts (opening hours or the clock). */
export function responseMinutes(kind: QueueKind, createdAt: Date, respondedAt: Date): number {
  if (RESPONSE_TARGETS[kind]?.clock === 'business') return businessMinutesBetween(createdAt, respondedAt);
  return Math.max(0, (respondedAt.getTime() - createdAt.getTime()) / MIN);
}

/** The `p` quantile (0..1) of the values, interpolated between neighbours (PostgreSQL's percentile_cont); null when empty. */
export function quantile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Minutes rounded to one decimal for the reports. */
export const roundMinutes = (m: number | null): number | null => (m === null ? null : Math.round(m * 10) / 10);

/** A share as a percentage with one decimal; null when the base is zero. */
export const percent = (part: number, whole: number): number | null => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/** "12 mnt", "1 j 5 mnt", "2 hr 3 j": a duration for the queue timers. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MIN));
  if (minutes < 60) return `${minutes} mnt`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} j ${minutes % 60} mnt` : `${hours} j`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} hr ${hours % 24} j` : `${days} hr`;
}

/** Roles that open /staff/reports: admins and branch heads see their scope, sales and service people their own records. */
export const REPORT_ROLES: readonly StaffRole[] = ['admin', 'sales', 'service'];

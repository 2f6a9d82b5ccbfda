/**
 * The service schedule of an owner's car (issue 33, docs/garage.md): the dealer's maintenance plan
 * as data, and from it the next service of a car (date and km, whichever comes first), whether it is
 * still free and under warranty, and what reminders are due. Pure: every date is a YYYY-MM-DD
 * calendar day and `today` is always given.
 */

import { formatNumberId } from '../money';

/** One periodic service of the plan: the n-th, its km and month marks from delivery, what is done. */
export interface PlanStep {
  /** 1 = the first check. */
  n: number;
  label: string;
  /** Km mark from new (1,000 for the first check, 10,000 for the 2nd...). */
  km: number;
  /** Month mark from delivery (1, 6, 12...). */
  months: number;
  /** What the workshop does at it, one line each. */
  work: string[];
  /** Labour is free at this service. */
  free: boolean;
}

export interface MaintenancePlan {
  /** Ordered by `n`, starting at 1; services past the last step repeat the interval of the last two. */
  steps: PlanStep[];
  warranty: { years: number; km: number };
  /** A service is on time when done no later than this many days / km past its due mark. */
  grace: { days: number; km: number };
}

const BASIC_WORK = ['Ganti oli mesin', 'Pemeriksaan rem, ban dan lampu', 'Pemeriksaan cairan dan aki'];
const MAJOR_WORK = [...BASIC_WORK, 'Ganti filter oli', 'Pembersihan filter udara dan AC', 'Spooring dan balancing bila perlu'];

/** The dealer's default plan (seeded into the 'maintenance-plan' collection; the collection wins when it has rows). */
export const DEFAULT_PLAN: MaintenancePlan = {
  steps: [
    { n: 1, label: 'Servis 1.000 km', km: 1_000, months: 1, work: ['Pemeriksaan awal kendaraan baru', 'Pengencangan baut dan mur', 'Pemeriksaan cairan'], free: true },
    ...Array.from({ length: 9 }, (_, i): PlanStep => {
      const n = i + 2;
      const km = (n - 1) * 10_000;
      return { n, label: `Servis ${formatNumberId(km)} km`, km, months: (n - 1) * 6, work: n % 2 === 1 ? MAJOR_WORK : BASIC_WORK, free: n <= 7 };
    }),
  ],
  warranty: { years: 3, km: 100_000 },
  grace: { days: 30, km: 1_000 },
};

/** A service the car had: when, at what km, and which plan step it was (null: counted in order). */
export interface ServiceDone { date: string; km: number }

export interface CarFacts {
  /** Delivery (or first registration) day; null when the owner does not know it. */
  deliveryDate: string | null;
  /** The km the owner or the workshop last gave, and the day it was given. */
  km: number;
  kmDate: string;
  /** Services done, any order (sorted here). */
  services: ServiceDone[];
  /** Services before the first one on record (an owner's car with a reported last service). */
  priorServices?: number;
}

export interface NextService {
  /** The plan step number of the next service. */
  n: number;
  label: string;
  /** Due day by the calendar. */
  dueDate: string;
  /** Due km. */
  dueKm: number;
  /** The day the km mark is expected to be reached at the car's pace, when the pace is known. */
  kmDate: string | null;
  /** Whichever comes first: min(dueDate, kmDate). */
  date: string;
  work: string[];
  /** Labour is free at it (the plan says so and every service so far was on time). */
  free: boolean;
}

export interface ScheduleState {
  next: NextService;
  /** Every service so far was done on time (and the next is not overdue past its grace). */
  onTime: boolean;
  /** Day the warranty ends by the calendar (null without a delivery date). */
  warrantyUntil: string | null;
  /** Still under warranty today: within years and km, and services on time. */
  underWarranty: boolean;
  /** Why the warranty is not (or no longer) in force. */
  warrantyEnd: 'date' | 'km' | 'late' | null;
  /** Today is past the next service's due mark (date or km). */
  overdue: boolean;
  /** Last day the next service may be done on time (due date + grace). */
  graceUntil: string;
}

/* ---------- calendar arithmetic on YYYY-MM-DD ---------- */

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const plusDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * 86_400_000);

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtc(b) - toUtc(a)) / 86_400_000);

/** `months` calendar months later; a day past the month's end clamps to its last day (31 Jan + 1 = 28/29 Feb). */
export function plusMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last)));
}

const minDay = (a: string, b: string) => (a <= b ? a : b);

/* ---------- the plan ---------- */

/** The n-th step; past the plan's last step the last interval repeats (and labour is not free). */
export function stepOf(plan: MaintenancePlan, n: number): PlanStep {
  const steps = plan.steps;
  const found = steps.find((s) => s.n === n);
  if (found) return found;
  const last = steps[steps.length - 1];
  const prev = steps[steps.length - 2] ?? { km: 0, months: 0 };
  const extra = n - last.n;
  const km = last.km + extra * (last.km - prev.km);
  // The work alternates like the plan's last two steps.
  const work = extra % 2 === 0 ? last.work : (steps[steps.length - 2]?.work ?? last.work);
  return { n, label: `Servis ${formatNumberId(km)} km`, km, months: last.months + extra * (last.months - prev.months), work, free: false };
}

/** The mark gap between step n-1 and step n (for n = 1: from delivery). */
function gapTo(plan: MaintenancePlan, n: number): { km: number; months: number } {
  const step = stepOf(plan, n);
  if (n <= 1) return { km: step.km, months: step.months };
  const prev = stepOf(plan, n - 1);
  return { km: step.km - prev.km, months: step.months - prev.months };
}

/** Due marks of step n given where the car was at the previous service (or delivery). */
function dueOf(plan: MaintenancePlan, n: number, from: { date: string; km: number }) {
  const gap = gapTo(plan, n);
  return { date: plusMonths(from.date, gap.months), km: from.km + gap.km };
}

/** A service done after its due date or km by more than the grace is late. */
const isLate = (plan: MaintenancePlan, due: { date: string; km: number }, done: { date: string; km: number }) =>
  daysBetween(due.date, done.date) > plan.grace.days || done.km - due.km > plan.grace.km;

/**
 * The car's schedule today: the next service (due date and km from delivery or the last service;
 * the km mark turned into a day at the car's pace since then; whichever first), whether services
 * were on time, and free-labour and warranty standing.
 */
export function scheduleOf(plan: MaintenancePlan, car: CarFacts, today: string): ScheduleState {
  const services = [...car.services].sort((a, b) => (a.date === b.date ? a.km - b.km : a.date < b.date ? -1 : 1));
  const prior = car.priorServices ?? 0;
  // A car whose earlier services are not on record (an owner's car) counts from the km report at the plan's last mark passed.
  const start = prior > 0 && services.length === 0
    ? { date: car.kmDate, km: stepOf(plan, prior).km }
    : { date: car.deliveryDate ?? services[0]?.date ?? car.kmDate, km: 0 };
  let onTime = true;
  let from = start;
  // Without a delivery date, or after services not on record, the first recorded service only sets the baseline.
  services.forEach((s, i) => {
    const n = prior + i + 1;
    if (i > 0 || (prior === 0 && car.deliveryDate)) {
      if (isLate(plan, dueOf(plan, n, from), s)) onTime = false;
    }
    from = { date: s.date, km: s.km };
  });
  const n = prior + services.length + 1;
  const step = stepOf(plan, n);
  const due = dueOf(plan, n, from);
  // The car's pace: km per day since the reference point (last service or delivery) to the latest km report.
  const latest = car.km >= from.km && car.kmDate >= from.date ? { km: car.km, date: car.kmDate } : from;
  const days = daysBetween(from.date, latest.date);
  const pace = days > 0 && latest.km > from.km ? (latest.km - from.km) / days : null;
  let kmDate: string | null = null;
  if (latest.km >= due.km) kmDate = latest.date;
  else if (pace) kmDate = plusDays(latest.date, Math.ceil((due.km - latest.km) / pace));
  const date = kmDate ? minDay(due.date, kmDate) : due.date;
  const graceUntil = plusDays(due.date, plan.grace.days);
  const kmNow = Math.max(car.km, from.km);
  const overdue = today > due.date || kmNow >= due.km;
  // Past the grace by date or km and not yet serviced: the standing is lost now.
  if (today > graceUntil || kmNow - due.km > plan.grace.km) onTime = false;

  const warrantyUntil = car.deliveryDate ? plusMonths(car.deliveryDate, plan.warranty.years * 12) : null;
  let warrantyEnd: ScheduleState['warrantyEnd'] = null;
  if (warrantyUntil && today > warrantyUntil) warrantyEnd = 'date';
  else if (kmNow >= plan.warranty.km) warrantyEnd = 'km';
  else if (!onTime) warrantyEnd = 'late';
  const underWarranty = warrantyUntil !== null && warrantyEnd === null;

  return {
    next: { n, label: step.label, dueDate: due.date, dueKm: due.km, kmDate, date, work: step.work, free: step.free && onTime },
    onTime, warrantyUntil, underWarranty, warrantyEnd, overdue, graceUntil,
  };
}

/* ---------- reminders ---------- */

/** Window of a due-service reminder: due within this many days or km. */
export const REMINDER_DAYS = 14;
export const REMINDER_KM = 1_000;
/** Warranty end warning this many days before it ends by the calendar. */
export const WARRANTY_WARNING_DAYS = 30;

export type ReminderKind = 'service' | 'lapse' | 'warranty-end';

export interface DueReminder {
  kind: ReminderKind;
  /** Unique per car: the same due never yields a second reminder (`service:3`, `lapse:3`, `warranty-end`). */
  key: string;
  /** The service it is about (for the booking link), when any. */
  n: number | null;
}

/**
 * What a car should be reminded of today: its next service when due within 14 days or 1,000 km;
 * when overdue but still within the grace, that free labour and warranty lapse unless serviced by
 * the grace day; the warranty's calendar end within 30 days.
 */
export function dueReminders(plan: MaintenancePlan, car: CarFacts, today: string): DueReminder[] {
  const s = scheduleOf(plan, car, today);
  const out: DueReminder[] = [];
  const kmNow = Math.max(car.km, ...car.services.map((x) => x.km));
  // The km window is 1,000 km, or half the way for a shorter step (the 1,000 km first check).
  const stepKm = s.next.dueKm - Math.max(0, ...car.services.map((x) => x.km));
  const soon = daysBetween(today, s.next.date) <= REMINDER_DAYS || s.next.dueKm - kmNow <= Math.min(REMINDER_KM, stepKm / 2);
  if (soon) out.push({ kind: 'service', key: `service:${s.next.n}`, n: s.next.n });
  if (s.overdue && s.onTime && (s.next.free || s.underWarranty)) out.push({ kind: 'lapse', key: `lapse:${s.next.n}`, n: s.next.n });
  if (s.underWarranty && s.warrantyUntil && daysBetween(today, s.warrantyUntil) <= WARRANTY_WARNING_DAYS) out.push({ kind: 'warranty-end', key: 'warranty-end', n: null });
  return out;
}

/** Builds a plan from the collection's rows (falls back to the default plan when none). */
export function planFromSteps(steps: PlanStep[], base: MaintenancePlan = DEFAULT_PLAN): MaintenancePlan {
  const sorted = [...steps].filter((s) => s.n >= 1).sort((a, b) => a.n - b.n);
  if (!sorted.length || sorted[0].n !== 1) return base;
  return { ...base, steps: sorted };
}

/** Plan steps an owner's car has presumably had by `km` (those whose mark it has passed), when no last service is reported. */
export function stepsPassed(plan: MaintenancePlan, km: number): number {
  let n = 0;
  while (n < 60 && stepOf(plan, n + 1).km <= km) n++;
  return n;
}

/** A reported last service's step number, from its km (the 1,000 km check below 5,000 km). */
export function stepForKm(plan: MaintenancePlan, km: number): number {
  let best = plan.steps[0];
  for (let n = 1; n <= 40; n++) {
    const s = stepOf(plan, n);
    if (Math.abs(s.km - km) < Math.abs(best.km - km)) best = s;
  }
  return best.n;
}

/** The breach dialog's values: the datetime-local fields in the browser's time, the API's ISO times. */
import type { BreachBody, BreachView } from '../../../domain/staff/privacy';

/** What the dialog edits, as typed. */
export interface BreachFormValues { title: string; occurred_at: string; found_at: string; affected: string; affected_count: string; notified_at: string; notes: string }

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value ('2026-11-21T10:42') in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null | Date): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as ISO; null for empty, the text as typed when it does not parse (the server says why). */
function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** The form's first values: the entry's, or a new one found now. */
export function breachFormValues(breach: BreachView | null): BreachFormValues {
  return {
    title: breach?.title ?? '', occurred_at: toLocalInput(breach?.occurred_at ?? null), found_at: toLocalInput(breach?.found_at ?? new Date()),
    affected: breach?.affected ?? '', affected_count: breach?.affected_count === null || breach?.affected_count === undefined ? '' : String(breach.affected_count),
    notified_at: toLocalInput(breach?.notified_at ?? null), notes: breach?.notes ?? '',
  };
}

/** The API body of the form. */
export function breachBody(v: BreachFormValues): BreachBody {
  return {
    title: v.title, found_at: fromLocalInput(v.found_at) ?? '', occurred_at: fromLocalInput(v.occurred_at),
    affected: v.affected, affected_count: v.affected_count.trim() ? Number(v.affected_count) : null,
    notified_at: fromLocalInput(v.notified_at), notes: v.notes,
  };
}

/** Hours (rounded down) from `now` to `deadline`; negative once passed. */
export function hoursLeft(deadline: string, now: number = Date.now()): number {
  return Math.floor((new Date(deadline).getTime() - now) / 3_600_000);
}

/**
 * Personal data on the staff side (issue 29, UU PDP): the retention rules' ids and labels, the
 * breach register's 3 × 24-hour deadline, and the admin API's answers. The rules' numbers are the
 * server's configuration (server/services/retention/rules.ts); the page shows what the API says.
 */

/** What the retention job destroys, one id per rule. */
export const RETENTION_RULE_IDS = ['ktp', 'payment_proof', 'guest_submission'] as const;
export type RetentionRuleId = (typeof RETENTION_RULE_IDS)[number];

/** The Indonesian names of the rules on the admin screen. */
export const RETENTION_RULE_LABELS: Record<RetentionRuleId, string> = {
  ktp: 'Foto KTP',
  payment_proof: 'Bukti transfer',
  guest_submission: 'Data tamu yang tidak pernah diverifikasi',
};

/** UU PDP art. 46: the people affected (and the authority) are told within 3 × 24 hours of finding a breach. */
export const BREACH_NOTICE_HOURS = 72;

/** When the people affected must have been told. */
export const breachDeadline = (foundAt: Date): Date => new Date(foundAt.getTime() + BREACH_NOTICE_HOURS * 3_600_000);

/** 'open' (not told yet, time left), 'overdue' (not told, deadline passed), 'notified' (told in time), 'late' (told after the deadline). */
export type BreachState = 'open' | 'overdue' | 'notified' | 'late';

/** The state of a breach at `now`. */
export function breachState(foundAt: Date, notifiedAt: Date | null, now: Date): BreachState {
  const deadline = breachDeadline(foundAt).getTime();
  if (notifiedAt) return notifiedAt.getTime() <= deadline ? 'notified' : 'late';
  return now.getTime() > deadline ? 'overdue' : 'open';
}

/** Labels of the states. */
export const BREACH_STATE_LABELS: Record<BreachState, string> = {
  open: 'Belum diberitahukan',
  overdue: 'Terlambat, belum diberitahukan',
  notified: 'Diberitahukan tepat waktu',
  late: 'Diberitahukan terlambat',
};

/** One rule as GET /api/staff/retention shows it. */
export interface RetentionRuleView {
  id: RetentionRuleId | 'sessions' | 'links';
  label: string;
  /** What happens and when, in Indonesian. */
  description: string;
  /** Days kept (null for the sweep's rules, which count hours). */
  days: number | null;
  /** Items due now (null for the sweep's rules: they go every ten minutes). */
  due: number | null;
}

/** One run as the history shows it. */
export interface RetentionRunView {
  id: number;
  trigger: 'daily' | 'manual';
  staff: string | null;
  as_of: string;
  finished_at: string;
  counts: Partial<Record<RetentionRuleId, number>>;
}

/** GET /api/staff/retention. */
export interface RetentionOverview {
  rules: RetentionRuleView[];
  runs: RetentionRunView[];
}

/** A breach register entry. */
export interface BreachView {
  id: number;
  title: string;
  occurred_at: string | null;
  found_at: string;
  deadline_at: string;
  affected: string;
  affected_count: number | null;
  notified_at: string | null;
  notes: string;
  state: BreachState;
  created_by: string | null;
  updated_at: string;
}

/** The body of POST /api/staff/breaches and PATCH /api/staff/breaches/{id}. */
export interface BreachBody {
  title: string;
  occurred_at?: string | null;
  found_at: string;
  affected?: string;
  affected_count?: number | null;
  notified_at?: string | null;
  notes?: string;
}

/**
 * A member who withdraws the processing consent (UU PDP art. 40-42: processing stops within 3 × 24
 * hours) while a credit application is open: each such record gets this internal note, and the
 * record page shows the member's withdrawal beside their name, so finance stops and calls them.
 */
export const PROCESSING_WITHDRAWN_NOTE =
  'Member menarik persetujuan pemrosesan data pribadi. Hentikan pemrosesan pengajuan kredit ini (termasuk pengiriman data ke leasing) dan hubungi member dalam 3 × 24 jam.';

/** The kinds that are a credit application while open: a simulation lead, an instant approval, an order paid by credit. */
export const CREDIT_APPLICATION_KINDS = ['creditsimulation', 'instantapproval', 'order'] as const;

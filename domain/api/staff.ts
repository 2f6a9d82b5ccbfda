/** Shapes of the staff API under /api/staff (BACK-OFFICE.md). */
import type { QueueKind, StaffRole } from '../staff/roles';

import type { OrderMoneyView } from '../order-money';
import type { SlotsQuery } from '../slots';
/** A signed-in staff member. */
export interface StaffProfile { id: number; name: string; email: string; role: StaffRole; branch_ids: number[] }

/** POST /api/staff/login. */
export interface StaffLoginData { token: string; staff: StaffProfile; expires_at: string }

/** One row of a queue. */
export interface QueueItem {
  id: number;
  booking_id: string;
  created_at: string;
  status: string;
  status_label: string;
  name: string;
  phone: string;
  email: string;
  branch_id: number | null;
  branch_name: string;
  assigned_to: { id: number; name: string } | null;
  /** `new` (or `pending`) for longer than OVERDUE_HOURS. */
  overdue: boolean;
  /** One line about what it is: the car, the service, the amount. */
  summary: string;
  version: number;
  /** The first staff move or message to the member (docs/speed-to-lead.md); null while there is none. */
  first_response_at: string | null;
  /** When the first response is due by its kind's target; null for a kind without one. */
  response_due_at: string | null;
}

/** GET /api/staff/queue/{kind}. */
export interface QueuePage {
  items: QueueItem[];
  meta: { total: number; page: number; per_page: number; counts: Record<string, number> };
}

/** One step of a record's history; the first is its arrival (`from` null, by 'Situs web'). */
export interface TimelineEntry {
  at: string;
  by: string;
  from: string | null;
  to: string;
  to_label: string;
  /** The staff member's note (staff-internal). */
  note: string;
  /** What the member's timeline shows for the step. */
  member_note: string;
  /** The move's extra fields: date, time, place, amount, reason. */
  detail: Record<string, unknown>;
}

/** A field of a record as the visitor sent it, labelled for the record page. */
export interface RecordField { label: string; value: string }

/** GET /api/staff/queue/{kind}/{id}: the whole record. */
export interface QueueRecord extends QueueItem {
  kind: QueueKind;
  fields: RecordField[];
  /** `processing_withdrawn_at`: when the member withdrew the processing consent (UU PDP), else null: work on their data stops. */
  member: { id: number; name: string; email: string; phone: string; processing_withdrawn_at: string | null } | null;
  /** The member's other records, newest first. */
  member_records: Array<{ kind: QueueKind; id: number; booking_id: string; status_label: string; created_at: string }>;
  timeline: TimelineEntry[];
  /** Internal notes, and the free messages sent to the member (`to_member`). */
  notes: Array<{ at: string; by: string; text: string; to_member: boolean }>;
  /** Moves this staff member may make now. */
  moves: Array<{ to: string; label: string; needs: string[] }>;
  /** Private files (KTP, payment proof) the staff member may open; empty for roles that may not. */
  files: Array<{ id: string; kind: 'ktp' | 'payment'; url: string }>;
  /** For a payment confirmation: the order it pays; for an order: its confirmations. */
  related: Array<{ kind: QueueKind; id: number; booking_id: string; status_label: string }>;
  /** Orders: the money after the booking fee and the later facts (issue 30.4). */
  money?: OrderMoneyView | null;
  /** Test drives, service bookings and trade-in inspections: the date (YYYY-MM-DD) and time (HH:MM) the visitor asked for. */
  requested?: { date: string; time: string } | null;
  /**
   * The bookings with slots (issue 32): what GET /api/slots is asked for their free times, whether
   * the booking holds its place at `requested` (that time is free for it), and whether this staff
   * member may overbook a full one.
   */
  slot?: { query: SlotsQuery; held: boolean; may_overbook: boolean } | null;
}

/** GET /api/staff/audit row. */
export interface AuditEntry {
  id: number;
  at: string;
  staff: { id: number; name: string } | null;
  action: string;
  /** Indonesian label of the action. */
  action_label: string;
  kind: string;
  record_id: string;
  detail: Record<string, unknown>;
}

/** A branch as the staff screens name it (filters, account form). */
export interface StaffBranch { id: number; name: string; city_name: string }

/** GET /api/staff/me: who is signed in, which queues they see, the branches they may filter on. */
export interface StaffMe {
  staff: StaffProfile;
  queues: Array<{ kind: QueueKind; label: string }>;
  branches: StaffBranch[];
  /** Every role may read them; the admin screen offers them. */
  roles: Array<{ role: StaffRole; label: string }>;
  expires_at: string;
  /** Head of its branches: sees the branch's reports, gets its escalations. */
  branch_head: boolean;
  /** Takes new submissions by round robin. */
  on_duty: boolean;
}

/** GET /api/staff/overview: one card per queue the staff member sees. */
export interface QueueSummary {
  kind: QueueKind;
  label: string;
  total: number;
  /** Records waiting longer than OVERDUE_HOURS. */
  overdue: number;
  counts: Record<string, number>;
}

/** A staff member a record may be assigned to. */
export interface Assignee { id: number; name: string; role: StaffRole }

/** GET /api/staff/accounts row (admin). */
export interface StaffAccount extends StaffProfile {
  active: boolean;
  /** One of the seeded demo accounts. */
  demo: boolean;
  /** Takes new submissions by round robin. */
  on_duty: boolean;
  /** Overdue first responses of its branches are escalated to it. */
  branch_head: boolean;
  last_login_at: string | null;
  created_at: string;
}

/** GET /api/staff/audit. */
export interface AuditPage {
  items: AuditEntry[];
  meta: { total: number; page: number; per_page: number };
}

/** GET /api/staff/alerts row: an assignment or an escalation for the signed-in staff member. */
export interface StaffAlert {
  id: number;
  title: string;
  text: string;
  /** Site path the alert opens (the staff record). */
  link: string;
  kind: QueueKind | string | null;
  record_id: number | null;
  read: boolean;
  created_at: string;
}

/** The body of an account form (StaffAccountDto), POST staff/accounts and PATCH staff/accounts/{id}. */
export interface StaffAccountBody { name: string; email: string; role: string; branch_ids: number[]; password?: string; active?: boolean; on_duty?: boolean; branch_head?: boolean }

/** A booking on the branch calendar (GET staff/calendar). */
export interface CalendarBooking {
  kind: QueueKind; id: number; booking_id: string; date: string; time: string; resource_id: string | null;
  status: string; slot_status: string; name: string; car: string; overbooked: boolean;
}

/** GET staff/calendar: a branch's bays and units, its bookings and the places used and offered per day. */
export interface StaffCalendar {
  resources: Array<{ id: string; name: string; kind: string }>;
  bookings: CalendarBooking[];
  days: Array<{ date: string; used: number; capacity: number }>;
}

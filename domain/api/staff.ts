/** Shapes of the staff API under /api/staff (BACK-OFFICE.md). */
import type { QueueKind, StaffRole } from '../staff/roles';

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
}

/** GET /api/staff/queue/{kind}. */
export interface QueuePage {
  items: QueueItem[];
  meta: { total: number; page: number; per_page: number; counts: Record<string, number> };
}

/** One step of a record's history. */
export interface TimelineEntry { at: string; by: string; from: string | null; to: string; note: string }

/** A field of a record as the visitor sent it, labelled for the record page. */
export interface RecordField { label: string; value: string }

/** GET /api/staff/queue/{kind}/{id}: the whole record. */
export interface QueueRecord extends QueueItem {
  kind: QueueKind;
  fields: RecordField[];
  member: { id: number; name: string; email: string; phone: string } | null;
  /** The member's other records, newest first. */
  member_records: Array<{ kind: QueueKind; id: number; booking_id: string; status_label: string; created_at: string }>;
  timeline: TimelineEntry[];
  notes: Array<{ at: string; by: string; text: string }>;
  /** Moves this staff member may make now. */
  moves: Array<{ to: string; label: string; needs: string[] }>;
  /** Private files (KTP, payment proof) the staff member may open; empty for roles that may not. */
  files: Array<{ id: string; kind: 'ktp' | 'payment'; url: string }>;
  /** For a payment confirmation: the order it pays; for an order: its confirmations. */
  related: Array<{ kind: QueueKind; id: number; booking_id: string; status_label: string }>;
}

/** GET /api/staff/audit row. */
export interface AuditEntry {
  id: number;
  at: string;
  staff: { id: number; name: string } | null;
  action: string;
  kind: string;
  record_id: string;
  detail: Record<string, unknown>;
}

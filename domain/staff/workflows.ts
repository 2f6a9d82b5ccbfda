/**
 * The workflow of every queue kind (BACK-OFFICE.md): stored status codes, their Indonesian labels,
 * the moves allowed from each code, what a move must carry and which roles may make it.
 * The server enforces these; the staff screens offer exactly these moves.
 */
import { OVERDUE_HOURS, type QueueKind, type StaffRole } from './roles';

/** Extra fields a move may need. */
export type MoveField = 'date' | 'time' | 'place' | 'amount' | 'reason';

export interface WorkflowStep {
  /** Indonesian label shown to staff and members. */
  label: string;
  /** Codes reachable from this one. */
  next: readonly string[];
  /** Fields a move INTO this code must carry. */
  needs?: readonly MoveField[];
  /** Roles allowed to move into this code (default: every role that sees the queue). */
  roles?: readonly StaffRole[];
  /** Narrower roles when the move starts from one of `from`, and what the others are told (403). */
  rolesFrom?: { from: readonly string[]; roles: readonly StaffRole[]; message: string };
  /** No move leaves it. */
  final?: boolean;
}

export type Workflow = Record<string, WorkflowStep>;

const LEAD: Workflow = {
  new: { label: 'Baru', next: ['contacted', 'lost'] },
  contacted: { label: 'Sudah Dihubungi', next: ['qualified', 'won', 'lost'] },
  qualified: { label: 'Prospek', next: ['won', 'lost'] },
  won: { label: 'Deal', next: [], final: true },
  lost: { label: 'Tidak Jadi', next: [], final: true, needs: ['reason'] },
};

const TEST_DRIVE: Workflow = {
  new: { label: 'Menunggu Konfirmasi', next: ['confirmed', 'cancelled'] },
  confirmed: { label: 'Dikonfirmasi', next: ['done', 'no_show', 'cancelled', 'confirmed'], needs: ['date', 'time'] },
  done: { label: 'Selesai', next: [], final: true },
  no_show: { label: 'Tidak Hadir', next: [], final: true },
  cancelled: { label: 'Dibatalkan', next: [], final: true, needs: ['reason'] },
};

const SERVICE_BOOKING: Workflow = {
  new: { label: 'Menunggu Konfirmasi', next: ['confirmed', 'cancelled'] },
  confirmed: { label: 'Dikonfirmasi', next: ['in_service', 'cancelled', 'confirmed'], needs: ['date', 'time'] },
  in_service: { label: 'Dalam Pengerjaan', next: ['done'] },
  done: { label: 'Selesai', next: [], final: true },
  cancelled: { label: 'Dibatalkan', next: [], final: true, needs: ['reason'] },
};

const TRADE_IN: Workflow = {
  new: { label: 'Menunggu Konfirmasi', next: ['inspection', 'cancelled'] },
  inspection: { label: 'Jadwal Inspeksi', next: ['offered', 'cancelled', 'inspection'], needs: ['date', 'place'] },
  offered: { label: 'Penawaran Dikirim', next: ['accepted', 'declined', 'cancelled'], needs: ['amount'] },
  accepted: { label: 'Penawaran Diterima', next: [], final: true },
  declined: { label: 'Penawaran Ditolak', next: [], final: true },
  cancelled: { label: 'Dibatalkan', next: [], final: true, needs: ['reason'] },
};

const PAYMENT: Workflow = {
  pending: { label: 'Menunggu Verifikasi', next: ['verified', 'rejected'] },
  verified: { label: 'Terverifikasi', next: [], final: true, roles: ['admin', 'finance'] },
  rejected: { label: 'Ditolak', next: [], final: true, needs: ['reason'], roles: ['admin', 'finance'] },
};

/** Sales asking to cancel an order whose booking fee is paid. */
export const ORDER_PAID_CANCEL_MESSAGE = 'Booking fee pesanan ini sudah lunas: pembatalan hanya dapat dilakukan oleh bagian keuangan atau admin.';

const ORDER: Workflow = {
  booked: { label: 'Menunggu Pembayaran', next: ['paid', 'cancelled'] },
  paid: { label: 'Lunas Booking Fee', next: ['spk', 'cancelled'], roles: ['admin', 'finance'] },
  spk: { label: 'SPK Diterbitkan', next: ['preparing', 'cancelled'], roles: ['admin', 'sales'] },
  preparing: { label: 'Kendaraan Disiapkan', next: ['delivered', 'cancelled'], roles: ['admin', 'sales'] },
  delivered: { label: 'Diserahkan', next: [], final: true, roles: ['admin', 'sales'] },
  cancelled: {
    label: 'Dibatalkan', next: [], final: true, needs: ['reason'], roles: ['admin', 'finance', 'sales'],
    // Once finance has the booking fee, cancelling means a refund: finance decides, not sales.
    rolesFrom: { from: ['paid', 'spk', 'preparing'], roles: ['admin', 'finance'], message: ORDER_PAID_CANCEL_MESSAGE },
  },
};

/** Every kind's workflow. */
export const WORKFLOWS: Record<QueueKind, Workflow> = {
  testdrive: TEST_DRIVE,
  bookingservice: SERVICE_BOOKING,
  tradein: TRADE_IN,
  order: ORDER,
  payment: PAYMENT,
  contact: LEAD,
  leadsales: LEAD,
  creditsimulation: LEAD,
  instantapproval: LEAD,
};

/** The code a new record of `kind` starts in. */
export function initialStatus(kind: QueueKind): string {
  return kind === 'payment' ? 'pending' : kind === 'order' ? 'booked' : 'new';
}

/** Status codes of a kind, in workflow order. */
export function statusCodes(kind: QueueKind): string[] {
  return Object.keys(WORKFLOWS[kind]);
}

/** The Indonesian label of a stored code; an unknown code is shown as stored. */
export function statusLabel(kind: QueueKind, code: string): string {
  return WORKFLOWS[kind][code]?.label ?? code;
}

/** Codes reachable from `from` (empty for a final or unknown code). */
export function nextStatuses(kind: QueueKind, from: string): string[] {
  return [...(WORKFLOWS[kind][from]?.next ?? [])];
}

/** Fields a move into `to` must carry. */
export function moveNeeds(kind: QueueKind, to: string): MoveField[] {
  return [...(WORKFLOWS[kind][to]?.needs ?? [])];
}

/**
 * Whether `role` may move a `kind` record into `to` (the queue's roles unless the step narrows
 * them); with `from`, also the step's narrower roles for moves out of that code.
 */
export function roleMayMove(role: StaffRole, kind: QueueKind, to: string, queueRoles: readonly StaffRole[], from?: string): boolean {
  const step = WORKFLOWS[kind][to];
  if (!step || !queueRoles.includes(role)) return false;
  if (step.roles && !step.roles.includes(role)) return false;
  return !(from !== undefined && step.rolesFrom?.from.includes(from) && !step.rolesFrom.roles.includes(role));
}

/** What a role that may not move `from` -> `to` is told, when the step says more than the general 403. */
export function moveRefusalMessage(kind: QueueKind, from: string, to: string): string | undefined {
  const narrower = WORKFLOWS[kind][to]?.rolesFrom;
  return narrower?.from.includes(from) ? narrower.message : undefined;
}

/** Whether the move from `from` to `to` exists in the workflow. */
export function isAllowedMove(kind: QueueKind, from: string, to: string): boolean {
  return nextStatuses(kind, from).includes(to);
}

/** The code in which a record waits for the dealer to act (null for orders: they wait for the buyer's payment). */
export function waitingStatus(kind: QueueKind): string | null {
  return kind === 'order' ? null : initialStatus(kind);
}

/** Whether a record has waited for the dealer longer than OVERDUE_HOURS (highlighted in its queue). */
export function isOverdue(kind: QueueKind, status: string, createdAt: Date, now: Date = new Date()): boolean {
  return status === waitingStatus(kind) && now.getTime() - createdAt.getTime() > OVERDUE_HOURS * 3_600_000;
}

/** Staff roles, the queue kinds of the back office, and who may see and work which kind (BACK-OFFICE.md). */

export const STAFF_ROLES = ['admin', 'sales', 'service', 'finance', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Indonesian names of the roles, for the admin screen. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  sales: 'Sales',
  service: 'Service Advisor',
  finance: 'Keuangan',
  content: 'Konten',
};

/** Roles whose records are limited to their own branches; the others see every branch. */
export const BRANCH_SCOPED_ROLES: readonly StaffRole[] = ['sales', 'service'];

/** Every kind of submission a queue exists for; also the `{kind}` path segment of the staff API. */
export const QUEUE_KINDS = [
  'testdrive', 'bookingservice', 'tradein', 'order', 'payment',
  'contact', 'leadsales', 'creditsimulation', 'instantapproval',
] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** Queue titles on the staff screens. */
export const QUEUE_KIND_LABELS: Record<QueueKind, string> = {
  testdrive: 'Test Drive',
  bookingservice: 'Booking Service',
  tradein: 'Trade In',
  order: 'Pesanan',
  payment: 'Konfirmasi Pembayaran',
  contact: 'Kontak',
  leadsales: 'Lead Sales',
  creditsimulation: 'Simulasi Kredit',
  instantapproval: 'Instant Approval',
};

/** Which roles see (and may work) each queue. */
export const QUEUE_ROLES: Record<QueueKind, readonly StaffRole[]> = {
  testdrive: ['admin', 'sales'],
  bookingservice: ['admin', 'service'],
  tradein: ['admin', 'sales'],
  order: ['admin', 'sales', 'finance'],
  payment: ['admin', 'finance'],
  contact: ['admin', 'sales'],
  leadsales: ['admin', 'sales'],
  creditsimulation: ['admin', 'sales'],
  instantapproval: ['admin', 'finance'],
};

/** Roles that may see KTP photos and payment proofs (every viewing is audited). */
export const PRIVATE_FILE_ROLES: readonly StaffRole[] = ['admin', 'finance'];

/** Roles that manage content collections. @public (the content API uses it) */
export const CONTENT_ROLES: readonly StaffRole[] = ['admin', 'content'];

/** Roles that manage stock units (sales only at their branches; docs/stock.md). */
export const STOCK_ROLES: readonly StaffRole[] = ['admin', 'sales'];

/** Whether `role` may open the queue of `kind`. */
export function canSeeQueue(role: StaffRole, kind: QueueKind): boolean {
  return QUEUE_ROLES[kind].includes(role);
}

/** Queues a role sees, in menu order. */
export function queuesFor(role: StaffRole): QueueKind[] {
  return QUEUE_KINDS.filter((kind) => canSeeQueue(role, kind));
}

/** Whether the role's records are limited to its branches. */
export function isBranchScoped(role: StaffRole): boolean {
  return BRANCH_SCOPED_ROLES.includes(role);
}

/** A `new` record waiting longer than this is highlighted in its queue. */
export const OVERDUE_HOURS = 24;

/** Staff tokens last a working shift plus margin; a tablet signs in again after this. */
export const STAFF_SESSION_HOURS = 12;

/** Queue page size. */
export const QUEUE_PAGE_SIZE = 20;

/** Whether the role may open KTP photos and payment proofs. */
export function canSeePrivateFiles(role: StaffRole): boolean {
  return PRIVATE_FILE_ROLES.includes(role);
}

/** Longest search text a queue filter takes. */
export const QUEUE_SEARCH_MAX = 100;

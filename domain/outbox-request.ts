/**
 * What an outbox item sends: a POST of the endpoint map (domain/api/endpoints.ts) as `{endpoint,
 * params, body}`, type-checked where it is queued; the sender builds the URL from the map. Also the
 * reading of an item queued before (a URL string and a `payload`), for the database's upgrade.
 */
import type { PathArgs, PostEndpoints } from './api/endpoints';
import { QUEUE_KINDS, type QueueKind } from './staff/roles';

/** The visitors' and members' forms the outbox sends (each takes an Idempotency-Key). */
export const FORM_ENDPOINTS = [
  'testdrive', 'contact', 'leadsales', 'tradein', 'instantapprove', 'bookingonlinenet.php', 'member/payment',
] as const satisfies ReadonlyArray<keyof PostEndpoints>;
/** A form's endpoint. */
export type FormEndpoint = (typeof FORM_ENDPOINTS)[number];

/** What a staff record write does: the last segment of its endpoint. */
export const STAFF_ACTIONS = ['status', 'note', 'message', 'assign', 'payment', 'progress'] as const;
/** One of the staff record writes. */
export type StaffAction = (typeof STAFF_ACTIONS)[number];
/** A staff record write's endpoint (each is in the map, or this type's uses fail to compile). */
export type StaffWritePath = `staff/queue/:kind/:id/${StaffAction}`;
/** The endpoint of a staff write. */
export const staffWritePath = (action: StaffAction): StaffWritePath => `staff/queue/:kind/:id/${action}`;

/** Every endpoint the outbox sends to. */
export type OutboxEndpoint = FormEndpoint | StaffWritePath;

type RequestOf<P extends OutboxEndpoint> = { endpoint: P; body: PostEndpoints[P]['body'] } & PathArgs<PostEndpoints[P]>;
/** A queued request: an endpoint of the map, its path parameters when it has them, its body. */
export type OutboxRequest = { [P in OutboxEndpoint]: RequestOf<P> }[OutboxEndpoint];
/** A staff record write's request. */
export type StaffWriteRequest = Extract<OutboxRequest, { endpoint: StaffWritePath }>;

/** Whether a request is a staff record write (its params name the record). */
export const isStaffWriteRequest = (request: OutboxRequest): request is StaffWriteRequest =>
  STAFF_ACTIONS.some((action) => request.endpoint === staffWritePath(action));

/** The action of a staff write's request. */
export const staffActionOf = (request: StaffWriteRequest): StaffAction =>
  STAFF_ACTIONS.find((action) => request.endpoint === staffWritePath(action)) ?? 'status';

const isQueueKind = (kind: string): kind is QueueKind => (QUEUE_KINDS as readonly string[]).includes(kind);
const isStaffAction = (action: string): action is StaffAction => (STAFF_ACTIONS as readonly string[]).includes(action);

/**
 * The request of an item queued before requests were typed (database version 3): its URL with the
 * base ('/api/contact', '/booking-api/bookingonlinenet.php', '/api/staff/queue/order/5/status') and
 * its body. Null for a URL that is none of the outbox's endpoints (no screen ever queued one).
 */
export function legacyRequest(url: string, body: Record<string, unknown>): OutboxRequest | null {
  const path = url.replace(/^\/(api|booking-api)\//, '');
  const form = FORM_ENDPOINTS.find((endpoint) => endpoint === path);
  if (form) return { endpoint: form, body };
  // The one place a write's URL is read back: the items written before this version.
  const [staff, queue, kind, id, action, ...rest] = path.split('/');
  if (staff !== 'staff' || queue !== 'queue' || rest.length > 0 || !isQueueKind(kind) || !/^\d+$/.test(id) || !isStaffAction(action)) return null;
  return { endpoint: staffWritePath(action), params: { kind, id: Number(id) }, body };
}

/** JSON schemas of the staff API: inputs are checked by them and the answers serialised through them (OpenAPI from one place). */
import { QUEUE_KINDS, QUEUE_SEARCH_MAX } from '../../../domain/staff/roles';
import { FILTER_DAY_PATTERN, QUEUE_ASSIGNED_PATTERN, QUEUE_SORTS } from '../../../domain/staff/queue-filter';
import { ROW_ID_MAX } from '../../../domain/forms/limits';
import { orderMoneyAnswer } from '../orders/money-schema';
import { int, intOrNull, list, nullable, obj, str, strOrNull } from '../../http/response-schemas';

export const TAGS = ['staff'];
/** Staff calls: the API key plus a staff token. */
export const staffSecurity = [{ apiKey: [], bearer: [] }];

const day = { type: 'string', pattern: FILTER_DAY_PATTERN, description: 'YYYY-MM-DD' } as const;

/** The envelope builders every route shares (server/http/response-schemas.ts). */
export { failure, ok } from '../../http/response-schemas';

export const staffProfile = obj({ id: int, name: str, email: str, role: str, branch_ids: list(int) });
export const staffAccount = obj({ ...staffProfile.properties, active: { type: 'boolean' }, demo: { type: 'boolean' }, on_duty: { type: 'boolean' }, branch_head: { type: 'boolean' }, last_login_at: strOrNull, created_at: str });
export const staffBranch = obj({ id: int, name: str, city_name: str });

const queueItemProps = {
  id: int, booking_id: str, created_at: str, status: str, status_label: str, name: str, phone: str, email: str,
  branch_id: intOrNull, branch_name: str, assigned_to: nullable(obj({ id: int, name: str })), overdue: { type: 'boolean' },
  summary: str, version: int, first_response_at: strOrNull, response_due_at: strOrNull,
};
export const queueItem = obj(queueItemProps);

export const queuePage = obj({
  items: list(queueItem),
  meta: obj({ total: int, page: int, per_page: int, counts: { type: 'object', additionalProperties: int } }),
});

export const queueSummary = obj({ kind: str, label: str, total: int, overdue: int, counts: { type: 'object', additionalProperties: int } });

const ref = obj({ kind: str, id: int, booking_id: str, status_label: str });
export const queueRecord = obj({
  ...queueItemProps,
  kind: str,
  fields: list(obj({ label: str, value: str })),
  member: nullable(obj({ id: int, name: str, email: str, phone: str, processing_withdrawn_at: strOrNull })),
  member_records: list(obj({ ...ref.properties, created_at: str })),
  timeline: list(obj({ at: str, by: str, from: strOrNull, to: str, to_label: str, note: str, member_note: str, detail: { type: 'object', additionalProperties: true } })),
  notes: list(obj({ at: str, by: str, text: str, to_member: { type: 'boolean' } })),
  moves: list(obj({ to: str, label: str, needs: list(str) })),
  files: list(obj({ id: str, kind: str, url: str })),
  related: list(ref),
  money: nullable(orderMoneyAnswer),
  requested: nullable(obj({ date: str, time: str })),
  slot: nullable(obj({
    query: obj({ kind: str, branch_id: int, service_type: str, car_model: int }, ['service_type', 'car_model']),
    held: { type: 'boolean' },
    may_overbook: { type: 'boolean' },
  })),
}, ['money', 'requested', 'slot']);

export const auditEntry = obj({
  id: int, at: str, staff: nullable(obj({ id: int, name: str })), action: str, action_label: str,
  kind: str, record_id: str, detail: { type: 'object', additionalProperties: true },
});

/** `{kind}` path parameter. */
export const kindParams = { type: 'object', properties: { kind: { type: 'string', enum: [...QUEUE_KINDS] } }, required: ['kind'] } as const;
/** `{kind}/{id}` path parameters. */
export const recordParams = { type: 'object', properties: { kind: kindParams.properties.kind, id: { type: 'integer', minimum: 1, maximum: ROW_ID_MAX } }, required: ['kind', 'id'] } as const;

/** The queue filters (also the CSV export's). */
export const queueQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', maxLength: 40 },
    branch_id: { type: 'integer', minimum: 1, maximum: ROW_ID_MAX },
    assigned: { type: 'string', pattern: QUEUE_ASSIGNED_PATTERN, description: "'me', 'none' or a staff id" },
    q: { type: 'string', maxLength: QUEUE_SEARCH_MAX, description: 'name, phone, e-mail or booking id' },
    from: day,
    to: day,
    sort: { type: 'string', enum: [...QUEUE_SORTS], default: 'newest' },
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  },
} as const;

export const auditQuery = {
  type: 'object',
  properties: {
    staff_id: { type: 'integer', minimum: 1, maximum: ROW_ID_MAX },
    action: { type: 'string', maxLength: 40 },
    kind: { type: 'string', maxLength: 40 },
    record_id: { type: 'string', maxLength: 64 },
    from: day,
    to: day,
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  },
} as const;


/** The CSV answers. */
export const csvResponse = { description: 'CSV (UTF-8 with BOM)', content: { 'text/csv': { schema: { type: 'string' } } } };

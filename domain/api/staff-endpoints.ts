/**
 * The staff API's part of the endpoint map (/api/staff, docs/back-office.md), merged into
 * `GetEndpoints` / `PostEndpoints` / `PatchEndpoints` (endpoints.ts): every JSON call of the back
 * office by path, with what it takes and the `data` it answers. Binary answers (CSV exports, private
 * images, a person's data file) are read raw through the transport and are not here.
 */
import type { CampaignDto, ServiceRecordDto, StaffCarEditDto } from '../garage/forms';
import type { PushSubscriptionBody } from '../notifications';
import type { OrderPaymentDto, OrderProgressDto } from '../staff/order-progress';
import type { StaffStockPage, StaffStockUnit, StockImportResult, StockOptions, StockUnitBody } from '../stock';
import type { StaffAssignDto, StaffMessageDto, StaffMoveDto, StaffNoteDto } from '../staff/dto';
import type { BreachBody, BreachView, RetentionOverview, RetentionRunView } from '../staff/privacy';
import type { Activity, Funnel, ResponseTimes } from '../staff/reports';
import type { QueueKind } from '../staff/roles';
import type { FormBody } from './form-body';
import type { BookingGarage, CampaignView, StaffCarPage, StaffCarRow, StaffDueRow } from './garage';
import type {
  Assignee, AuditPage, QueuePage, QueueRecord, QueueSummary, StaffAccount, StaffAccountBody, StaffAlert, StaffCalendar, StaffLoginData, StaffMe,
} from './staff';

/** A staff queue's record, as path parameters (`staff/queue/:kind/:id`). */
export type StaffRecordParams = { kind: QueueKind; id: number };
/** A staff list's filters (queue, audit, reports, stock) as the screens build them: the query string's pairs. */
export type StaffFilter = Record<string, string>;
/** A staff record write: the record as path parameters, the form's fields, the record as it now is. */
type StaffWrite<Dto> = { params: StaffRecordParams; body: FormBody<Dto>; data: QueueRecord };
/** A numeric id as the path parameter. */
type IdParams = { params: { id: number } };

/** GET endpoints of the staff API. */
export interface StaffGetEndpoints {
  /** Who is signed in, the queues, a record, accounts, audit, alerts, reports. */
  'staff/me': { data: StaffMe };
  'staff/overview': { data: QueueSummary[] };
  'staff/queue/:kind': { params: { kind: QueueKind }; query?: StaffFilter; data: QueuePage };
  'staff/queue/:kind/:id': { params: StaffRecordParams; data: QueueRecord };
  'staff/queue/:kind/:id/assignees': { params: StaffRecordParams; data: Assignee[] };
  'staff/accounts': { data: StaffAccount[] };
  'staff/audit': { query?: StaffFilter; data: AuditPage };
  'staff/alerts/count': { data: { unread: number } };
  'staff/alerts': { data: { items: StaffAlert[]; unread: number; on_duty: boolean } };
  'staff/reports/response-times': { query?: StaffFilter; data: ResponseTimes };
  'staff/reports/funnel': { query?: StaffFilter; data: Funnel };
  'staff/reports/activity': { query?: StaffFilter; data: Activity };
  /** A branch's bookings by bay and unit over one to 31 days (issue 32). */
  'staff/calendar': { query: { branch_id: number; from: string; to: string }; data: StaffCalendar };
  /** Garage (issue 33): car search by plate, chassis or owner; a member's cars; claims waiting. */
  'staff/garage/cars': { query: { q?: string; member_id?: number; pending?: 'true' }; data: StaffCarRow[] };
  'staff/garage/cars/:id': IdParams & { data: StaffCarPage };
  'staff/garage/due': { query?: { branch_id?: number; days?: number }; data: StaffDueRow[] };
  'staff/garage/bookings/:id': IdParams & { data: BookingGarage };
  'staff/garage/campaigns': { data: CampaignView[] };
  /** Stock (docs/stock.md): a page of units by filter, and the form's options. */
  'staff/stock': { query?: StaffFilter; data: StaffStockPage };
  'staff/stock/options': { data: StockOptions };
  /** Personal data (issue 29): the retention rules, what is due and the runs; the breach register. */
  'staff/retention': { data: RetentionOverview };
  'staff/breaches': { data: BreachView[] };
}

/** POST endpoints of the staff API. */
export interface StaffPostEndpoints {
  'staff/login': { body: { email: string; password: string }; data: StaffLoginData };
  'staff/logout': { body: Record<string, never>; data: null };
  'staff/accounts': { body: StaffAccountBody; data: StaffAccount };
  'staff/alerts/read': { body: Record<string, never>; data: { unread: number } };
  'staff/duty': { body: { on_duty: boolean }; data: { on_duty: boolean } };
  /** This device's staff alerts by push (issue 31), on and off. */
  'staff/push': { body: { subscription: PushSubscriptionBody }; data: { subscribed: boolean } };
  'staff/push/unsubscribe': { body: { endpoint: string }; data: { subscribed: boolean } };
  /** A record's writes, each answering the record as it now is (409 with it when the view was stale); sent through the outbox. */
  'staff/queue/:kind/:id/status': StaffWrite<StaffMoveDto>;
  'staff/queue/:kind/:id/note': StaffWrite<StaffNoteDto>;
  'staff/queue/:kind/:id/message': StaffWrite<StaffMessageDto>;
  'staff/queue/:kind/:id/assign': StaffWrite<StaffAssignDto>;
  'staff/queue/:kind/:id/payment': StaffWrite<OrderPaymentDto>;
  'staff/queue/:kind/:id/progress': StaffWrite<OrderProgressDto>;
  /** Garage (issue 33): a claim confirmed or refused, a car edited, a service recorded, campaigns, the reminder job now. */
  'staff/garage/cars/:id/confirm': IdParams & { body: Record<string, never>; data: StaffCarPage };
  'staff/garage/cars/:id/refuse': IdParams & { body: Record<string, never>; data: { member_id: number } };
  'staff/garage/cars/:id': IdParams & { body: FormBody<StaffCarEditDto>; data: StaffCarPage };
  'staff/garage/bookings/:id/service': IdParams & { body: FormBody<ServiceRecordDto>; data: BookingGarage };
  'staff/garage/campaigns': { body: FormBody<CampaignDto>; data: CampaignView[] };
  'staff/garage/campaigns/:id/publish': IdParams & { body: Record<string, never>; data: CampaignView[] };
  'staff/jobs/reminders': { body: Record<string, never>; data: { cars_checked: number; messages_written: number } };
  /** Stock: a new unit, a unit edited at its version, a CSV imported (all rows or none). */
  'staff/stock': { body: StockUnitBody; data: StaffStockUnit };
  'staff/stock/:id': IdParams & { body: StockUnitBody; data: StaffStockUnit };
  'staff/stock/import': { body: { csv: string; dry_run?: boolean }; data: StockImportResult & { dry_run: boolean } };
  /** Personal data: 'Jalankan sekarang' of the retention job; a new breach. */
  'staff/retention/run': { body: Record<string, never>; data: { run: RetentionRunView } };
  'staff/breaches': { body: BreachBody; data: BreachView };
}

/** PATCH endpoints of the staff API. */
export interface StaffPatchEndpoints {
  'staff/accounts/:id': IdParams & { body: StaffAccountBody; data: StaffAccount };
  'staff/breaches/:id': IdParams & { body: BreachBody; data: BreachView };
}

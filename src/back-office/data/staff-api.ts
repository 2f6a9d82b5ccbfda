/** The back office's calls under /api/staff (docs/back-office.md), each with the staff token. */
import type {
  Assignee, AuditPage, QueuePage, QueueRecord, QueueSummary, StaffAccount, StaffAccountBody, StaffAlert, StaffLoginData, StaffMe,
} from '../../../domain/api';
import type { StaffFilter } from '../../../domain/api/endpoints';
import type { StaffWriteRequest } from '../../../domain/outbox-request';
import type { Activity, Funnel, ResponseTimes } from '../../../domain/staff/reports';
import type { QueueKind } from '../../../domain/staff/roles';
import { api } from '../../data/api-client';

/** The body of an account form (StaffAccountDto). */
export type { StaffAccountBody };

/** A screen's query string ('?status=new&page=2', or '') as the endpoint's filters. */
export const staffFilter = (query: string): StaffFilter => Object.fromEntries(new URLSearchParams(query));
const filter = staffFilter;

/** POST staff/login. */
export const staffLogin = (body: { email: string; password: string }): Promise<StaffLoginData> => api.post('staff/login', body);
/** POST staff/logout: the server ends the token. */
export const staffLogout = (token: string): Promise<null> => api.post('staff/logout', {}, { token });
/** GET staff/me: who is signed in, their queues and branches. */
export const fetchStaffMe = (token: string): Promise<StaffMe> => api.get('staff/me', { token });
/** GET staff/overview: one card per queue. */
export const fetchOverview = (token: string): Promise<QueueSummary[]> => api.get('staff/overview', { token });
/** GET staff/queue/{kind}?filter (the query string with its '?'). */
export const fetchQueue = (token: string, kind: QueueKind, query: string): Promise<QueuePage> => api.get('staff/queue/:kind', { token, params: { kind }, query: filter(query) });
/** GET staff/queue/{kind}/{id}: the whole record. */
export const fetchRecord = (token: string, kind: QueueKind, id: number): Promise<QueueRecord> => api.get('staff/queue/:kind/:id', { token, params: { kind, id } });
/** GET staff/queue/{kind}/{id}/assignees. */
export const fetchAssignees = (token: string, kind: QueueKind, id: number): Promise<Assignee[]> => api.get('staff/queue/:kind/:id/assignees', { token, params: { kind, id } });
/** GET staff/accounts (admin). */
export const fetchAccounts = (token: string): Promise<StaffAccount[]> => api.get('staff/accounts', { token });
/** POST staff/accounts (admin). */
export const createAccount = (token: string, body: StaffAccountBody): Promise<StaffAccount> => api.post('staff/accounts', body, { token });
/** PATCH staff/accounts/{id} (admin). */
export const updateAccount = (token: string, id: number, body: StaffAccountBody): Promise<StaffAccount> => api.patch('staff/accounts/:id', body, { token, params: { id } });
/** GET staff/audit?filter (admin). */
export const fetchAudit = (token: string, query: string): Promise<AuditPage> => api.get('staff/audit', { token, query: filter(query) });
/**
 * POST the same write again with its Idempotency-Key, to learn what became of a move the outbox
 * still holds: the first answer when it was applied, 409 with the current record when it was not.
 */
export const replayStaffWrite = ({ endpoint, params, body }: StaffWriteRequest, key: string, token: string | null): Promise<QueueRecord> =>
  api.post(endpoint, body, { token, params, headers: { 'idempotency-key': key } });

/** GET staff/alerts/count: the badge. */
export const fetchAlertCount = (token: string): Promise<{ unread: number }> => api.get('staff/alerts/count', { token });
/** GET staff/alerts: my latest alerts and duty. */
export const fetchAlerts = (token: string): Promise<{ items: StaffAlert[]; unread: number; on_duty: boolean }> => api.get('staff/alerts', { token });
/** POST staff/alerts/read: all read. */
export const readAllAlerts = (token: string): Promise<{ unread: number }> => api.post('staff/alerts/read', {}, { token });
/** POST staff/duty: my round-robin duty. */
export const postDuty = (token: string, onDuty: boolean): Promise<{ on_duty: boolean }> => api.post('staff/duty', { on_duty: onDuty }, { token });
/** GET staff/reports/response-times|funnel|activity{query}. */
export const fetchResponseTimes = (token: string, query: string): Promise<ResponseTimes> => api.get('staff/reports/response-times', { token, query: filter(query) });
export const fetchFunnel = (token: string, query: string): Promise<Funnel> => api.get('staff/reports/funnel', { token, query: filter(query) });
export const fetchActivity = (token: string, query: string): Promise<Activity> => api.get('staff/reports/activity', { token, query: filter(query) });

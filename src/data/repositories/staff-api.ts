/** The back office's calls under /api/staff (docs/back-office.md), each with the staff token. */
import type {
  Assignee, AuditPage, QueuePage, QueueRecord, QueueSummary, StaffAccount, StaffAlert, StaffLoginData, StaffMe,
} from '../../../domain/api';
import type { Activity, Funnel, ResponseTimes } from '../../../domain/staff/reports';
import type { QueueKind } from '../../../domain/staff/roles';
import { api } from '../api-client';
import { staffPatch } from './staff-http';

/** The body of an account form (StaffAccountDto). */
export interface StaffAccountBody { name: string; email: string; role: string; branch_ids: number[]; password?: string; active?: boolean; on_duty?: boolean; branch_head?: boolean }

/** POST staff/login. */
export const staffLogin = (body: { email: string; password: string }): Promise<StaffLoginData> => api.post<StaffLoginData>('staff/login', body);
/** POST staff/logout: the server ends the token. */
export const staffLogout = (token: string): Promise<null> => api.post<null>('staff/logout', {}, { token });
/** GET staff/me: who is signed in, their queues and branches. */
export const fetchStaffMe = (token: string): Promise<StaffMe> => api.get<StaffMe>('staff/me', { token });
/** GET staff/overview: one card per queue. */
export const fetchOverview = (token: string): Promise<QueueSummary[]> => api.get<QueueSummary[]>('staff/overview', { token });
/** GET staff/queue/{kind}?filter (the query string with its '?'). */
export const fetchQueue = (token: string, kind: QueueKind, query: string): Promise<QueuePage> => api.get<QueuePage>(`staff/queue/${kind}${query}`, { token });
/** GET staff/queue/{kind}/{id}: the whole record. */
export const fetchRecord = (token: string, kind: QueueKind, id: number): Promise<QueueRecord> => api.get<QueueRecord>(`staff/queue/${kind}/${id}`, { token });
/** GET staff/queue/{kind}/{id}/assignees. */
export const fetchAssignees = (token: string, kind: QueueKind, id: number): Promise<Assignee[]> => api.get<Assignee[]>(`staff/queue/${kind}/${id}/assignees`, { token });
/** GET staff/accounts (admin). */
export const fetchAccounts = (token: string): Promise<StaffAccount[]> => api.get<StaffAccount[]>('staff/accounts', { token });
/** POST staff/accounts (admin). */
export const createAccount = (token: string, body: StaffAccountBody): Promise<StaffAccount> => api.post<StaffAccount>('staff/accounts', body, { token });
/** PATCH staff/accounts/{id} (admin). */
export const updateAccount = (token: string, id: number, body: StaffAccountBody): Promise<StaffAccount> => staffPatch<StaffAccount>(`accounts/${id}`, body, token);
/** GET staff/audit?filter (admin). */
export const fetchAudit = (token: string, query: string): Promise<AuditPage> => api.get<AuditPage>(`staff/audit${query}`, { token });
/**
 * POST the same write again with its Idempotency-Key, to learn what became of a move the outbox
 * still holds: the first answer when it was applied, 409 with the current record when it was not.
 */
export const replayStaffWrite = (endpoint: string, payload: Record<string, unknown>, key: string, token: string | null): Promise<QueueRecord> =>
  api.post<QueueRecord>(endpoint.replace(/^\/api\//, ''), payload, { token, headers: { 'idempotency-key': key } });

/** GET staff/alerts/count: the badge. */
export const fetchAlertCount = (token: string): Promise<{ unread: number }> => api.get<{ unread: number }>('staff/alerts/count', { token });
/** GET staff/alerts: my latest alerts and duty. */
export const fetchAlerts = (token: string): Promise<{ items: StaffAlert[]; unread: number; on_duty: boolean }> => api.get<{ items: StaffAlert[]; unread: number; on_duty: boolean }>('staff/alerts', { token });
/** POST staff/alerts/read: all read. */
export const readAllAlerts = (token: string): Promise<{ unread: number }> => api.post<{ unread: number }>('staff/alerts/read', {}, { token });
/** POST staff/duty: my round-robin duty. */
export const postDuty = (token: string, onDuty: boolean): Promise<{ on_duty: boolean }> => api.post<{ on_duty: boolean }>('staff/duty', { on_duty: onDuty }, { token });
/** GET staff/reports/response-times|funnel|activity{query}. */
export const fetchResponseTimes = (token: string, query: string): Promise<ResponseTimes> => api.get<ResponseTimes>(`staff/reports/response-times${query}`, { token });
export const fetchFunnel = (token: string, query: string): Promise<Funnel> => api.get<Funnel>(`staff/reports/funnel${query}`, { token });
export const fetchActivity = (token: string, query: string): Promise<Activity> => api.get<Activity>(`staff/reports/activity${query}`, { token });

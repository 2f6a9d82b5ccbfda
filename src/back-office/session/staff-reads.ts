/** Every read of the staff screens, named once: each is mirrored under the staff member's own keys. */
import type { Assignee, AuditPage, QueuePage, QueueRecord, QueueSummary, StaffAccount, StaffMe } from '../../../domain/api';
import type { QueueKind } from '../../../domain/staff/roles';
import {
  fetchAccounts, fetchAssignees, fetchAudit, fetchOverview, fetchQueue, fetchRecord, fetchStaffMe,
} from '../data/staff-api';
import { putStaffAnswer } from '../data/staff-mirror';
import type { MirroredQuery } from '../../data/mirrored-query';
import { staffReadKey, useStaffRead } from './use-staff';

/** The mirror part of one record. */
export const recordPart = (kind: QueueKind, id: number): string => `record/${kind}/${id}`;

/** GET me: queues, branches, roles, expiry. */
export const useStaffMe = (): MirroredQuery<StaffMe> => useStaffRead('me', fetchStaffMe);
/** GET overview: one card per queue. */
export const useOverview = (): MirroredQuery<QueueSummary[]> => useStaffRead('overview', fetchOverview);
/** GET queue/{kind}{query}. */
export const useQueue = (kind: QueueKind | null, query: string): MirroredQuery<QueuePage> =>
  useStaffRead(kind ? `queue/${kind}${query}` : null, (token) => fetchQueue(token, kind as QueueKind, query));
/** GET queue/{kind}/{id}. */
export const useRecord = (kind: QueueKind | null, id: number | null): MirroredQuery<QueueRecord> =>
  useStaffRead(kind && id ? recordPart(kind, id) : null, (token) => fetchRecord(token, kind as QueueKind, id as number));
/** GET queue/{kind}/{id}/assignees. */
export const useAssignees = (kind: QueueKind, id: number): MirroredQuery<Assignee[]> =>
  useStaffRead(`assignees/${kind}/${id}`, (token) => fetchAssignees(token, kind, id));
/** GET accounts (admin); `enabled` false for other roles. */
export const useAccounts = (enabled = true): MirroredQuery<StaffAccount[]> => useStaffRead(enabled ? 'accounts' : null, fetchAccounts);
/** GET audit{query} (admin). */
export const useAudit = (query: string): MirroredQuery<AuditPage> => useStaffRead(`audit${query}`, (token) => fetchAudit(token, query));

/** Keeps a record as a write's answer left it, so every screen showing it updates at once. */
export async function recordArrived(kind: QueueKind, id: number, record: QueueRecord): Promise<void> {
  const key = staffReadKey(recordPart(kind, id));
  if (key) await putStaffAnswer(key, record);
}

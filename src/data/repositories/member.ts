/**
 * The member area's reads (profile, histories, detail records, inbox), mirrored per member so a
 * member sees them offline; every call carries the token as Bearer and the contract's body.
 */
import type {
  InboxDetail, InboxItem, MemberProfile, ServiceDetail, ServiceHistoryRow, TestDriveDetail, TestDriveHistoryRow,
  TradeInDetail, TradeInHistoryRow,
} from '../../../domain/api';
import { api } from '../api-client';
import { writeMirror } from '../db';
import { forgetRecentAnswers, revalidate, useMirroredQuery } from '../mirrored-query';
import { guardMemberFetch, memberKey, patchMirror } from './member-mirror';
import { fetchMemberPhoto } from './member-photo';

/** Who is asking: the session's token and the profile's ids. */
export interface MemberAuth { token: string; unique_id: string; member_email: string }

/** Histories and detail records by the contract's path segment. */
export interface MemberHistoryRows { bookingservice: ServiceHistoryRow; testdrive: TestDriveHistoryRow; tradein: TradeInHistoryRow }
/** Detail records by kind. */
export interface MemberDetailRecords { bookingservice: ServiceDetail; testdrive: TestDriveDetail; tradein: TradeInDetail }
/** 'bookingservice' | 'testdrive' | 'tradein'. */
export type MemberRecordKind = keyof MemberHistoryRows;

const body = (m: MemberAuth) => ({ token: m.token, member_email: m.member_email, unique_id: m.unique_id });

/** POST memberprofile: the profile with next and past service and test-drive dates. */
export const fetchMemberProfile = (m: MemberAuth): Promise<MemberProfile> => api.post('memberprofile', body(m), { token: m.token });

/** The member's profile (mirrored). */
export function useMemberProfile(m: MemberAuth | null) {
  return useMirroredQuery(m ? memberKey(m.unique_id, 'profile') : null, guardMemberFetch(() => fetchMemberProfile(m!)));
}

/**
 * After a profile edit: the server's answer becomes the mirrored profile at once, then the profile
 * and the photo are fetched again, so every reader shows the saved values.
 */
export async function refreshMemberProfile(m: MemberAuth, saved: MemberProfile): Promise<void> {
  await writeMirror({ key: memberKey(m.unique_id, 'profile'), data: saved, fetchedAt: Date.now() });
  forgetRecentAnswers();
  const again: Array<Promise<unknown>> = [revalidate(memberKey(m.unique_id, 'profile'), guardMemberFetch(() => fetchMemberProfile(m)))];
  if (saved.image) again.push(revalidate(memberKey(m.unique_id, 'photo'), guardMemberFetch(() => fetchMemberPhoto(m.token))));
  await Promise.allSettled(again);
}

/** POST history/{kind}: the member's rows, newest first (mirrored). */
export function useMemberHistory<K extends MemberRecordKind>(m: MemberAuth | null, kind: K) {
  return useMirroredQuery<Array<MemberHistoryRows[K]>>(
    m ? memberKey(m.unique_id, `history/${kind}`) : null,
    guardMemberFetch(() => api.post(`history/${kind}` as `history/${MemberRecordKind}`, body(m!), { token: m!.token }) as Promise<Array<MemberHistoryRows[K]>>),
  );
}

/** GET detail/{kind}?id=: one of the member's records (404 for another member's id; mirrored). */
export function useMemberDetail<K extends MemberRecordKind>(m: MemberAuth | null, kind: K, id: number | null) {
  return useMirroredQuery<MemberDetailRecords[K]>(
    m && id ? memberKey(m.unique_id, `detail/${kind}/${id}`) : null,
    guardMemberFetch(() => api.get(`detail/${kind}` as `detail/${MemberRecordKind}`, { query: { id: id! }, token: m!.token }) as Promise<MemberDetailRecords[K]>),
  );
}

/** POST member/inbox: the member's messages, newest first (mirrored). */
export function useInbox(m: MemberAuth | null) {
  return useMirroredQuery<InboxItem[]>(
    m ? memberKey(m.unique_id, 'inbox') : null,
    guardMemberFetch(() => api.post('member/inbox', { token: m!.token, email: m!.member_email }, { token: m!.token })),
  );
}

/** POST member/detailinbox?id=: one message, which the server marks read; the mirrored list follows. */
export function useInboxMessage(m: MemberAuth | null, id: number | null) {
  return useMirroredQuery<InboxDetail>(
    m && id ? memberKey(m.unique_id, `inbox/${id}`) : null,
    guardMemberFetch(async () => {
      const message = await api.post('member/detailinbox', { token: m!.token, email: m!.member_email }, { query: { id: id! }, token: m!.token });
      await patchMirror<InboxItem[]>(memberKey(m!.unique_id, 'inbox'), (items) => items.map((item) => (item.id === id ? { ...item, is_read: true } : item)));
      return message;
    }),
  );
}

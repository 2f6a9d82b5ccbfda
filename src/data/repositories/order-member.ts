/**
 * The member's orders: history (tab 3), one order's detail, the order list of the payment form.
 * Mirrored under the member's keys (member-mirror.ts), so they open offline and go at logout.
 */
import type { MemberProfile } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';
import { guardMemberFetch, memberKey } from './member-mirror';

/** The session's token and profile; both are needed to ask. */
export interface OrderMember { token: string | null; profile: MemberProfile | null }

const keyOf = ({ token, profile }: OrderMember, part: string) => (token && profile ? memberKey(profile.unique_id, part) : null);

/** POST history/bookingorder: the member's orders, newest first. */
export const useOrderHistory = (m: OrderMember) =>
  useMirroredQuery(keyOf(m, 'history/bookingorder'), guardMemberFetch(() =>
    api.post('history/bookingorder', { token: m.token, member_email: m.profile?.member_email, unique_id: m.profile?.unique_id }, { token: m.token })));

/** GET detail/bookingorder?id=: one of the member's orders (404 when not theirs). */
export const useOrderDetail = (id: string | undefined, m: OrderMember) =>
  useMirroredQuery(id ? keyOf(m, `detail/bookingorder/${id}`) : null, guardMemberFetch(() =>
    api.get('detail/bookingorder', { query: { id: id ?? '' }, token: m.token })));

/** GET member/orderid?unique_id=: the orders a payment can be confirmed for. */
export const useMemberOrders = (m: OrderMember) =>
  useMirroredQuery(keyOf(m, 'member/orderid'), guardMemberFetch(() =>
    api.get('member/orderid', { query: { unique_id: m.profile?.unique_id ?? '' }, token: m.token })));

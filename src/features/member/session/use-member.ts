/** The signed-in member for the member-area reads, and what a refused token (401) does to the session. */
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../data/api-client';
import type { MemberAuth } from '../../../data/repositories/member';
import { useStores } from '../../../stores/stores-context';
import { expireSession } from './session-flows';

/** Token and ids of the logged-in member, null when logged out (call inside an observer). */
export function useMemberAuth(): MemberAuth | null {
  const { session } = useStores();
  const token = session.token;
  const uniqueId = session.profile?.unique_id;
  const email = session.profile?.member_email ?? '';
  return useMemo(() => (token && uniqueId ? { token, unique_id: uniqueId, member_email: email } : null), [token, uniqueId, email]);
}

/** A member read refused with 401 means the session is over: expire it. */
export function useExpireOnUnauthorized(error: Error | null): void {
  const stores = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && error.isUnauthorized) void expireSession(stores, navigate);
  }, [error, stores, navigate]);
}

/** The member's profile for the dashboard: mirrored, kept in the session, 401 expiring it. */
import { useEffect } from 'react';
import type { MemberProfile } from '../../../../domain/api';
import { useMemberProfile } from '../../../data/repositories/member';
import { useStores } from '../../../stores/stores-context';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';

/** The newest profile known (server, mirror, or the session's copy); call inside an observer. */
export function useProfile(): { profile: MemberProfile | null; isLoading: boolean } {
  const { session } = useStores();
  const member = useMemberAuth();
  const query = useMemberProfile(member);
  useExpireOnUnauthorized(query.error);
  const data = query.data;
  useEffect(() => {
    // Other screens prefill their forms from the session's profile: keep it current.
    if (data && data.unique_id === session.profile?.unique_id && JSON.stringify(data) !== JSON.stringify(session.profile)) void session.setProfile(data);
  }, [data, session]);
  return { profile: data ?? session.profile, isLoading: !data && !session.profile };
}

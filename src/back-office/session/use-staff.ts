/** How staff screens read: the session, and the API through the mirror under the staff member's own keys (a 401 ends the session). */
import { useEffect } from 'react';
import type { StaffProfile } from '../../../domain/api';
import type { StaffRole } from '../../../domain/staff/roles';
import { useMirroredQuery, type MirroredQuery } from '../../data/mirrored-query';
import { guardStaffFetch, staffKey } from '../data/staff-mirror';
import { staffSession, type StaffSessionStore } from './staff-session-store';
import { failureStatus } from '../../ui/load-failure';

/** The staff session (read inside `observer` components). */
export const useStaffSession = (): StaffSessionStore => staffSession();

/** The signed-in staff member; the staff layout renders its screens only while there is one. */
export function useStaff(): StaffProfile & { role: StaffRole } {
  const staff = staffSession().staff;
  if (!staff) throw new Error('useStaff() outside the signed-in staff layout');
  return staff;
}

/** Ends the session when a read was answered 401 (expired, revoked, deactivated). */
export function useExpireOnUnauthorized(error: Error | null): void {
  useEffect(() => {
    if (failureStatus(error) === 401) void staffSession().expire();
  }, [error]);
}

/**
 * A staff read through the mirror: `part` names it under the staff member's keys (`staff:<id>:<part>`),
 * null disables it; what was read once opens offline, and an answer after sign-out is dropped.
 */
export function useStaffRead<T>(part: string | null, fetcher: (token: string) => Promise<T>): MirroredQuery<T> {
  const session = staffSession();
  const token = session.token;
  const staffId = session.staff?.id;
  const key = part && token && staffId ? staffKey(staffId, part) : null;
  const query = useMirroredQuery<T>(key, guardStaffFetch(() => fetcher(token as string)));
  useExpireOnUnauthorized(query.error);
  return query;
}

/** The mirror key `useStaffRead(part)` uses for the signed-in staff member, or null. */
export function staffReadKey(part: string): string | null {
  const staff = staffSession().staff;
  return staff ? staffKey(staff.id, part) : null;
}

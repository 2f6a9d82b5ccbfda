/**
 * The back office's answers in the read-through mirror: every key is `staff:<staff id>:<what>`, so
 * a tablet shared by two staff members never shows one the other's queues, and sign-out or expiry
 * deletes them all (the member mirror's rule, `scopedMirror`).
 */
import { writeMirror } from '../../data/db';
import { scopedMirror } from '../../data/repositories/member-mirror';

/** Every staff-scoped mirror key starts with this. */
export const STAFF_KEY_PREFIX = 'staff:';

/** The mirror key of one staff member's answer, e.g. `staffKey(3, 'queue/testdrive?status=new')`. */
export const staffKey = (staffId: number, part: string): string => `${STAFF_KEY_PREFIX}${staffId}:${part}`;

const mirror = scopedMirror(STAFF_KEY_PREFIX, 'Sesi staf sudah berakhir');

/** Drops an answer that arrives after the staff session ended. */
export const guardStaffFetch = <T>(fetcher: () => Promise<T>): (() => Promise<T>) => mirror.guard(fetcher);

/** Deletes every staff answer (sign-out, expiry); never throws. */
export const clearStaffMirror = (): Promise<void> => mirror.clear();

/** Stores an answer the screen already has (a record as a move left it), newest for every reader. */
export function putStaffAnswer<T>(key: string, data: T): Promise<void> {
  return writeMirror({ key, data, fetchedAt: Date.now() });
}

/**
 * Member data in the read-through mirror: every key is `member:<unique_id>:<what>`, so one
 * member never reads another's answers, and logout or expiry deletes them all at once.
 */
import { db, readMirror, writeMirror } from '../db';
import { forgetRecentAnswers } from '../mirrored-query';

/** Every member-scoped mirror key starts with this. */
export const MEMBER_KEY_PREFIX = 'member:';

/** The mirror key of one member's answer, e.g. `memberKey(id, 'history/testdrive')`. */
export const memberKey = (uniqueId: string, part: string): string => `${MEMBER_KEY_PREFIX}${uniqueId}:${part}`;

// Bumped at every clear: an answer that arrives after the session ended is not stored.
let generation = 0;

/** Wraps a member fetcher so that an answer arriving after logout or expiry is dropped, not mirrored. */
export function guardMemberFetch<T>(fetcher: () => Promise<T>): () => Promise<T> {
  return async () => {
    const started = generation;
    const data = await fetcher();
    if (generation !== started) throw new Error('Sesi member sudah berakhir');
    return data;
  };
}

/** Deletes every member-scoped answer (logout, expiry); never throws. */
export async function clearMemberMirror(): Promise<void> {
  generation += 1;
  forgetRecentAnswers();
  try {
    await db.responses.where('key').startsWith(MEMBER_KEY_PREFIX).delete();
  } catch (error) {
    console.warn('[mirror] could not clear member data', error);
  }
}

/**
 * Rewrites a mirrored answer (e.g. an inbox message now read) as the newest one, so readers show it
 * over an older answer they hold; nothing when none is mirrored.
 */
export async function patchMirror<T>(key: string, update: (data: T) => T): Promise<void> {
  const row = await readMirror<T>(key);
  if (row) await writeMirror({ key, data: update(row.data), fetchedAt: Date.now() });
}

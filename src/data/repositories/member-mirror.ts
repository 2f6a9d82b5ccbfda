/**
 * Member data in the read-through mirror: every key is `member:<unique_id>:<what>`, so one
 * member never reads another's answers, and logout or expiry deletes them all at once. The same
 * rule (`scopedMirror`) keeps the back office's `staff:` answers.
 */
import { openDb, readMirror, writeMirror } from '../db';
import { forgetRecentAnswers } from '../mirrored-query';

/** Every member-scoped mirror key starts with this. */
export const MEMBER_KEY_PREFIX = 'member:';

/** The mirror key of one member's answer, e.g. `memberKey(id, 'history/testdrive')`. */
export const memberKey = (uniqueId: string, part: string): string => `${MEMBER_KEY_PREFIX}${uniqueId}:${part}`;

/** A family of mirror keys that ends with its session: answers arriving after the end are dropped, and all are deleted at once. */
export interface ScopedMirror {
  /** Wraps a fetcher so that an answer arriving after the session ended is dropped, not mirrored. */
  guard<T>(fetcher: () => Promise<T>): () => Promise<T>;
  /** Deletes every answer of the family; never throws. */
  clear(): Promise<void>;
}

/** The mirror keys starting with `prefix` (a member's `member:`, the back office's `staff:`), ended together. */
export function scopedMirror(prefix: string, endedText: string): ScopedMirror {
  // Bumped at every clear: an answer that arrives after the session ended is not stored.
  let generation = 0;
  return {
    guard: (fetcher) => async () => {
      const started = generation;
      const data = await fetcher();
      if (generation !== started) throw new Error(endedText);
      return data;
    },
    clear: async () => {
      generation += 1;
      forgetRecentAnswers();
      try {
        await (await openDb()).responses.where('key').startsWith(prefix).delete();
      } catch (error) {
        console.warn(`[mirror] could not clear ${prefix} data`, error);
      }
    },
  };
}

const memberMirror = scopedMirror(MEMBER_KEY_PREFIX, 'Sesi member sudah berakhir');

/** Wraps a member fetcher so that an answer arriving after logout or expiry is dropped, not mirrored. */
export const guardMemberFetch = <T>(fetcher: () => Promise<T>): (() => Promise<T>) => memberMirror.guard(fetcher);

/** Deletes every member-scoped answer (logout, expiry); never throws. */
export const clearMemberMirror = (): Promise<void> => memberMirror.clear();

/**
 * Rewrites a mirrored answer (e.g. an inbox message now read) as the newest one, so readers show it
 * over an older answer they hold; nothing when none is mirrored.
 */
export async function patchMirror<T>(key: string, update: (data: T) => T): Promise<void> {
  const row = await readMirror<T>(key);
  if (row) await writeMirror({ key, data: update(row.data), fetchedAt: Date.now() });
}

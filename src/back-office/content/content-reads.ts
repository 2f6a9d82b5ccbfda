/**
 * The content screens' reads, through the mirror under the staff member's own keys (a list opened
 * once opens offline), and the choices of a select field (the records of another collection).
 */
import type { ContentCollectionInfo, ContentListPage, ContentListQuery, ContentRecord, MediaPage } from '../../../domain/api';
import { CONTENT_PAGE_SIZE_MAX, type ContentCollection } from '../../../domain/content/collections';
import { COLLECTIONS } from '../../../domain/content/descriptions';
import { forgetRecentAnswers, type MirroredQuery } from '../../data/mirrored-query';
import { contentCall } from '../data/staff-content';
import { toQuery } from '../../lib/paths';
import { useStaffRead } from '../session/use-staff';

/** GET content: every collection with its record count. */
export const useCollections = (): MirroredQuery<ContentCollectionInfo[]> =>
  useStaffRead('content', (token) => contentCall('GET content', token, {}));

/** GET content/{collection}?query. */
export const useContentList = (collection: ContentCollection | null, query: ContentListQuery): MirroredQuery<ContentListPage> =>
  useStaffRead(collection ? `content/${collection}${toQuery(query)}` : null, (token) => contentCall('GET content/:collection', token, { params: { collection: collection as ContentCollection }, query }));

/** GET content/{collection}/{id}; null id for a new record. */
export const useContentRecord = (collection: ContentCollection | null, id: string | null): MirroredQuery<ContentRecord> =>
  useStaffRead(collection && id ? `content/${collection}/${id}` : null, (token) => contentCall('GET content/:collection/:id', token, { params: { collection: collection as ContentCollection, id: id as string } }));

/** GET content/media?unused=1: uploads no record points at. */
export const useUnusedMedia = (page: number): MirroredQuery<MediaPage> =>
  useStaffRead(`content/media?unused=1&page=${page}`, (token) => contentCall('GET content/media', token, { query: { unused: 1, page } }));

/** One choice of a select: the record's id and its title. */
export interface Choice { value: string | number; label: string }

/** The title of a record by its collection's title field. */
export function recordTitle(collection: ContentCollection, record: ContentRecord): string {
  const value = record[COLLECTIONS[collection].title_field];
  return value === undefined || value === null || value === '' ? `#${record.id}` : String(value);
}

/** Every record of `collection` (up to the API's largest page) as choices, for select fields and list columns. */
export function useChoices(collection: ContentCollection | undefined): { choices: Choice[]; isLoading: boolean } {
  const query = useContentList(collection ?? null, { per_page: CONTENT_PAGE_SIZE_MAX, sort: collection ? COLLECTIONS[collection].default_sort : undefined });
  const choices = (query.data?.items ?? []).map((record) => ({ value: record.id, label: recordTitle(collection as ContentCollection, record) }));
  return { choices, isLoading: query.isLoading };
}

/** After a write: the next read of every screen asks the server again. */
export const afterContentWrite = (): void => forgetRecentAnswers();

/** Shapes of the content-management API under /api/staff/content (issue 11, docs/content-management.md). */
import type { CollectionDescription, ContentCollection } from '../content/collections';

/** One record of a collection: its id and its fields by the description's names (`status` where drafts exist). */
export type ContentRecord = { id: number | string } & Record<string, unknown>;

/** GET /api/staff/content/{collection} query: search text, sort field ('-' for descending), page; select fields filter. */
export interface ContentListQuery {
  q?: string;
  sort?: string;
  page?: number;
  per_page?: number;
  [filter: string]: string | number | undefined;
}

/** GET /api/staff/content/{collection}. */
export interface ContentListPage {
  items: ContentRecord[];
  meta: { total: number; page: number; per_page: number };
}

/** GET /api/staff/content: every collection's description with its record count. */
export interface ContentCollectionInfo extends CollectionDescription { total: number }

/** An uploaded file as the media library lists it. */
export interface MediaItem {
  /** Content hash (also the id for DELETE). */
  id: string;
  kind: 'photo' | 'pdf';
  /** The URL a record stores: the largest photo variant, or the PDF. */
  url: string;
  /** Photo variant widths (empty for a PDF). */
  widths: number[];
  /** Original size in pixels (0 for a PDF). */
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  /** Records pointing at it, as 'collection#id'. */
  used_by: string[];
}

/** GET /api/staff/content/media. */
export interface MediaPage {
  items: MediaItem[];
  meta: { total: number; page: number; per_page: number };
}

/** Which collection a path names, for typed calls. */
export type CollectionParams = { collection: ContentCollection };
export type RecordParams = { collection: ContentCollection; id: number | string };

/**
 * The content collections of the back office (issue 11, docs/content-management.md): their names
 * (the `{collection}` path segment of /api/staff/content) and the words their descriptions are made
 * of (field kinds, a field, a collection's description). Each collection's description is in
 * descriptions.ts, its schema in dto.ts.
 */

/** Every collection, plural kebab-case, in menu order. */
export const CONTENT_COLLECTIONS = [
  'categories', 'models', 'types', 'colours', 'specifications',
  'sliders', 'offers', 'news', 'news-categories', 'pages', 'clubs', 'spare-parts', 'accessories', 'brochures',
  'branches', 'branch-cities', 'credit-rates', 'vouchers', 'testimonials', 'after-sales',
  'leasing-partners', 'tradein-values', 'maintenance-plan', 'slot-capacity', 'testdrive-units',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** Whether a path segment names a collection. */
export const isContentCollection = (name: string): name is ContentCollection => (CONTENT_COLLECTIONS as readonly string[]).includes(name);

export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = { draft: 'Draf', published: 'Terbit' };

/**
 * How a field is edited and shown:
 * - text, textarea, html (rich text, sanitised by the server), slug (lower-case-and-dashes), url, colour (#rrggbb)
 * - number, rupiah (whole rupiah), percent (two decimals), date (YYYY-MM-DD), boolean
 * - options (fixed choices in `options`), select (a record of `collection`, value its id), multi-select (ids)
 * - media (one uploaded photo URL), media-list (photo URLs), frames-360 (18 photo URLs in turning order),
 *   panorama (six face URLs keyed front, back, left, right, top, bottom), pdf (an uploaded PDF URL)
 * - rows (a list of small objects whose fields are `columns`)
 */
export const FIELD_KINDS = [
  'text', 'textarea', 'html', 'slug', 'url', 'colour', 'number', 'rupiah', 'percent', 'date', 'boolean',
  'options', 'select', 'multi-select', 'media', 'media-list', 'frames-360', 'panorama', 'pdf', 'rows',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldOption { value: string; label: string }

export interface ContentField {
  name: string;
  label: string;
  kind: FieldKind;
  /** Must be given (the DTO says the same). */
  required?: boolean;
  /** Longest text (text kinds) or largest value (numbers). */
  max?: number;
  /** For `options`. */
  options?: readonly FieldOption[];
  /** For `select` and `multi-select`: the collection whose records are the choices. */
  collection?: ContentCollection;
  /** For `rows`: the fields of one row (text, textarea or media). */
  columns?: readonly ContentField[];
  /** Shown, never sent (computed by the server, e.g. a voucher's uses). */
  readonly?: boolean;
  /** One line of help under the field. */
  help?: string;
}

export interface CollectionDescription {
  name: ContentCollection;
  /** Menu and list title. */
  label: string;
  /** One record ('Tipe'). */
  singular: string;
  fields: readonly ContentField[];
  /** The field naming a record in lists, confirmations and select choices. */
  title_field: string;
  /** Columns of the list, by field name. */
  list_fields: readonly string[];
  /** Fields the list's `sort` accepts (prefix '-' for descending). */
  sort_fields: readonly string[];
  /** Default sort. */
  default_sort: string;
  /** Select fields the list may be filtered on (`?car_model_id=3`). */
  filter_fields: readonly string[];
  /** Has `status` draft / published (sliders, offers, news, pages): visitors only ever see published records. */
  draft: boolean;
  /** False when records come with another collection (a type's specification). */
  can_create: boolean;
  can_delete: boolean;
  /** Ids are text (branch-city codes) or whole numbers (everything else; credit rates use the tenor). */
  id_kind: 'number' | 'text';
}

/** List paging. */
export const CONTENT_PAGE_SIZE = 25;
export const CONTENT_PAGE_SIZE_MAX = 200;

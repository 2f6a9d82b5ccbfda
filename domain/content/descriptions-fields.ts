/**
 * Shorthands for the fields of the collection descriptions (descriptions-*.ts): the common text,
 * media, sort and status fields, and what most collections share.
 */
import { PUBLISH_STATUS_LABELS, type CollectionDescription, type ContentCollection, type ContentField } from './collections';

export const text = (name: string, label: string, max: number, required = true): ContentField => ({ name, label, kind: 'text', max, required });
export const textarea = (name: string, label: string, max: number, required = true): ContentField => ({ name, label, kind: 'textarea', max, required });
export const slug = (name: string, label = 'Slug (URL)'): ContentField => ({ name, label, kind: 'slug', max: 120, required: true, help: 'Huruf kecil, angka dan tanda hubung, mis. avanza-veloz' });
export const media = (name: string, label: string, required = true): ContentField => ({ name, label, kind: 'media', max: 300, required });
export const mediaList = (name: string, label: string): ContentField => ({ name, label, kind: 'media-list', max: 20 });
export const sort: ContentField = { name: 'sort', label: 'Urutan', kind: 'number', max: 9999 };
export const status: ContentField = {
  name: 'status', label: 'Status', kind: 'options', required: true,
  options: [{ value: 'draft', label: PUBLISH_STATUS_LABELS.draft }, { value: 'published', label: PUBLISH_STATUS_LABELS.published }],
};
export const link = (name: string, label: string): ContentField => ({ name, label, kind: 'url', max: 500, required: true, help: 'Alamat di situs (/promo) atau tautan lengkap (https://...)' });
export const specRows = (name: string, label: string): ContentField => ({
  name, label, kind: 'rows', max: 60, columns: [text('title', 'Judul', 100), text('value', 'Nilai', 200)],
});

/** What most collections share: numbered ids, no draft state, created and deleted in the back office, no list filter. */
export const base = { draft: false, can_create: true, can_delete: true, id_kind: 'number', filter_fields: [] } as const;

/** The descriptions of the collections `K`, each under its own name. */
export type Descriptions<K extends ContentCollection> = { [N in K]: CollectionDescription & { name: N } };

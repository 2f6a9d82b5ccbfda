/** How one field of a record shows in a list cell, by its kind: a thumbnail, money, a date, a name of another record, a status pill. */
import type { ContentRecord } from '../../../../domain/api';
import { PUBLISH_STATUS_LABELS, type ContentField, type PublishStatus } from '../../../../domain/content/collections';
import { formatDateId, formatRupiah } from '../../../../domain/money';
import { Image } from '../../../ui/image';
import { StatusPill } from '../../../ui/status-pill';
import type { Choice } from '../content-reads';
import styles from '../content.module.css';

interface CellProps { field: ContentField; record: ContentRecord; choices: readonly Choice[] }

/** The cell's content. */
export function ListCell({ field, record, choices }: CellProps) {
  const value = record[field.name];
  if (value === undefined || value === null || value === '') return <span className={styles.sub}>-</span>;
  switch (field.kind) {
    case 'media':
      return <Image className={styles.thumb} src={String(value)} alt="" width={72} height={45} sizes="72px" />;
    case 'rupiah':
      return <>{Number(value) > 0 ? formatRupiah(Number(value)) : '-'}</>;
    case 'date':
      return <>{formatDateId(String(value))}</>;
    case 'boolean':
      return <>{value ? 'Ya' : 'Tidak'}</>;
    case 'select':
      return <>{choices.find((c) => String(c.value) === String(value))?.label ?? `#${String(value)}`}</>;
    case 'options':
      if (field.name === 'status') {
        const status = value as PublishStatus;
        return <StatusPill label={PUBLISH_STATUS_LABELS[status] ?? String(value)} tone={status === 'published' ? 'done' : 'waiting'} />;
      }
      return <>{field.options?.find((o) => o.value === value)?.label ?? String(value)}</>;
    case 'colour':
      return <span className={styles.swatchText}><span className={styles.swatch} style={{ background: String(value) }} aria-hidden="true" />{String(value)}</span>;
    default:
      return <>{String(value)}</>;
  }
}

/** The top of a record page: booking id, kind, status, arrival, and the moves the workflow allows this role now. */
import { observer } from 'mobx-react-lite';
import type { QueueRecord } from '../../../domain/api';
import type { OutboxItem } from '../../../domain/outbox';
import { OVERDUE_HOURS, QUEUE_KIND_LABELS } from '../../../domain/staff/roles';
import { BRAND } from '../../../domain/brand';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { whatsappUrl } from '../../ui/whatsapp';
import { useStaff } from '../session/use-staff';
import { StatusPill } from '../../ui/status-pill';
import { dateTime } from '../components/format';
import { statusTone } from '../components/status';
import { writeTargetOf } from '../writes/staff-writes';
import { moveButtonLabel, type Move } from './move-form';
import styles from './record.module.css';

interface RecordHeadProps { record: QueueRecord; pending: readonly OutboxItem[]; onMove: (move: Move) => void; showMoves?: boolean }

/** 'tel:' for a number written any way ('0812-3456 7890', '+62 812...'). */
export const telHref = (phone: string): string => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** The Indonesian opening of a WhatsApp message about a record (issue 30.6). */
export function contactText(record: Pick<QueueRecord, 'kind' | 'booking_id' | 'name' | 'branch_name'>, staffName: string): string {
  const where = record.branch_name ? `${BRAND.name} ${record.branch_name.replace(/^Merapi Toyota\s*/i, '')}`.trim() : BRAND.name;
  return `Halo Bapak/Ibu ${record.name}, saya ${staffName} dari ${where}. Saya menghubungi Anda tentang ${QUEUE_KIND_LABELS[record.kind]} ${record.booking_id}.`;
}

/** The customer's phone as a call link and a WhatsApp chat with the message above. */
function ContactLinks({ record }: { record: QueueRecord }) {
  const staff = useStaff();
  const phone = record.phone?.trim();
  if (!phone || !/\d{6,}/.test(phone.replace(/\D/g, ''))) return null;
  return (
    <p className={styles.contact}>
      <a href={telHref(phone)}><Icon name="phone" size={16} />{phone}</a>
      <a href={whatsappUrl(phone, contactText(record, staff.name))} target="_blank" rel="noopener noreferrer"><Icon name="whatsapp" size={16} />WhatsApp</a>
    </p>
  );
}

/** The head; moves wait while an earlier move of this record is still on the device. */
export const RecordHead = observer(function RecordHead({ record, pending, onMove, showMoves = true }: RecordHeadProps) {
  const movePending = pending.some((i) => writeTargetOf(i.request)?.action === 'status');
  return (
    <section className={styles.head} aria-label="Status">
      <div className={styles.headTop}>
        <div>
          <p className={styles.eyebrow}>{QUEUE_KIND_LABELS[record.kind]}{record.branch_name ? ` · ${record.branch_name}` : ''}</p>
          <h1 className={styles.title}>{record.booking_id}</h1>
          <p className={styles.sub}>Diterima {dateTime(record.created_at)} · {record.name}</p>
          <ContactLinks record={record} />
        </div>
        <div className={styles.headStatus}>
          <StatusPill label={record.status_label} tone={statusTone(record.kind, record.status)} />
          {record.overdue ? <span className={styles.overdue}>Menunggu &gt; {OVERDUE_HOURS} jam</span> : null}
        </div>
      </div>
      {pending.length ? (
        <ul className={styles.pendingList} aria-label="Perubahan tertunda">
          {pending.map((i) => <li key={i.id}>Tertunda: {i.label}{i.status === 'refused' ? ' (ditolak)' : ' — dikirim saat online'}</li>)}
        </ul>
      ) : null}
      {!showMoves ? null : record.moves.length ? (
        <div className={styles.moves} role="group" aria-label="Ubah status">
          {record.moves.map((m) => (
            <Button key={m.to} size="small" variant={m.to === 'cancelled' || m.to === 'rejected' || m.to === 'lost' ? 'secondary' : 'primary'}
              disabled={movePending} onClick={() => onMove(m)}>
              {moveButtonLabel(record.status, m)}
            </Button>
          ))}
          {movePending ? <span className={styles.sub}>Perubahan status sebelumnya belum terkirim.</span> : null}
        </div>
      ) : (
        <p className={styles.sub}>Tidak ada perubahan status yang dapat Anda lakukan dari status ini.</p>
      )}
    </section>
  );
});

/** The read-only parts of a record page: what the visitor sent, the member and their other records, related records, notes. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { QueueRecord } from '../../../domain/api';
import { canSeeQueue, QUEUE_KIND_LABELS, type QueueKind, type StaffRole } from '../../../domain/staff/roles';
import { paths } from '../../lib/paths';
import { dateTime } from '../components/format';
import ui from '../components/staff-ui.module.css';
import styles from './record.module.css';

/** Every field the visitor sent, labelled; values are plain text. */
export function RecordFields({ record, title = 'Data pengajuan', aside }: { record: Pick<QueueRecord, 'fields'>; title?: string; aside?: ReactNode }) {
  return (
    <section className={ui.card} aria-label={title}>
      <h2>{title}</h2>
      {aside}
      <dl className={styles.fields}>
        {record.fields.map((f, i) => (
          <div key={`${f.label}-${i}`}>
            <dt>{f.label}</dt>
            <dd>{f.value || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface Ref { kind: QueueKind; id: number; booking_id: string; status_label: string; created_at?: string }

function RefList({ refs, role }: { refs: readonly Ref[]; role: StaffRole }) {
  return (
    <ul className={styles.refs}>
      {refs.map((r) => {
        const text = `${QUEUE_KIND_LABELS[r.kind]} ${r.booking_id}`;
        return (
          <li key={`${r.kind}-${r.id}`}>
            {canSeeQueue(role, r.kind) ? <Link to={paths.staffRecord.getHref(r.kind, r.id)}>{text}</Link> : <span>{text}</span>}
            <span className={styles.sub}>{[r.status_label, r.created_at ? dateTime(r.created_at) : ''].filter(Boolean).join(' · ')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The member the record belongs to, and their other records; a guest without an account says so. */
export function RecordMember({ record, role }: { record: QueueRecord; role: StaffRole }) {
  return (
    <section className={ui.card} aria-label="Member">
      <h2>Member</h2>
      {record.member ? (
        <>
          <p className={styles.member}><strong>{record.member.name}</strong><span>{record.member.email}</span><span>{record.member.phone}</span></p>
          {record.member.processing_withdrawn_at ? (
            <p className={`${ui.notice} ${ui.danger}`} role="note">
              Persetujuan pemrosesan data ditarik {dateTime(record.member.processing_withdrawn_at)}: hentikan pemrosesan data member ini.
            </p>
          ) : null}
          <h3 className={styles.subTitle}>Pengajuan lain</h3>
          {record.member_records.length ? <RefList refs={record.member_records} role={role} /> : <p className={ui.muted}>Tidak ada.</p>}
        </>
      ) : (
        <p className={ui.muted}>Dikirim tanpa akun member; pesan ke inbox tidak tersedia.</p>
      )}
      {record.related.length ? (
        <>
          <h3 className={styles.subTitle}>{record.kind === 'payment' ? 'Pesanan' : 'Terkait'}</h3>
          <RefList refs={record.related} role={role} />
        </>
      ) : null}
    </section>
  );
}

/** Internal notes and messages sent to the member, newest first. */
export function RecordNotes({ notes }: { notes: QueueRecord['notes'] }) {
  if (!notes.length) return <p className={ui.muted}>Belum ada catatan.</p>;
  return (
    <ul className={styles.notes}>
      {[...notes].reverse().map((n, i) => (
        <li key={i} data-member={n.to_member || undefined}>
          <span className={styles.sub}>{dateTime(n.at)} · {n.by} · {n.to_member ? 'Pesan ke member' : 'Catatan internal'}</span>
          <p>{n.text}</p>
        </li>
      ))}
    </ul>
  );
}

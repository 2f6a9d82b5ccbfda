/**
 * A record page: every field the visitor sent, the member and their other records, the timeline,
 * notes, assignment, messages to the member and the moves this role may make (payment confirmations
 * get the verification view). Readable offline once loaded; writes made offline wait in the outbox.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { canSeeQueue, QUEUE_KIND_LABELS, QUEUE_KINDS, type QueueKind } from '../../../domain/staff/roles';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { Timeline } from '../../ui/timeline';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useRecord } from '../session/staff-reads';
import { useStaff } from '../session/use-staff';
import { staffNotices } from '../writes/staff-notices';
import { pendingFor, usePendingWrites, useRefetchWhenDelivered } from '../writes/use-pending-writes';
import { writeTargetOf } from '../writes/staff-writes';
import type { Move } from './move-form';
import { MoveDialog } from './move-dialog';
import { OrderMoneyPanel } from './order-money';
import { PaymentView } from './payment-view';
import { PrivateFiles } from './private-files';
import { RecordHead } from './record-head';
import { RecordFields, RecordMember, RecordNotes } from './record-parts';
import { timelineSteps } from './record-timeline';
import { AssignForm, MessageForm, NoteForm } from './record-work';
import { MemberCars, ServiceRecordCard } from '../garage/record-garage';
import styles from './record.module.css';

function useTarget(): { kind: QueueKind; id: number } | null {
  const staff = useStaff();
  const params = useParams();
  const kind = params.kind as QueueKind;
  const id = Number(params.id);
  return QUEUE_KINDS.includes(kind) && canSeeQueue(staff.role, kind) && Number.isInteger(id) && id > 0 ? { kind, id } : null;
}

/** Route component of /staff/queue/:kind/:id. */
const RecordScreen = observer(function RecordScreen() {
  const staff = useStaff();
  const target = useTarget();
  const query = useRecord(target?.kind ?? null, target?.id ?? null);
  const pending = usePendingWrites();
  const mine = target ? pendingFor(pending, target) : [];
  useRefetchWhenDelivered(mine.length, query.refetch);
  const [move, setMove] = useState<Move | null>(null);
  useDocumentTitle(query.data ? `${query.data.booking_id} · ${QUEUE_KIND_LABELS[query.data.kind]}` : 'Data antrian');
  if (!target) return <p className={ui.empty}>Data ini tidak ada atau tidak dapat dibuka dengan peran Anda.</p>;
  const notice = staffNotices.of(target);
  const movePending = mine.some((i) => writeTargetOf(i.request)?.action === 'status');
  return (
    <>
      <div className={styles.back}>
        <Link to={paths.staffQueue.getHref(target.kind)}><Icon name="chevronLeft" size={18} />Antrian {QUEUE_KIND_LABELS[target.kind]}</Link>
        <LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />
      </div>
      {notice ? (
        <div className={`${ui.notice} ${ui.danger}`} role="alert">
          <span>{notice.text}</span>
          <Button size="small" variant="light" onClick={() => staffNotices.dismiss(target)}>Tutup</Button>
        </div>
      ) : null}
      <QueryState query={query} skeleton={<div className={styles.skeleton}><Skeleton height={140} /><Skeleton height={360} /></div>}>
        {(record) => (
          <>
            <RecordHead record={record} pending={mine} onMove={setMove} showMoves={record.kind !== 'payment'} />
            {record.kind === 'payment' ? <PaymentView record={record} onMove={setMove} disabled={movePending} /> : null}
            <div className={styles.layout}>
              <div className={styles.mainCol}>
                {record.kind === 'payment' ? null : <RecordFields record={record} />}
                <ServiceRecordCard record={record} />
                {record.money ? <OrderMoneyPanel record={record} role={staff.role} /> : null}
                <section className={ui.card} aria-label="Riwayat">
                  <h2>Riwayat</h2>
                  <Timeline steps={timelineSteps(record.timeline)} label={`Riwayat ${record.booking_id}`} />
                </section>
              </div>
              <div className={styles.sideCol}>
                <RecordMember record={record} role={staff.role} />
                <MemberCars record={record} />
                <section className={ui.card} aria-label="Penugasan">
                  <h2>Penugasan</h2>
                  <AssignForm key={record.assigned_to?.id ?? 0} record={record} />
                </section>
                {record.kind === 'payment' ? null : <PrivateFiles files={record.files} />}
                <section className={ui.card} aria-label="Catatan dan pesan">
                  <h2>Catatan &amp; pesan</h2>
                  <RecordNotes notes={record.notes} />
                  <NoteForm record={record} />
                  {record.member ? <MessageForm record={record} /> : null}
                </section>
              </div>
            </div>
            {move ? <MoveDialog record={record} move={move} onClose={() => setMove(null)} /> : null}
          </>
        )}
      </QueryState>
    </>
  );
});

export default RecordScreen;

/** A member detail page: guarded, mirrored, the record's status badge, customer block and details. */
import { SlotActions } from './slot-actions';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import type { DetailCustomer } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../data/api-client';
import { useMemberDetail, type MemberDetailRecords, type MemberRecordKind } from '../../../data/repositories/member';
import { useDocumentTitle } from '../../../lib/document-title';
import { Icon } from '../../../ui/icons';
import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { memberHistorySteps, Timeline } from '../../../ui/timeline';
import { InfoList, type InfoRow } from '../components/info-list';
import { QueryState } from '../../../ui/query-state';
import { StatusBadge } from '../components/status-badge';
import { MemberGuard } from '../session/member-guard';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';
import { DetailNotFound } from './detail-not-found';
import styles from './detail.module.css';

interface DetailScreenProps<K extends MemberRecordKind> {
  kind: K;
  title: string;
  /** The dashboard tab listing these records. */
  tab: number;
  /** The record's own rows (after the customer block). */
  rows: (record: MemberDetailRecords[K]) => InfoRow[];
}

/** The customer block every record carries. */
export function customerRows(c: DetailCustomer): InfoRow[] {
  return [
    ['Nama', c.name], ['Email', c.email], ['No. Telepon', c.phone], ['Alamat', c.address], ['Jenis Kelamin', c.gender],
    ['Tanggal Lahir', formatDateId(c.birth)], ['Provinsi', c.province_name], ['Kota', c.city_name],
  ];
}

/** Reads `:id`, guards the route and renders the record. */
export function DetailScreen<K extends MemberRecordKind>(props: DetailScreenProps<K>) {
  useDocumentTitle(props.title);
  return (
    <MemberGuard>
      <DetailBody {...(props as unknown as DetailScreenProps<MemberRecordKind>)} />
    </MemberGuard>
  );
}

const DetailBody = observer(function DetailBody({ kind, title, tab, rows }: DetailScreenProps<MemberRecordKind>) {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const auth = useMemberAuth();
  const query = useMemberDetail(auth, kind, id);
  useExpireOnUnauthorized(query.error);
  const back = paths.dashboardMember.getHref(tab);
  const missing = id === null || (query.data === undefined && query.error instanceof ApiError && query.error.status === 404);

  return (
    <div className={`container ${styles.page}`}>
      <ButtonLink to={back} variant="ghost" size="small" className={styles.back}>
        <Icon name="chevronLeft" size={20} />
        Kembali ke Dashboard
      </ButtonLink>
      <h1 className={styles.title}>{title}</h1>
      {missing ? (
        <DetailNotFound back={back} />
      ) : (
        <QueryState query={query} skeleton={<DetailSkeleton />}>
          {(record) => (
            <>
              <div className={styles.summary}>
                <div>
                  <span className={styles.label}>Booking ID</span>
                  <strong className={styles.bookingId}>{record.booking_id}</strong>
                </div>
                <div>
                  <span className={styles.label}>Tanggal Booking</span>
                  <strong>{formatDateId(record.booking_date)}</strong>
                </div>
                <div>
                  <span className={styles.label}>Status</span>
                  <StatusBadge status={record.status} />
                </div>
              </div>
              <div className={styles.grid}>
                <section className={styles.card} aria-labelledby="detail-customer">
                  <h2 id="detail-customer" className={styles.cardTitle}>Data Pelanggan</h2>
                  <InfoList rows={customerRows(record)} columns={1} />
                </section>
                <section className={styles.card} aria-labelledby="detail-record">
                  <h2 id="detail-record" className={styles.cardTitle}>Detail Booking</h2>
                  <InfoList rows={rows(record)} columns={1} />
                </section>
                {'slot' in record && record.slot && auth ? (
                  <SlotActions kind={kind} id={record.id} token={auth.token} slot={record.slot} version={record.version ?? 0} onChanged={query.refetch} />
                ) : null}
                {record.timeline?.length ? (
                  <section className={styles.card} aria-labelledby="detail-timeline">
                    <h2 id="detail-timeline" className={styles.cardTitle}>Riwayat Status</h2>
                    <Timeline steps={memberHistorySteps(record.timeline)} label={`Riwayat status ${record.booking_id}`} />
                  </section>
                ) : null}
              </div>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
});

function DetailSkeleton() {
  return (
    <div className={styles.grid}>
      <Skeleton height={360} />
      <Skeleton height={360} />
    </div>
  );
}

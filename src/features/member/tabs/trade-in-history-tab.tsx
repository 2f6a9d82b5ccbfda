/** Tab 6: the member's trade-ins. */
import { observer } from 'mobx-react-lite';
import type { TradeInHistoryRow } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../app/paths';
import { useMemberHistory } from '../../../data/repositories/member';
import { ButtonLink } from '../../../ui/button';
import { HistorySkeleton, HistoryTable, type HistoryColumn } from '../components/history-table';
import { QueryState } from '../components/query-state';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';
import styles from './tab.module.css';

const COLUMNS: ReadonlyArray<HistoryColumn<TradeInHistoryRow>> = [
  { label: 'Trade ID', render: (r) => r.booking_id },
  { label: 'Date', render: (r) => formatDateId(r.booking_date) },
  { label: 'Branch', render: (r) => r.branch_name },
  { label: 'Your Car', render: (r) => r.mobil_anda },
  { label: 'Dream Car', render: (r) => r.mobil_impian },
];

/** The trade-in table, 'no data recorded' when empty. */
export default observer(function TradeInHistoryTab() {
  const query = useMemberHistory(useMemberAuth(), 'tradein');
  useExpireOnUnauthorized(query.error);
  return (
    <section aria-labelledby="trade-in-history-title">
      <div className={styles.head}>
        <h2 id="trade-in-history-title" className={styles.title}>
          Riwayat Trade In
        </h2>
        <ButtonLink to={paths.tradeIn.getHref()} variant="secondary" size="small">
          Trade In Baru
        </ButtonLink>
      </div>
      <QueryState query={query} skeleton={<HistorySkeleton />} empty="no data recorded" isEmpty={(rows) => rows.length === 0}>
        {(rows) => <HistoryTable caption="Riwayat trade in" rows={rows} columns={COLUMNS} detailHref={(r) => paths.detailTradeIn.getHref(r.id)} />}
      </QueryState>
    </section>
  );
});

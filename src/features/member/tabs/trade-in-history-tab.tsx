/** Tab 6: the member's trade-ins; one still waiting in the outbox shows first, marked 'Tertunda'. */
import { observer } from 'mobx-react-lite';
import type { TradeInHistoryRow } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { useMemberHistory } from '../../../data/repositories/member';
import { HistoryTab } from '../components/history-tab';
import { StatusBadge } from '../components/status-badge';
import type { HistoryColumn } from '../components/history-table';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';

const COLUMNS: ReadonlyArray<HistoryColumn<TradeInHistoryRow>> = [
  { label: 'Trade ID', render: (r) => r.booking_id },
  { label: 'Date', render: (r) => formatDateId(r.booking_date) },
  { label: 'Branch', render: (r) => r.branch_name },
  { label: 'Your Car', render: (r) => r.mobil_anda },
  { label: 'Dream Car', render: (r) => r.mobil_impian },
  // The dealer's step (issue 10): the label the back office set, e.g. 'Dikonfirmasi'.
  { label: 'Status', render: (r) => <span><StatusBadge status={r.status} /></span> },
];

/** The table, 'no data recorded' when there is nothing. */
export default observer(function TradeInHistoryTab() {
  const query = useMemberHistory(useMemberAuth(), 'tradein');
  useExpireOnUnauthorized(query.error);
  return (
    <HistoryTab id="trade-in-history-title" title="Riwayat Trade In" newLink={{ href: paths.tradeIn.getHref(), label: 'Trade In Baru' }} query={query} pendingForms={['trade-in']}
      empty="no data recorded" caption="Riwayat trade in" columns={COLUMNS} detailHref={(r) => paths.detailTradeIn.getHref(r.id)} />
  );
});

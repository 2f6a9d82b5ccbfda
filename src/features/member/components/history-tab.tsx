/**
 * One history tab of the dashboard: heading with its 'new' link, the submissions still waiting in
 * the outbox ('Tertunda'), then the server's rows; the empty marker only when neither has any.
 */
import { observer } from 'mobx-react-lite';
import { ButtonLink } from '../../../ui/button';
import { QueryState, type QueryLike } from '../../../ui/query-state';
import { TabSection } from './tab-section';
import { HistorySkeleton, HistoryTable, type HistoryColumn } from './history-table';
import { PendingList, usePendingOfMember } from './pending-list';

interface HistoryTabProps<T extends { id: number }> {
  id: string;
  title: string;
  newLink: { href: string; label: string };
  query: QueryLike<T[]>;
  /** The outbox form names whose waiting submissions belong here. */
  pendingForms: readonly string[];
  empty: string;
  caption: string;
  columns: ReadonlyArray<HistoryColumn<T>>;
  detailHref: (row: T) => string;
  detailLabel?: (row: T) => string;
}

/** The tab's section. */
function HistoryTabView<T extends { id: number }>(props: HistoryTabProps<T>) {
  const { id, title, newLink, query, pendingForms, empty, caption, columns, detailHref, detailLabel } = props;
  const pending = usePendingOfMember(pendingForms);
  return (
    <TabSection titleId={id} title={title} action={<ButtonLink to={newLink.href} variant="secondary" size="small">{newLink.label}</ButtonLink>}>
      <PendingList items={pending} />
      <QueryState query={query} skeleton={<HistorySkeleton />} empty={pending.length ? undefined : empty} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (rows.length ? <HistoryTable caption={caption} rows={rows} columns={columns} detailHref={detailHref} detailLabel={detailLabel} /> : null)}
      </QueryState>
    </TabSection>
  );
}

/** A history tab (tabs 3 to 6). */
export const HistoryTab = observer(HistoryTabView) as typeof HistoryTabView;

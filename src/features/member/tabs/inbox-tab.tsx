/** Tab 8 Inbox: the message list (unread in bold with a dot); a message opens in place. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatDateId } from '../../../../domain/money';
import { useInbox } from '../../../data/repositories/member';
import { Skeleton } from '../../../ui/skeleton';
import { QueryState } from '../../../ui/query-state';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';
import { InboxMessage } from './inbox-message';
import styles from './inbox.module.css';
import { TabSection } from '../components/tab-section';

/** The list, or the opened message with its way back. */
export default observer(function InboxTab() {
  const member = useMemberAuth();
  const query = useInbox(member);
  useExpireOnUnauthorized(query.error);
  const [openId, setOpenId] = useState<number | null>(null);

  if (openId !== null) return <InboxMessage member={member} id={openId} onBack={() => setOpenId(null)} />;
  return (
    <TabSection titleId="inbox-title" title="Inbox">
      <QueryState query={query} skeleton={<InboxSkeleton />} empty="No data" isEmpty={(items) => items.length === 0}>
        {(items) => (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <button type="button" className={item.is_read ? styles.item : `${styles.item} ${styles.unread}`} onClick={() => setOpenId(item.id)}>
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.itemTitle}>
                    {item.is_read ? null : <span className="visually-hidden">Belum dibaca: </span>}
                    {item.judul}
                  </span>
                  <time className={styles.date} dateTime={item.tanggal}>
                    {formatDateId(item.tanggal)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </TabSection>
  );
});

function InboxSkeleton() {
  return (
    <div className={styles.list}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={56} />
      ))}
    </div>
  );
}

/** One inbox message: skeleton while loading, its HTML body (written and escaped by the server, sanitised again here), the way back. */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { formatDateId } from '../../../../domain/money';
import { useInboxMessage, type MemberAuth } from '../../../data/repositories/member';
import { sanitizeHtml } from '../../../../domain/safe-html';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { QueryState } from '../../../ui/query-state';
import { useExpireOnUnauthorized } from '../session/use-member';
import styles from './inbox.module.css';

interface InboxMessageProps {
  member: MemberAuth | null;
  id: number;
  onBack: () => void;
}

/** The opened message. */
export const InboxMessage = observer(function InboxMessage({ member, id, onBack }: InboxMessageProps) {
  const query = useInboxMessage(member, id);
  useExpireOnUnauthorized(query.error);
  return (
    <section aria-label="Pesan inbox" className={styles.message}>
      <button type="button" className={styles.back} onClick={onBack}>
        <Icon name="chevronLeft" size={20} />
        Kembali ke Inbox
      </button>
      <QueryState query={query} skeleton={<MessageSkeleton />}>
        {(message) => (
          <article className={styles.card}>
            <time className={styles.messageDate} dateTime={message.tanggal}>
              {formatDateId(message.tanggal)}
            </time>
            <h2 className={styles.messageTitle}>{message.judul}</h2>
            {message.image ? <img className={styles.image} src={message.image} alt="" loading="lazy" /> : null}
            <MessageBody html={message.text} />
          </article>
        )}
      </QueryState>
    </section>
  );
});

/** The body through the allowlist sanitiser: only simple formatting and safe links reach the DOM. */
function MessageBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function MessageSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton width={120} shape="text" />
      <Skeleton width="70%" height={28} />
      <Skeleton shape="text" />
      <Skeleton shape="text" />
      <Skeleton width="60%" shape="text" />
    </div>
  );
}

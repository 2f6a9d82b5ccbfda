/** A member's submissions still waiting in the outbox, above a history and marked 'Tertunda' until delivered (issue 17). */
import { observer } from 'mobx-react-lite';
import { formatDateId } from '../../../../domain/money';
import { usePendingSubmissions, type PendingSubmission } from '../../../data/pending-submissions';
import { useStores } from '../../../stores/stores-context';
import styles from './pending-list.module.css';

/** The badge text of a waiting submission. */
export const PENDING_TEXT = 'Tertunda';

/** The session member's waiting submissions of `forms`. */
export function usePendingOfMember(forms: readonly string[]): PendingSubmission[] {
  const { session } = useStores();
  return usePendingSubmissions(forms, { token: session.token, email: session.profile?.member_email ?? '' });
}

/** The list, or nothing when none waits. */
export const PendingList = observer(function PendingList({ items }: { items: readonly PendingSubmission[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.pending} aria-label="Pengajuan tertunda">
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.date}>{formatDateId(new Date(item.createdAt))}</span>
            <span className={styles.badge}>{PENDING_TEXT}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>Tersimpan di perangkat ini dan dikirim otomatis saat online.</p>
    </section>
  );
});

/** The 'Tertunda' pill: how many submissions wait or were refused; opens the pending list. */
import { observer } from 'mobx-react-lite';
import { pendingCount } from './pending-count';
import styles from './pwa.module.css';

export const PendingPill = observer(function PendingPill({ onOpen }: { onOpen: () => void }) {
  const total = pendingCount.total;
  if (total === 0) return null;
  return (
    <button type="button" className={styles.pendingPill} onClick={onOpen} aria-label={`${total} pengajuan tertunda`}>
      <span className={styles.pendingCount} data-refused={pendingCount.refused > 0}>{total}</span>
      Tertunda
    </button>
  );
});

/** The spec's empty list text ('Not Found Items', 'No data') in a dashed box. */
import { Icon } from './icons';
import styles from './load-state.module.css';

/** An empty list; `text` defaults to the spec's 'Not Found Items'. */
export function EmptyState({ text = 'Not Found Items' }: { text?: string }) {
  return (
    <div className={styles.empty} role="status">
      <Icon name="search" size={32} />
      <span>{text}</span>
    </div>
  );
}

/** The five steps as a numbered list; the current one is marked for assistive technology too. */
import { ORDER_STEPS } from '../../../stores/order-store';
import { Icon } from '../../../ui/icons';
import styles from './wizard.module.css';

/** Steps 1 to 5 with the current one marked. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className={styles.steps} aria-label="Langkah pemesanan">
      {ORDER_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? styles.done : n === step ? styles.current : '';
        return (
          <li key={label} className={[styles.step, state].filter(Boolean).join(' ')} aria-current={n === step ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true">{n < step ? <Icon name="check" size={16} /> : n}</span>
            <span className={styles.stepLabel}>{label}</span>
            {n === step ? null : <span className="visually-hidden">{`Langkah ${n}: ${label}`}</span>}
          </li>
        );
      })}
    </ol>
  );
}

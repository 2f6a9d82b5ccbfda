/** The down payment: a range slider over the type's bounds (30-80 %, step 10 %) with the amount shown. */
import { useId } from 'react';
import { formatRupiah } from '../../../../domain/money';
import { setDownPayment, type SimulationState } from '../credit-simulation-state';
import styles from './credit-panel.module.css';

/** The down-payment slider with its amount. */
export function DownPaymentField({ state, onChange }: { state: SimulationState; onChange: (next: SimulationState) => void }) {
  const id = useId();
  const range = state.range;
  const percent = range && state.price > 0 ? Math.round((state.uangMuka / state.price) * 100) : 0;
  return (
    <div className={styles.dp}>
      <label htmlFor={id} className={styles.label}>
        Uang Muka (DP)
      </label>
      <output htmlFor={id} className={styles.amount} aria-live="polite">
        {range ? formatRupiah(state.uangMuka) : 'Pilih tipe dahulu'}
        {range ? <span> ({percent}%)</span> : null}
      </output>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={range?.min ?? 0}
        max={range?.max ?? 0}
        step={range?.step || 1}
        value={range ? state.uangMuka : 0}
        disabled={!range}
        aria-valuetext={range ? formatRupiah(state.uangMuka) : undefined}
        onChange={(e) => onChange(setDownPayment(state, Number(e.target.value)))}
      />
      {range ? (
        <div className={styles.bounds} aria-hidden="true">
          <span>{formatRupiah(range.min)}</span>
          <span>{formatRupiah(range.max)}</span>
        </div>
      ) : null}
    </div>
  );
}

/** The down-payment slider of every credit screen: 30-80 % of the price on 10 % steps, the amount and share shown. */
import { useId } from 'react';
import type { DownPaymentRange } from '../../domain/credit';
import { formatRupiah } from '../../domain/money';
import styles from './down-payment-slider.module.css';

interface DownPaymentSliderProps {
  /** The bounds and step; null until a type (a price) is chosen. */
  range: DownPaymentRange | null;
  value: number;
  /** The down payment as a share of the price, percent. */
  percent: number;
  /** Called with the slider's value; the store snaps and clamps it. */
  onChange: (value: number) => void;
  /** Said while there is no range yet. */
  emptyText?: string;
  name?: string;
  className?: string;
}

/** A labelled range input with the amount, the share and the bounds. */
export function DownPaymentSlider({ range, value, percent, onChange, emptyText = 'Pilih tipe mobil untuk menentukan uang muka.', name, className }: DownPaymentSliderProps) {
  const id = useId();
  const text = range ? `${formatRupiah(value)} (${percent}%)` : undefined;
  return (
    <div className={[styles.slider, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>Uang Muka (DP)</label>
      <output htmlFor={id} className={styles.amount} aria-live="polite">
        {range ? (
          <>
            {formatRupiah(value)} <span>({percent}%)</span>
          </>
        ) : (
          '-'
        )}
      </output>
      <input
        id={id}
        type="range"
        name={name}
        className={styles.range}
        min={range?.min ?? 0}
        max={range?.max ?? 0}
        step={range?.step || 1}
        value={range ? value : 0}
        disabled={!range}
        aria-valuetext={text}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      {range ? (
        <div className={styles.bounds} aria-hidden="true">
          <span>{formatRupiah(range.min)}</span>
          <span>{formatRupiah(range.max)}</span>
        </div>
      ) : (
        <p className={styles.help}>{emptyText}</p>
      )}
    </div>
  );
}

/** Accessories as ticked cards (photo, name, price, how it is paid) and their totals line; from props only. */
import type { Accessory, AccessoryTotals } from '../../domain/accessories';
import { formatRupiah } from '../../domain/money';
import { Image } from './image';
import styles from './accessory-list.module.css';

interface AccessoryListProps {
  legend: string;
  items: readonly Accessory[];
  chosen: readonly number[];
  onToggle: (accessory: Accessory, on: boolean) => void;
}

export function AccessoryList({ legend, items, chosen, onToggle }: AccessoryListProps) {
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      {items.map((a) => (
        <label key={a.id} className={styles.item}>
          <input type="checkbox" checked={chosen.includes(a.id)} onChange={(e) => onToggle(a, e.target.checked)} />
          <Image src={a.image} alt="" width={72} height={72} className={styles.image} />
          <span className={styles.text}>
            <span className={styles.name}>{a.name}</span>
            <span className={styles.meta}>{a.billing_label}</span>
          </span>
          <span className={styles.price}>{formatRupiah(a.price)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** 'Total aksesori Rp x' with, on credit, the share added to the down payment and the share paid in cash. */
export function AccessoryTotalsLine({ totals, credit }: { totals: AccessoryTotals; credit: boolean }) {
  if (!totals.total) return null;
  return (
    <p className={styles.totals} data-testid="accessory-total">
      <span>Total aksesori <strong>{formatRupiah(totals.total)}</strong></span>
      {credit ? <span className={styles.split}>Kredit: masuk uang muka {formatRupiah(totals.dp)} · tunai terpisah {formatRupiah(totals.cash)}</span> : null}
    </p>
  );
}

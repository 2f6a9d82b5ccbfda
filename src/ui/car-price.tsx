/**
 * A car's price by the one price rule (domain/price.ts): the OTR struck through with the discount price
 * beside it when there is one, else the OTR alone. Every screen that shows what a car costs uses it,
 * so the price list, the wizard, order info, the member's order and the model cards agree.
 */
import type { CarPrice as Price } from '../../domain/price';
import { formatRupiah } from '../../domain/money';
import styles from './car-price.module.css';

interface CarPriceProps {
  price: Price;
  /** The struck OTR above the price (cards, tiles) instead of beside it (tables, summary rows). */
  stacked?: boolean;
  className?: string;
}

/** Struck OTR and discount price, or the OTR; the hidden words tell a screen reader which is which. */
export function CarPrice({ price, stacked = false, className }: CarPriceProps) {
  const classes = [styles.pair, stacked && styles.stacked, className].filter(Boolean).join(' ');
  if (!price.discounted) return <span className={classes}><span className={styles.now}>{formatRupiah(price.price)}</span></span>;
  return (
    <span className={classes}>
      <s className={styles.was}><span className="visually-hidden">Harga normal </span>{formatRupiah(price.otr)}</s>
      {/* Inline, a line may break here, and only here, when the cell is narrow. */}
      {stacked ? null : <wbr />}
      <span className={styles.now}><span className="visually-hidden">, harga diskon </span>{formatRupiah(price.price)}</span>
    </span>
  );
}

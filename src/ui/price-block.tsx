/** A model's prices: struck OTR and discount price when discounted, starting price, 60-month instalment. */
import { formatRupiah } from '../../domain/money';
import { Money } from './money';
import styles from './price-block.module.css';

interface PriceBlockProps {
  priceOtr: number;
  priceDisc: number;
  hargaMulai: number;
  priceCredit: number;
  /** Also show the OTR price when there is no discount. */
  showOtr?: boolean;
  className?: string;
}

export function PriceBlock({ priceOtr, priceDisc, hargaMulai, priceCredit, showOtr = false, className }: PriceBlockProps) {
  const discounted = priceDisc > 0 && priceDisc < priceOtr;
  return (
    <div className={[styles.prices, className].filter(Boolean).join(' ')}>
      {discounted ? (
        <>
          <Money value={priceOtr} struck className={styles.was} />
          <Money value={priceDisc} className={styles.now} />
        </>
      ) : showOtr && priceOtr > 0 ? (
        <span className={styles.start}>
          Harga OTR <strong>{formatRupiah(priceOtr)}</strong>
        </span>
      ) : null}
      <span className={styles.start}>
        Mulai dari <strong>{formatRupiah(hargaMulai)}</strong>
      </span>
      {priceCredit > 0 ? (
        <span className={styles.credit}>
          Cicilan mulai <strong>{formatRupiah(priceCredit)}</strong>/bln
        </span>
      ) : null}
    </div>
  );
}

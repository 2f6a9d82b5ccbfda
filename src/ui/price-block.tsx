/** A model's prices: struck OTR and discount price when discounted, starting price, 60-month instalment. */
import { formatRupiah } from '../../domain/money';
import { carPrice } from '../../domain/price';
import { CarPrice } from './car-price';
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
  const price = carPrice(priceOtr, priceDisc);
  return (
    <div className={[styles.prices, className].filter(Boolean).join(' ')}>
      {price.discounted ? (
        <CarPrice price={price} stacked className={styles.pair} />
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

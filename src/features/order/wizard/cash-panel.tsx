/** Cash: the promo code and the total; with a valid code the struck total and the total with promo. */
import { observer } from 'mobx-react-lite';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Money } from '../../../ui/money';
import { Row, Rows } from '../components/parts';
import parts from '../order.module.css';
import { PromoField } from './promo-field';
import styles from './payment.module.css';

/** Step 4, cash. */
export const CashPanel = observer(function CashPanel() {
  const order = useOrderStore();
  const result = order.promo.promos.cash.result;
  const total = order.type?.price ?? 0;
  return (
    <section className={styles.panel} aria-label="Pembayaran cash">
      <PromoField />
      <Rows>
        {result ? (
          <>
            <Row label="Total"><Money value={total} struck className={parts.struck} /></Row>
            <Row label={`Potongan (${result.promotion_code})`}><span className={parts.nowrap}>- <Money value={result.potongan} /></span></Row>
            <Row label="Total dengan Promo" total><Money value={result.total} /></Row>
          </>
        ) : (
          <Row label="Total" total><Money value={total} /></Row>
        )}
      </Rows>
    </section>
  );
});

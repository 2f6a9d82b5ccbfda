/** The optional promo code of the current payment type with 'Gunakan Kode' and the answer's alert. */
import { observer } from 'mobx-react-lite';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { Alert } from '../../../ui/alert';
import styles from './payment.module.css';

/** Code field, 'Gunakan Kode', alert. */
export const PromoField = observer(function PromoField() {
  const order = useOrderStore();
  const kind = order.values.payment_type;
  if (!kind) return null;
  const promo = order.promo.promos[kind];
  const checking = order.promo.checking === kind;
  return (
    <div className={styles.slider}>
      <div className={styles.promoRow}>
        <TextField label="Kode Promo (opsional)" value={promo.code} autoComplete="off" maxLength={64}
          onChange={(v) => order.setPromoCode(v.toUpperCase())} />
        <Button variant="dark" onClick={() => void order.applyPromo()} disabled={!promo.code.trim() || checking} aria-busy={checking || undefined}>
          {checking ? <Spinner label="Memeriksa kode promo..." /> : 'Gunakan Kode'}
        </Button>
      </div>
      {promo.alert ? <Alert kind={promo.alert.kind}>{promo.alert.text}</Alert> : null}
    </div>
  );
});

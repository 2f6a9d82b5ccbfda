/** Step 4 Jenis Pembayaran: the car summary, cash or kredit, and that payment type's panel. */
import { observer } from 'mobx-react-lite';
import type { PaymentType } from '../../../../domain/constants';
import { useOrderStore } from '../../../stores/order/use-order-store';
import styles from '../order.module.css';
import { CarSummary } from './car-summary';
import { CashPanel } from './cash-panel';
import { CreditPanel } from './credit-panel';
import tiles from './tiles.module.css';
import { AccessoryPicker } from './accessory-picker';

const OPTIONS: Array<{ value: PaymentType; label: string; text: string }> = [
  { value: 'cash', label: 'Cash', text: 'Bayar lunas, bisa memakai kode promo.' },
  { value: 'kredit', label: 'Kredit', text: 'Cicilan 12 sampai 60 bulan dengan uang muka mulai 30%.' },
];

/** Step 4. */
export const StepPayment = observer(function StepPayment() {
  const order = useOrderStore();
  const kind = order.values.payment_type;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>Jenis Pembayaran</h2>
      <CarSummary />
      <fieldset className={`${tiles.tiles} ${tiles.payment}`}>
        <legend className={tiles.legend}>Pilih jenis pembayaran</legend>
        {OPTIONS.map((o) => (
          <label key={o.value} className={`${tiles.tile} ${tiles.paymentTile}`}>
            <input type="radio" name="payment_type" value={o.value} checked={kind === o.value} onChange={() => order.setPaymentType(o.value)} />
            <span className={tiles.tileName}>{o.label}</span>
            <span className={tiles.paymentText}>{o.text}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'cash' ? <CashPanel /> : kind === 'kredit' ? <CreditPanel /> : null}
      <AccessoryPicker />
    </div>
  );
});

/** Credit: down-payment slider (30-80 %, step 10 %), tenor, KTP, the automatic instalment, promo code. */
import { observer } from 'mobx-react-lite';
import { TENORS } from '../../../../domain/constants';
import { formatRupiah } from '../../../../domain/money';
import { rangeOf } from '../../../stores/order/order-values';
import { useStores } from '../../../stores/stores-context';
import { JpegUpload } from '../../../ui/jpeg-upload';
import { Select } from '../../../ui/select';
import parts from '../order.module.css';
import { Instalment } from './instalment';
import { PromoField } from './promo-field';
import styles from './payment.module.css';
import { useTouched } from '../components/use-touched';

/** Step 4, kredit. */
export const CreditPanel = observer(function CreditPanel() {
  const { order } = useStores();
  const { touch, errorOf } = useTouched();
  const { min, max, step } = rangeOf(order.type);
  const price = order.type?.price ?? 0;
  const dp = order.values.uang_muka;
  const percent = price ? Math.round((dp / price) * 100) : 0;
  return (
    <section className={styles.panel} aria-label="Pembayaran kredit">
      <div className={styles.slider}>
        <label htmlFor="order-dp" className={styles.sliderLabel}>Uang Muka (DP)</label>
        <input id="order-dp" type="range" className={styles.range} min={min} max={max} step={step || 1} value={dp} disabled={!price}
          aria-valuetext={`${formatRupiah(dp)} (${percent}%)`} onChange={(e) => order.setDownPayment(Number(e.target.value))} />
        <div className={styles.scale} aria-hidden="true"><span>30%</span><span>80%</span></div>
        <output htmlFor="order-dp" className={styles.dp} aria-live="polite">{formatRupiah(dp)} <span className={parts.muted}>({percent}%)</span></output>
      </div>
      <div className={parts.grid}>
        <Select label="Tenor" value={order.values.tenor} placeholder="Pilih tenor" emptyText="Tenor tidak ditemukan"
          options={TENORS.map((t) => ({ value: t, label: `${t} bulan` }))} onChange={(t) => order.setTenor(Number(t))} />
        <JpegUpload label="Scan KTP (JPG, maks. 2 MB)" value={order.ktp} buttonText="Pilih Foto KTP" error={errorOf(order.step4.errors, 'ktp')}
          onChange={(dataUrl) => { order.setKtp(dataUrl); touch('ktp'); }} />
      </div>
      <PromoField />
      <Instalment />
    </section>
  );
});

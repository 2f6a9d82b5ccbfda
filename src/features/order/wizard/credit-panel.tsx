/** Credit: down-payment slider (30-80 %, step 10 %), tenor, KTP, the leasing partner, the automatic instalment, promo code. */
import { observer } from 'mobx-react-lite';
import { TENORS } from '../../../../domain/constants';
import { useCreditRates } from '../../../data/repositories/credit-rates';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { DownPaymentSlider } from '../../../ui/down-payment-slider';
import { JpegUpload } from '../../../ui/jpeg-upload';
import { Select } from '../../../ui/select';
import parts from '../order.module.css';
import { Instalment } from './instalment';
import { PromoField } from './promo-field';
import { PartnerChoice } from './partner-choice';
import styles from './payment.module.css';

/** Step 4, kredit. */
export const CreditPanel = observer(function CreditPanel() {
  const order = useOrderStore();
  const { credit, form } = order;
  useCreditRates();
  return (
    <section className={styles.panel} aria-label="Pembayaran kredit">
      <DownPaymentSlider range={credit.range} value={credit.uangMuka} percent={credit.percent} onChange={(v) => order.setDownPayment(v)} />
      <div className={parts.grid}>
        <Select label="Tenor" value={credit.tenor} placeholder="Pilih tenor" emptyText="Tenor tidak ditemukan"
          options={TENORS.map((t) => ({ value: t, label: `${t} bulan` }))} onChange={(t) => order.setTenor(Number(t))} />
        <JpegUpload label="Scan KTP (JPG, maks. 2 MB)" value={order.ktp} buttonText="Pilih Foto KTP" error={form.errorOf('ktp', order.step4)}
          onChange={(dataUrl) => { order.setKtp(dataUrl); form.touch('ktp'); }} />
      </div>
      <PartnerChoice />
      <PromoField />
      <Instalment />
    </section>
  );
});

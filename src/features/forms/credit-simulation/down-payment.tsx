/** Down payment slider (30-80% of the price, 10% steps) with its amount, the tenor and HITUNG. */
import { observer } from 'mobx-react-lite';
import { TENORS } from '../../../../domain/constants';
import { Button } from '../../../ui/button';
import { DownPaymentSlider } from '../../../ui/down-payment-slider';
import { FormSelect } from '../../../ui/form-select';
import { Spinner } from '../../../ui/spinner';
import type { CreditForm } from './credit-form';
import styles from './credit.module.css';

const TENOR_OPTIONS = TENORS.map((t) => ({ value: t, label: `${t} bulan` }));

/** The down payment slider, tenor select and HITUNG button. */
export const DownPayment = observer(function DownPayment({ store }: { store: CreditForm }) {
  const { credit } = store;
  return (
    <>
      <DownPaymentSlider className={styles.slider} name="uang_muka" range={credit.range} value={credit.uangMuka} percent={credit.percent}
        onChange={(v) => credit.setDownPayment(v)} />
      <FormSelect
        form={store.form}
        field="tenor"
        label="Tenor"
        placeholder="Pilih Tenor"
        emptyText="Tenor tidak ditemukan"
        options={TENOR_OPTIONS}
        numeric
        onChoose={(value) => credit.setTenor(Number(value))}
      />
      <div className={styles.calculate}>
        <Button variant="dark" onClick={() => void credit.calculate()} disabled={!credit.isValid || credit.isLoading} aria-busy={credit.isLoading || undefined}>
          {credit.isLoading ? <Spinner label="Menghitung..." /> : 'HITUNG'}
        </Button>
      </div>
    </>
  );
});

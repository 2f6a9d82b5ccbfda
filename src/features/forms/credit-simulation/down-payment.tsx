/** Down payment slider (30-80% of the price, 10% steps) with its amount, the tenor and HITUNG. */
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { TENORS } from '../../../../domain/constants';
import { Button } from '../../../ui/button';
import { Money } from '../../../ui/money';
import { Spinner } from '../../../ui/spinner';
import { FormSelect } from '../fields/form-select';
import type { CreditSimulationStore } from './credit-store';
import styles from './credit.module.css';

const TENOR_OPTIONS = TENORS.map((t) => ({ value: t, label: `${t} bulan` }));

/** The down payment slider, tenor select and HITUNG button. */
export const DownPayment = observer(function DownPayment({ store, onCalculate }: { store: CreditSimulationStore; onCalculate: () => void }) {
  const id = useId();
  const range = store.range;
  return (
    <>
      <div className={styles.slider}>
        <label htmlFor={id} className={styles.label}>Uang Muka (DP)</label>
        <output htmlFor={id} className={styles.amount} aria-live="polite">
          <Money value={store.downPayment} />
        </output>
        <input
          id={id}
          type="range"
          name="uang_muka"
          min={range?.min ?? 0}
          max={range?.max ?? 0}
          step={range?.step || 1}
          value={store.downPayment}
          disabled={!range}
          onChange={(e) => store.setDownPayment(Number(e.target.value))}
          aria-valuetext={`Rp ${store.downPayment.toLocaleString('id-ID')}`}
        />
        <div className={styles.bounds} aria-hidden="true">
          <Money value={range?.min ?? 0} />
          <Money value={range?.max ?? 0} />
        </div>
        {!range ? <span className={styles.help}>Pilih tipe mobil untuk menentukan uang muka.</span> : null}
      </div>
      <FormSelect
        form={store.form}
        field="tenor"
        label="Tenor"
        placeholder="Pilih Tenor"
        emptyText="Tenor tidak ditemukan"
        options={TENOR_OPTIONS}
        numeric
        onChoose={(value) => store.setTenor(Number(value))}
      />
      <div className={styles.calculate}>
        <Button variant="dark" onClick={onCalculate} disabled={!store.canCalculate} aria-busy={store.isCalculating || undefined}>
          {store.isCalculating ? <Spinner label="Menghitung..." /> : 'HITUNG'}
        </Button>
      </div>
    </>
  );
});

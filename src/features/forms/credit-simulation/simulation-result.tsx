/** The HITUNG result: price, down payment, tenor and the monthly instalment (marked when it is the offline estimate). */
import { observer } from 'mobx-react-lite';
import { Money } from '../../../ui/money';
import type { CreditSimulationStore } from '../../../stores/credit/credit-simulation-store';
import styles from './credit.module.css';

/** The label of a result computed on the device while offline. */
export const ESTIMATE_LABEL = 'Estimasi (offline)';

/** The result panel, hidden while there is no result. */
export const SimulationResult = observer(function SimulationResult({ store }: { store: CreditSimulationStore }) {
  const result = store.result;
  if (!result || store.isLoading) return null;
  return (
    <section className={styles.result} aria-label="Hasil Simulasi Kredit" aria-live="polite">
      <div className={styles.resultHead}>
        <h3 className={styles.resultTitle}>{result.car_type_name || 'Hasil Simulasi'}</h3>
        {store.isEstimate ? <span className={styles.badge}>{ESTIMATE_LABEL}</span> : null}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Harga OTR</dt>
          <dd><Money value={result.price_otr} /></dd>
        </div>
        <div>
          <dt>Uang Muka</dt>
          <dd><Money value={result.uang_muka} /></dd>
        </div>
        <div>
          <dt>Tenor</dt>
          <dd>{result.tenor} bulan</dd>
        </div>
        <div className={styles.instalment}>
          <dt>Angsuran per Bulan</dt>
          <dd><Money value={result.angsuran} /></dd>
        </div>
      </dl>
      <p className={styles.help}>*Simulasi bersifat perkiraan. Angsuran final mengikuti ketentuan perusahaan pembiayaan.</p>
    </section>
  );
});

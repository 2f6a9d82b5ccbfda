/** The simulation's answer: price, down payment, tenor and the monthly instalment (an offline estimate is labelled). */
import { observer } from 'mobx-react-lite';
import type { CreditSimulationStore } from '../../../stores/credit/credit-simulation-store';
import { Money } from '../../../ui/money';
import { Skeleton } from '../../../ui/skeleton';
import styles from './credit-panel.module.css';

/** The simulation answer panel. */
export const SimulationResult = observer(function SimulationResult({ store }: { store: CreditSimulationStore }) {
  const result = store.isLoading ? null : store.result;
  return (
    <section className={styles.result} aria-label="Hasil simulasi kredit" aria-live="polite" aria-busy={store.isLoading}>
      <div className={styles.resultHead}>
        <span>Angsuran per bulan</span>
        {result && store.isEstimate ? <span className={styles.estimate}>Estimasi (offline)</span> : null}
      </div>
      {store.isLoading ? (
        <Skeleton height={40} width="70%" />
      ) : result ? (
        <Money value={result.angsuran} className={styles.instalment} />
      ) : (
        <p className={styles.hint}>{store.error ? 'Simulasi belum berhasil. Ubah pilihan lalu coba lagi.' : 'Lengkapi transmisi, tipe, uang muka dan tenor.'}</p>
      )}
      <dl className={styles.summary}>
        <div>
          <dt>Tipe</dt>
          <dd>{result?.car_type_name || store.type?.car_type_name || '-'}</dd>
        </div>
        <div>
          <dt>Harga</dt>
          <dd>{store.price ? <Money value={result?.price_otr ?? store.price} /> : '-'}</dd>
        </div>
        <div>
          <dt>Uang Muka</dt>
          <dd>{store.uangMuka ? <Money value={result?.uang_muka ?? store.uangMuka} /> : '-'}</dd>
        </div>
        <div>
          <dt>Tenor</dt>
          <dd>{result?.tenor ?? store.tenor} bulan</dd>
        </div>
      </dl>
    </section>
  );
});

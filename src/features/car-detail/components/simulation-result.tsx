/** The simulation's answer: price, down payment, tenor and the monthly instalment (an offline estimate is labelled). */
import { Money } from '../../../ui/money';
import { Skeleton } from '../../../ui/skeleton';
import type { SimulationState } from '../credit-simulation-state';
import type { SimulationOutcome } from '../use-credit-simulation';
import styles from './credit-panel.module.css';

/** The simulation answer panel. */
export function SimulationResult({ state, outcome }: { state: SimulationState; outcome: SimulationOutcome }) {
  const result = outcome.kind === 'result' ? outcome.result : null;
  return (
    <section className={styles.result} aria-label="Hasil simulasi kredit" aria-live="polite" aria-busy={outcome.kind === 'loading'}>
      <div className={styles.resultHead}>
        <span>Angsuran per bulan</span>
        {outcome.kind === 'result' && outcome.estimate ? <span className={styles.estimate}>Estimasi (offline)</span> : null}
      </div>
      {outcome.kind === 'loading' ? (
        <Skeleton height={40} width="70%" />
      ) : result ? (
        <Money value={result.angsuran} className={styles.instalment} />
      ) : (
        <p className={styles.hint}>{outcome.kind === 'failed' ? 'Simulasi belum berhasil. Ubah pilihan lalu coba lagi.' : 'Lengkapi transmisi, tipe, uang muka dan tenor.'}</p>
      )}
      <dl className={styles.summary}>
        <div>
          <dt>Tipe</dt>
          <dd>{result?.car_type_name || state.typeName || '-'}</dd>
        </div>
        <div>
          <dt>Harga</dt>
          <dd>{result ? <Money value={result.price_otr} /> : state.price ? <Money value={state.price} /> : '-'}</dd>
        </div>
        <div>
          <dt>Uang Muka</dt>
          <dd>{state.uangMuka ? <Money value={result?.uang_muka ?? state.uangMuka} /> : '-'}</dd>
        </div>
        <div>
          <dt>Tenor</dt>
          <dd>{result?.tenor ?? state.tenor} bulan</dd>
        </div>
      </dl>
    </section>
  );
}

/** The monthly instalment: a skeleton while it is asked for, the normal one struck when a promo applies, the offline estimate labelled. */
import { observer } from 'mobx-react-lite';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Money } from '../../../ui/money';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import parts from '../order.module.css';
import styles from './payment.module.css';

/** The instalment box of the credit panel. */
export const Instalment = observer(function Instalment() {
  const order = useOrderStore();
  const { result, isLoading, error, isEstimate, tenor } = order.credit;
  const promo = order.promo.promos.kredit.result;
  if (isLoading) {
    return (
      <LoadingRegion label="Menghitung angsuran..." className={styles.instalment}>
        <span className={styles.instalmentLabel}>Angsuran per Bulan</span>
        <Skeleton height={30} width="60%" />
      </LoadingRegion>
    );
  }
  return (
    <div className={styles.instalment} aria-live="polite">
      <span className={styles.instalmentLabel}>Angsuran per Bulan ({tenor} bulan)</span>
      {!result ? (
        <span className={parts.muted}>{error ?? 'Pilih uang muka dan tenor untuk menghitung angsuran.'}</span>
      ) : promo ? (
        <>
          <Money value={result.angsuran} struck struckLabel="Angsuran normal" className={parts.struck} />
          <span className={styles.instalmentLabel}>Angsuran dengan Promo ({promo.promotion_code})</span>
          <Money value={promo.angsuran_promo} className={styles.instalmentValue} />
        </>
      ) : (
        <Money value={result.angsuran} className={styles.instalmentValue} />
      )}
      {result && isEstimate ? <span className={styles.estimate}>Estimasi (offline)</span> : null}
    </div>
  );
});

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
  const { isLoading, error, isEstimate, tenor } = order.credit;
  const promo = order.promo.promos.kredit.result;
  // The chosen partner's figures (issue 34); before the partners are known, creditsimulation's.
  const quote = order.quote;
  const result = quote ? (quote.ok ? quote.quote : null) : order.credit.result;
  const refusal = quote && !quote.ok ? quote.message : null;
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
        <span className={parts.muted}>{refusal ?? error ?? 'Pilih uang muka dan tenor untuk menghitung angsuran.'}</span>
      ) : promo ? (
        <>
          <Money value={result.angsuran} struck struckLabel="Angsuran normal" className={parts.struck} />
          <span className={styles.instalmentLabel}>Angsuran dengan Promo ({promo.promotion_code})</span>
          <Money value={promo.angsuran_promo} className={styles.instalmentValue} />
        </>
      ) : (
        <Money value={result.angsuran} className={styles.instalmentValue} />
      )}
      {quote?.ok ? <span className={styles.partnerName}>{quote.quote.partner_name} · {quote.quote.scheme} · TDP <Money value={quote.quote.tdp} /></span> : null}
      {/* Offline the figure is the device's (mirrored terms or rates): the server checks it when the order goes. */}
      {result && isEstimate ? <span className={styles.estimate}>Estimasi (offline)</span> : null}
    </div>
  );
});

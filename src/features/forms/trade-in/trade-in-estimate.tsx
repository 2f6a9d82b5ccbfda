/**
 * The instant trade-in estimate on the form (issue 34): km and condition, then HITUNG PERKIRAAN asks
 * the server (POST /api/tradein/estimate) for the range, valid 7 days, with how it was made; offline
 * the same kernel computes it here from the mirrored reference values. The figure is shown before
 * submitting; the server computes it again and keeps it with the submission (through the outbox offline).
 * The last estimate is kept on this device so a deal sheet on the car page can include it.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { CONDITION_LABELS, TRADE_IN_CONDITIONS, type TradeInCondition } from '../../../../domain/tradein-estimate';
import { formatDateId } from '../../../../domain/money';
import { estimateTradeIn, mirrorTradeInValues, type EstimateAnswer } from '../../../data/repositories/deal';
import { saveTradeIn } from '../../../lib/deal/deal-trade-in';
import type { FormStore } from '../../../stores/form/form-store';
import { Button } from '../../../ui/button';
import { FormRadio, FormText } from '../../../ui/form-fields';
import { Money } from '../../../ui/money';
import styles from './trade-in-estimate.module.css';

const CONDITIONS = TRADE_IN_CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));

export const TradeInEstimate = observer(function TradeInEstimate({ form }: { form: FormStore }) {
  // The reference values on this device, for the estimate without a connection.
  useEffect(() => void mirrorTradeInValues(), []);
  const [estimate, setEstimate] = useState<EstimateAnswer | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const v = form.values;
  const car = {
    brand_id: Number(v.brand), brand_model_id: Number(v.brand_model), brand_year: Number(v.brand_year),
    km: v.km === '' ? NaN : Number(v.km), condition: v.condition as TradeInCondition,
  };
  const ready = car.brand_id > 0 && car.brand_model_id > 0 && car.brand_year > 0 && Number.isInteger(car.km) && car.km >= 0 && Boolean(v.condition);

  const run = async () => {
    setBusy(true);
    setMessage('');
    try {
      const answer = await estimateTradeIn(car);
      setEstimate(answer);
      const { offline: _offline, ...kept } = answer;
      saveTradeIn({ car, estimate: kept });
    } catch (error) {
      setEstimate(null);
      const e = error as { errors?: Record<string, string[]>; message?: string };
      setMessage(Object.values(e.errors ?? {})[0]?.[0] ?? e.message ?? 'Perkiraan belum bisa dihitung.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.fields}>
        <FormText form={form} field="km" label="Kilometer (odometer)" type="number" inputMode="numeric" hint="Opsional, untuk perkiraan harga instan" />
        <FormRadio form={form} field="condition" legend="Kondisi mobil" options={CONDITIONS} />
      </div>
      <Button variant="dark" disabled={!ready || busy} onClick={() => void run()}>{busy ? 'Menghitung...' : 'HITUNG PERKIRAAN HARGA'}</Button>
      {message ? <p className={styles.message} role="alert">{message}</p> : null}
      {estimate ? (
        <section className={styles.result} aria-label="Perkiraan Harga Trade-in" aria-live="polite">
          <p className={styles.label}>Perkiraan harga {estimate.name} {car.brand_year}</p>
          <p className={styles.range}><Money value={estimate.low} /> – <Money value={estimate.high} /></p>
          <p className={styles.valid}>Berlaku sampai {formatDateId(estimate.valid_until)}. Harga akhir ditetapkan setelah inspeksi.</p>
          {estimate.offline ? <p className={styles.offline}>Dihitung di perangkat ini (offline) dari nilai acuan terakhir yang tersimpan, dengan cara hitung yang sama; server menghitung ulang saat pengajuan dikirim.</p> : null}
          <details>
            <summary>Cara perkiraan dihitung</summary>
            <dl className={styles.lines}>
              {estimate.basis.map((b) => <div key={b.label}><dt>{b.label}</dt><dd><Money value={b.amount} /></dd></div>)}
            </dl>
          </details>
        </section>
      ) : null}
    </div>
  );
});

/**
 * The detail-page credit simulation: transmission, type (of that transmission), down payment
 * slider and tenor; the result shows price, down payment, tenor and the monthly instalment.
 * TEST DRIVE and BUY A CAR stay disabled while the simulation is invalid; BUY A CAR starts the
 * order with the simulated type (and the colour, once chosen), or opens the dealer's sales site.
 */
import { observer } from 'mobx-react-lite';
import type { CarType } from '../../../../domain/api';
import { TENORS, TRANSMISSIONS, type Transmission } from '../../../../domain/constants';
import { paths } from '../../../lib/paths';
import { BuyCarLink } from '../../../lib/site-links';
import { useModelTypes } from '../../../data/repositories/car-detail';
import type { CreditSimulationStore } from '../../../stores/credit/credit-simulation-store';
import { Button, ButtonLink, buttonClass } from '../../../ui/button';
import { DownPaymentSlider } from '../../../ui/down-payment-slider';
import { Select } from '../../../ui/select';
import { SimulationResult } from './simulation-result';
import styles from './credit-panel.module.css';

interface CreditPanelProps {
  store: CreditSimulationStore;
  /** Every type of the model, to offer only the transmissions that exist. */
  allTypes: CarType[] | undefined;
  categoryId: number;
  /** The colour chosen on the page, if any. */
  colourId: number | null;
}

const TENOR_OPTIONS = TENORS.map((t) => ({ value: t, label: `${t} bulan` }));

/**
 * The simulation form, its result and the TEST DRIVE / BUY A CAR buttons. Each field observes the
 * store on its own, so a tenor chosen or a slider step draws that field and the result again, not the
 * whole panel (issue 35.3: the tenor's key event).
 */
export function CreditPanel({ store, allTypes, categoryId, colourId }: CreditPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.fields}>
        <TransmissionField store={store} allTypes={allTypes} />
        <TypeField store={store} />
        <DownPaymentField store={store} />
        <TenorField store={store} />
      </div>
      <div className={styles.side}>
        <SimulationResult store={store} />
        <CreditActions store={store} categoryId={categoryId} colourId={colourId} />
      </div>
    </div>
  );
}

const TransmissionField = observer(function TransmissionField({ store, allTypes }: { store: CreditSimulationStore; allTypes: CarType[] | undefined }) {
  const existing = allTypes ? TRANSMISSIONS.filter((t) => allTypes.some((type) => type.car_transmission === t)) : TRANSMISSIONS;
  return (
    <Select
      label="Transmisi"
      value={store.transmission}
      options={existing.map((t) => ({ value: t, label: t === 'AT' ? 'Otomatis (AT)' : 'Manual (MT)' }))}
      onChange={(v) => store.setTransmission((v || null) as Transmission | null)}
      placeholder="Pilih transmisi"
      emptyText="Transmisi tidak ditemukan"
    />
  );
});

const TypeField = observer(function TypeField({ store }: { store: CreditSimulationStore }) {
  const types = useModelTypes(store.modelId, store.transmission);
  return (
    <Select
      label="Tipe Mobil"
      value={store.type?.car_type_id ?? null}
      options={(types.data ?? []).map((t) => ({ value: t.car_type_id, label: t.car_type_name }))}
      onChange={(v) => store.chooseType(types.data?.find((t) => t.car_type_id === Number(v)) ?? null)}
      placeholder="Pilih tipe"
      emptyText={!store.transmission ? 'Pilih transmisi dahulu' : types.data ? 'Tipe Mobil tidak ditemukan' : 'Memuat tipe...'}
      disabled={!store.transmission}
    />
  );
});

const DownPaymentField = observer(function DownPaymentField({ store }: { store: CreditSimulationStore }) {
  return (
    <DownPaymentSlider className={styles.dp} range={store.range} value={store.uangMuka} percent={store.percent}
      onChange={(v) => store.setDownPayment(v)} emptyText="Pilih tipe dahulu" />
  );
});

const TenorField = observer(function TenorField({ store }: { store: CreditSimulationStore }) {
  return (
    <Select
      label="Tenor"
      value={store.tenor}
      options={TENOR_OPTIONS}
      onChange={(v) => store.setTenor(Number(v))}
      placeholder="Pilih tenor"
      emptyText="Tenor tidak ditemukan"
    />
  );
});

/** TEST DRIVE and BUY A CAR: enabled while the simulation is valid, carrying the simulated type (issue 30.7). */
const CreditActions = observer(function CreditActions({ store, categoryId, colourId }: { store: CreditSimulationStore; categoryId: number; colourId: number | null }) {
  const valid = store.isValid;
  const testDriveHref = paths.testDrive.getHref({ category: categoryId, model: store.modelId ?? undefined, transmission: store.type?.car_transmission, type: store.type?.car_type_id });
  const car = {
    category: categoryId, model: store.modelId ?? undefined, transmission: store.type?.car_transmission, type: store.type?.car_type_id, colour: colourId ?? undefined,
  };
  return (
    <div className={styles.actions}>
      {valid ? (
        <ButtonLink to={testDriveHref} variant="dark" block>
          TEST DRIVE
        </ButtonLink>
      ) : (
        <Button variant="dark" block disabled>
          TEST DRIVE
        </Button>
      )}
      {valid ? (
        <BuyCarLink car={car} className={buttonClass({ block: true })}>
          BUY A CAR
        </BuyCarLink>
      ) : (
        <Button block disabled>
          BUY A CAR
        </Button>
      )}
    </div>
  );
});

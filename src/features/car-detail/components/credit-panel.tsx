/**
 * The detail-page credit simulation: transmission, type (of that transmission), down payment
 * slider and tenor; the result shows price, down payment, tenor and the monthly instalment.
 * TEST DRIVE and BUY A CAR stay disabled while the simulation is invalid.
 */
import type { CarType } from '../../../../domain/api';
import { BRAND } from '../../../../domain/brand';
import { TENORS, TRANSMISSIONS, type Transmission } from '../../../../domain/constants';
import { paths } from '../../../app/paths';
import { useModelTypes } from '../../../data/repositories/car-detail';
import { Button, ButtonExternal, ButtonLink } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { chooseTransmission, chooseType, isSimulationValid, setTenor, type SimulationState } from '../credit-simulation-state';
import type { SimulationOutcome } from '../use-credit-simulation';
import { DownPaymentField } from './down-payment-field';
import { SimulationResult } from './simulation-result';
import styles from './credit-panel.module.css';

interface CreditPanelProps {
  state: SimulationState;
  onChange: (next: SimulationState) => void;
  outcome: SimulationOutcome;
  /** Every type of the model, to offer only the transmissions that exist. */
  allTypes: CarType[] | undefined;
  categoryId: number;
}

const TENOR_OPTIONS = TENORS.map((t) => ({ value: t, label: `${t} bulan` }));

/** The simulation form, its result and the TEST DRIVE / BUY A CAR buttons. */
export function CreditPanel({ state, onChange, outcome, allTypes, categoryId }: CreditPanelProps) {
  const types = useModelTypes(state.modelId, state.transmission);
  const existing = allTypes ? TRANSMISSIONS.filter((t) => allTypes.some((type) => type.car_transmission === t)) : TRANSMISSIONS;
  const valid = isSimulationValid(state);
  const testDriveHref = paths.testDrive.getHref({ category: categoryId, model: state.modelId ?? undefined });

  return (
    <div className={styles.panel}>
      <div className={styles.fields}>
        <Select
          label="Transmisi"
          value={state.transmission}
          options={existing.map((t) => ({ value: t, label: t === 'AT' ? 'Otomatis (AT)' : 'Manual (MT)' }))}
          onChange={(v) => onChange(chooseTransmission(state, (v || null) as Transmission | null))}
          placeholder="Pilih transmisi"
          emptyText="Transmisi tidak ditemukan"
        />
        <Select
          label="Tipe Mobil"
          value={state.typeId}
          options={(types.data ?? []).map((t) => ({ value: t.car_type_id, label: t.car_type_name }))}
          onChange={(v) => onChange(chooseType(state, types.data?.find((t) => t.car_type_id === Number(v)) ?? null))}
          placeholder="Pilih tipe"
          emptyText={!state.transmission ? 'Pilih transmisi dahulu' : types.data ? 'Tipe Mobil tidak ditemukan' : 'Memuat tipe...'}
          disabled={!state.transmission}
        />
        <DownPaymentField state={state} onChange={onChange} />
        <Select
          label="Tenor"
          value={state.tenor}
          options={TENOR_OPTIONS}
          onChange={(v) => onChange(setTenor(state, Number(v)))}
          placeholder="Pilih tenor"
          emptyText="Tenor tidak ditemukan"
        />
      </div>
      <div className={styles.side}>
        <SimulationResult state={state} outcome={outcome} />
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
            <ButtonExternal href={BRAND.salesSiteUrl} block>
              BUY A CAR
            </ButtonExternal>
          ) : (
            <Button block disabled>
              BUY A CAR
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

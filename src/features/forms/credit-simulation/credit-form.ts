/**
 * The credit simulation screen's state: the instant-approval form (the kernel, InstantApprovalDto)
 * and the page's one credit simulation, which owns the down payment and the tenor. Choosing a
 * category, model or transmission hides the result and resets the down payment and its range;
 * choosing a type sets the range from its price, the down payment to the minimum and the tenor to 12.
 */
import type { CarType } from '../../../../domain/api';
import { DEFAULT_TENOR, DEFAULT_TRANSMISSION, type Transmission } from '../../../../domain/constants';
import { InstantApprovalDto } from '../../../../domain/forms/credit';
import { CreditSimulationStore } from '../../../stores/credit/credit-simulation-store';
import type { CreditApi } from '../../../stores/credit/credit-api';
import { FormStore, type Values } from '../../../stores/form/form-store';
import { CREDIT_CAR_CASCADE } from '../store/cascades';

/** The form and its simulation; one per screen mount. */
export class CreditForm {
  readonly credit: CreditSimulationStore;
  readonly form: FormStore;

  constructor(options: { api?: () => CreditApi; onError?: (message: string) => void; token?: () => string | null } = {}) {
    this.credit = new CreditSimulationStore({ tenor: DEFAULT_TENOR, tenorOnType: DEFAULT_TENOR, ...options });
    // The down payment and the tenor live in the simulation; the approval's rules read them from there.
    this.form = new FormStore(InstantApprovalDto, {
      cascade: CREDIT_CAR_CASCADE,
      defaults: { car_transmission: DEFAULT_TRANSMISSION },
      derived: () => ({ uang_muka: this.credit.uangMuka, tenor: this.credit.tenor }),
    });
  }

  /** Category, model or transmission changed (the form already cleared what depends on it). */
  parentChanged(): void {
    this.credit.setModel(Number(this.form.values.car_model) || null);
    this.credit.setTransmission((this.form.text('car_transmission') || null) as Transmission | null);
    this.credit.clearType();
  }

  chooseType(type: CarType): void {
    this.form.choose('car_type', type.car_type_id, type.car_type_name);
    this.parentChanged();
    this.credit.chooseType(type);
  }

  /** The instant-approval body: the form plus the price and range it was computed on. */
  get payload(): Values {
    const { type, range } = this.credit;
    return {
      ...this.form.payload,
      car_type_price_otr: type?.price_otr ?? 0,
      car_type_price_disc: type?.price_disc ?? 0,
      uang_min: range?.min ?? 0,
      uang_max: range?.max ?? 0,
    };
  }

  /** Puts back the car, price, down payment and tenor of a stored submission (opened from the pending list). */
  restore(payload: Values): void {
    const otr = Number(payload.car_type_price_otr) || 0;
    if (!otr) return;
    this.credit.restore({
      modelId: Number(payload.car_model) || null,
      transmission: (String(payload.car_transmission || '') || null) as Transmission | null,
      type: {
        car_type_id: Number(payload.car_type), car_type_name: String(payload.car_type_name ?? ''), car_transmission: String(payload.car_transmission) as Transmission,
        price_otr: otr, price_disc: Number(payload.car_type_price_disc) || 0,
      },
      uangMuka: Number(payload.uang_muka) || 0,
      tenor: Number(payload.tenor) || DEFAULT_TENOR,
    });
  }
}

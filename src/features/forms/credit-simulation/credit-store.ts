/**
 * Credit simulation: the car, the down payment inside its range, the tenor, the HITUNG result, and
 * the instant-approval request that goes through the outbox. Choosing a category, model or
 * transmission hides the result and resets the down payment and its range; choosing a type sets
 * the range from its price, the down payment to the minimum and the tenor to 12.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarType, CreditSimulationRequest, CreditSimulationResult } from '../../../../domain/api';
import { DEFAULT_TENOR, DEFAULT_TRANSMISSION, type Transmission } from '../../../../domain/constants';
import { downPaymentRange, effectivePrice, type DownPaymentRange } from '../../../../domain/credit';
import { CreditSimulationDto, InstantApprovalDto } from '../../../../domain/forms/credit';
import { validateForm } from '../../../../domain/forms/validate';
import { ApiError, SERVER_ERROR_TEXT } from '../../../data/api-client';
import { CREDIT_CAR_CASCADE } from '../store/cascades';
import { FormStore, type Values } from '../store/form-store';

/** What HITUNG needs from outside: the API call, the offline estimate, the error toast. */
export interface CalculateDeps {
  simulate: (request: CreditSimulationRequest) => Promise<CreditSimulationResult>;
  /** The credit worker's estimate: the effective price and the instalment. */
  estimate: (priceOtr: number, priceDisc: number, uangMuka: number, tenor: number) => Promise<{ price: number; angsuran: number | null }>;
  onError: (message: string) => void;
}

/** The credit simulation screen's state; one per screen mount. */
export class CreditSimulationStore {
  readonly form = new FormStore(InstantApprovalDto, CREDIT_CAR_CASCADE, { car_transmission: DEFAULT_TRANSMISSION, tenor: DEFAULT_TENOR, uang_muka: 0 });
  /** The chosen type's prices (for the offline estimate). */
  typePrice: { otr: number; disc: number } | null = null;
  range: DownPaymentRange | null = null;
  result: CreditSimulationResult | null = null;
  /** True when the result is the offline estimate, not the server's answer. */
  isEstimate = false;
  isCalculating = false;

  constructor() {
    makeAutoObservable(this, { form: false });
  }

  get downPayment(): number {
    return Number(this.form.values.uang_muka) || 0;
  }

  get tenor(): number {
    return Number(this.form.values.tenor) || DEFAULT_TENOR;
  }

  /** The creditsimulation request from the current choices. */
  get request(): CreditSimulationRequest {
    const v = this.form.values;
    return {
      car_model_id: Number(v.car_model) || 0,
      car_model_transmission: String(v.car_transmission) as Transmission,
      car_model_type: Number(v.car_type) || 0,
      uang_muka: this.downPayment,
      tenor: this.tenor,
    };
  }

  /** HITUNG is enabled when the simulation DTO accepts the request (so never at a down payment of 0). */
  get canCalculate(): boolean {
    return !this.isCalculating && validateForm(CreditSimulationDto, this.request).valid;
  }

  /** The instant-approval body: the form plus the price and range it was computed on. */
  get payload(): Values {
    return {
      ...this.form.payload,
      car_type_price_otr: this.typePrice?.otr ?? 0,
      car_type_price_disc: this.typePrice?.disc ?? 0,
      uang_min: this.range?.min ?? 0,
      uang_max: this.range?.max ?? 0,
    };
  }

  /** Category, model or transmission changed (the form already cleared what depends on it). */
  parentChanged(): void {
    this.typePrice = null;
    this.range = null;
    this.hideResult();
    this.form.set('uang_muka', 0);
  }

  chooseType(type: CarType): void {
    this.form.choose('car_type', type.car_type_id, type.car_type_name);
    this.typePrice = { otr: type.price_otr, disc: type.price_disc };
    this.range = downPaymentRange(effectivePrice(type.price_otr, type.price_disc));
    this.form.set('uang_muka', this.range.min);
    this.form.set('tenor', DEFAULT_TENOR);
    this.hideResult();
  }

  setDownPayment(value: number): void {
    const { min, max } = this.range ?? { min: 0, max: 0 };
    this.form.set('uang_muka', Math.min(max, Math.max(min, Math.round(value))));
    this.hideResult();
  }

  setTenor(value: number): void {
    this.form.set('tenor', value);
    this.hideResult();
  }

  /** Puts back the price and range of a stored submission (opened from the pending list). */
  restore(payload: Values): void {
    const otr = Number(payload.car_type_price_otr) || 0;
    if (!otr) return;
    this.typePrice = { otr, disc: Number(payload.car_type_price_disc) || 0 };
    this.range = downPaymentRange(effectivePrice(otr, this.typePrice.disc));
  }

  /** HITUNG: the server's simulation; offline, the worker's estimate; any other failure hides the result. */
  async calculate(deps: CalculateDeps): Promise<void> {
    if (!this.canCalculate) return;
    this.isCalculating = true;
    const request = this.request;
    try {
      const result = await deps.simulate(request);
      runInAction(() => {
        this.result = result;
        this.isEstimate = false;
        this.range = downPaymentRange(result.price_otr);
      });
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork && this.typePrice) await this.estimate(deps, request);
      else this.fail(deps, error);
    } finally {
      runInAction(() => {
        this.isCalculating = false;
      });
    }
  }

  private async estimate(deps: CalculateDeps, request: CreditSimulationRequest): Promise<void> {
    const price = this.typePrice!;
    try {
      const estimate = await deps.estimate(price.otr, price.disc, request.uang_muka, request.tenor);
      runInAction(() => {
        this.result = { car_type_name: this.form.text('car_type_name'), price_otr: estimate.price, angsuran: estimate.angsuran ?? 0, tenor: request.tenor, uang_muka: request.uang_muka };
        this.isEstimate = true;
      });
    } catch (error) {
      this.fail(deps, error);
    }
  }

  private fail(deps: CalculateDeps, error: unknown): void {
    this.hideResult();
    deps.onError(error instanceof ApiError ? error.message : SERVER_ERROR_TEXT);
  }

  private hideResult(): void {
    this.result = null;
    this.isEstimate = false;
  }
}

/**
 * The one credit simulation of the page, used by the car detail panel, the credit simulation form
 * and the order wizard's credit step (spec sections 2 and 4). It holds the car (model,
 * transmission, type and its prices), the down payment, always on a 10 % step inside 30-80 %
 * (domain/credit's normaliseDownPayment), and the tenor; it asks the server for the instalment
 * (the newest request wins) and, without a connection, takes the offline estimate.
 */
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { CarDefault, CreditSimulationRequest, CreditSimulationResult } from '../../../domain/api';
import { TENORS, type Transmission } from '../../../domain/constants';
import { checkedInstalment, downPaymentRange, effectivePrice, normaliseDownPayment, type DownPaymentRange, type FlatRates } from '../../../domain/credit';
import { CreditSimulationDto } from '../../../domain/forms/credit';
import { validateForm } from '../../../domain/forms/validate';
import { defaultCreditApi, type CreditApi } from './credit-api';

/** The chosen type: id, name and both prices. */
export interface CreditType { car_type_id: number; car_type_name: string; car_transmission: Transmission; price_otr: number; price_disc: number }

/** How a screen uses the simulation. */
export interface CreditOptions {
  /** The starting tenor (12 on the form and the wizard, 60 on car detail). */
  tenor: number;
  /** Choosing a type also sets this tenor (the form's 12); car detail keeps the chosen one. */
  tenorOnType?: number;
  api?: () => CreditApi;
  /** A failure that is neither an answer nor offline (the error toast). */
  onError?: (message: string) => void;
  /** The signed-in member's token: their simulations become leads in the back office's creditsimulation queue. */
  token?: () => string | null;
}

/** What survives a reload of the order wizard. */
export interface CreditSnapshot {
  modelId: number | null; transmission: Transmission | null; type: CreditType | null;
  uangMuka: number; tenor: number; result: CreditSimulationResult | null; isEstimate: boolean;
}

const isNetwork = (error: unknown) => (error as { status?: number } | null)?.status === 0;

/** Whether two results show the same thing. */
const sameResult = (a: CreditSimulationResult | null, b: CreditSimulationResult) =>
  a !== null && a.car_type_name === b.car_type_name && a.price_otr === b.price_otr && a.angsuran === b.angsuran && a.tenor === b.tenor && a.uang_muka === b.uang_muka;

/** One screen's credit simulation. */
export class CreditSimulationStore {
  modelId: number | null = null;
  transmission: Transmission | null = null;
  type: CreditType | null = null;
  uangMuka = 0;
  tenor: number;
  result: CreditSimulationResult | null = null;
  /** True when the result is the offline estimate, not the server's answer. */
  isEstimate = false;
  isLoading = false;
  /** The last failure's text when neither the server nor the estimate answered. */
  error: string | null = null;
  /** The price the server answered with (spec: the range is recomputed from the returned price_otr). */
  private answeredPrice: number | null = null;
  private controller: AbortController | null = null;
  /** The request the shown result was computed for in the page (`preview`), until the server has answered it. */
  private previewed: string | null = null;

  constructor(private readonly options: CreditOptions) {
    this.tenor = options.tenor;
    makeAutoObservable<CreditSimulationStore, 'options' | 'controller' | 'previewed'>(this, { options: false, controller: false, previewed: false });
  }

  /** The price credit is computed on. */
  get price(): number {
    return this.answeredPrice ?? (this.type ? effectivePrice(this.type.price_otr, this.type.price_disc) : 0);
  }

  /** The slider's bounds, null until a type is chosen. */
  get range(): DownPaymentRange | null {
    return this.type ? downPaymentRange(this.price) : null;
  }

  /** The down payment as a share of the price, in percent. */
  get percent(): number {
    return this.price ? Math.round((this.uangMuka / this.price) * 100) : 0;
  }

  /** The creditsimulation body, or null while CreditSimulationDto refuses it (so never at a down payment of 0). */
  get request(): CreditSimulationRequest | null {
    if (!this.modelId || !this.transmission || !this.type) return null;
    const request = { car_model_id: this.modelId, car_model_transmission: this.transmission, car_model_type: this.type.car_type_id, uang_muka: this.uangMuka, tenor: this.tenor };
    return validateForm(CreditSimulationDto, request).valid ? request : null;
  }

  /** Model, transmission, type, down payment and tenor are set: the simulation can run. */
  get isValid(): boolean {
    return this.request !== null;
  }

  /** A new model: everything after it is cleared. */
  setModel(modelId: number | null): void {
    if (modelId === this.modelId) return;
    this.modelId = modelId;
    this.clearType();
  }

  /** A new transmission clears the type, its prices and the down-payment bounds. */
  setTransmission(transmission: Transmission | null): void {
    if (transmission === this.transmission) return;
    this.transmission = transmission;
    this.clearType();
  }

  /** A type of the chosen transmission: its prices set the range, the down payment goes to the minimum. */
  chooseType(type: CreditType | null): void {
    if (!type) return this.clearType();
    if (this.transmission && type.car_transmission !== this.transmission) return;
    this.transmission = type.car_transmission;
    this.type = { car_type_id: type.car_type_id, car_type_name: type.car_type_name, car_transmission: type.car_transmission, price_otr: type.price_otr, price_disc: type.price_disc };
    this.answeredPrice = null;
    this.uangMuka = downPaymentRange(this.price).min;
    if (this.options.tenorOnType) this.tenor = this.options.tenorOnType;
    this.hideResult();
  }

  /** The same type at a new price (the server said the price changed): the down payment stays on a step of the new range. */
  reprice(type: CreditType): void {
    if (!this.type || type.car_type_id !== this.type.car_type_id) return this.chooseType(type);
    this.type = { ...this.type, price_otr: type.price_otr, price_disc: type.price_disc };
    this.answeredPrice = null;
    this.uangMuka = normaliseDownPayment(this.price, this.uangMuka);
    this.hideResult();
  }

  /** A type card (car detail): its transmission first, then the type. */
  chooseTypeCard(type: CreditType): void {
    this.setTransmission(type.car_transmission);
    this.chooseType(type);
  }

  /** The starting values of POST cardefault: its model, transmission and type at the minimum down payment. */
  startFrom(d: CarDefault): void {
    this.modelId = d.car_model_id;
    this.transmission = d.car_transmission;
    this.chooseType({
      car_type_id: d.car_type_id, car_type_name: d.car_type_name, car_transmission: d.car_transmission,
      price_otr: d.car_type_price_otr, price_disc: d.car_type_price_credit,
    });
  }

  /** Forgets the type, its prices and the down payment. */
  clearType(): void {
    this.type = null;
    this.answeredPrice = null;
    this.uangMuka = 0;
    this.hideResult();
  }

  /** The down payment, snapped to a 10 % step inside 30-80 % of the price. */
  setDownPayment(value: number): void {
    this.uangMuka = normaliseDownPayment(this.price, value);
    this.hideResult();
  }

  /** One of the spec's tenors; anything else is ignored. */
  setTenor(tenor: number): void {
    if (!(TENORS as readonly number[]).includes(tenor)) return;
    this.tenor = tenor;
    this.hideResult();
  }

  /**
   * Shows the instalment of the current request computed in the page with `rates` by the one credit
   * kernel (domain/credit, which the server applies with the same stored rates): the car page's first
   * render, on the server and in the browser alike, shows the instalment rather than a hint until the
   * answer comes. The server is still asked (`calculate`), with no loading state in between; its answer
   * replaces this one only where it differs (rates changed since the page's were read).
   */
  preview(rates: FlatRates): void {
    const request = this.request;
    if (!request || !this.type) return;
    const check = checkedInstalment(this.price, request.uang_muka, request.tenor, rates);
    if (!check.ok) return;
    this.show({ car_type_name: this.type.car_type_name, price_otr: this.price, angsuran: check.angsuran, tenor: request.tenor, uang_muka: request.uang_muka }, false);
    this.previewed = JSON.stringify(request);
  }

  /** Asks for the instalment; an older request still running is aborted. Offline: the estimate. */
  async calculate(): Promise<void> {
    const request = this.request;
    const type = this.type;
    this.controller?.abort();
    if (!request || !type) return this.hideResult();
    const controller = new AbortController();
    this.controller = controller;
    // The result on screen was previewed for this very request: the server confirms it without a loading state.
    const confirming = this.previewed === JSON.stringify(request) && this.result !== null;
    this.previewed = null;
    if (!confirming) this.isLoading = true;
    this.error = null;
    const base: CreditSimulationResult = { car_type_name: type.car_type_name, price_otr: this.price, angsuran: 0, tenor: request.tenor, uang_muka: request.uang_muka };
    try {
      const token = this.options.token?.();
      const answer = await (token ? this.api.simulate(request, controller.signal, token) : this.api.simulate(request, controller.signal));
      if (controller.signal.aborted) return;
      const answered = { ...base, ...answer };
      // The same answer as the preview on screen changes nothing (no render of the panel again).
      if (confirming && sameResult(this.result, answered)) return;
      runInAction(() => this.show(answered, false));
    } catch (error) {
      if (controller.signal.aborted) return;
      const estimate = isNetwork(error) ? await this.api.estimate(type, request.uang_muka, request.tenor).catch(() => null) : null;
      if (controller.signal.aborted) return;
      runInAction(() => {
        if (estimate !== null) return this.show({ ...base, angsuran: estimate }, true);
        this.hideResult();
        this.error = error instanceof Error ? error.message : String(error);
        this.options.onError?.(this.error);
      });
    } finally {
      if (this.controller === controller) runInAction(() => {
        this.isLoading = false;
        this.controller = null;
      });
    }
  }

  /**
   * Recalculates by itself whenever the request changes (car detail, the wizard), while `when` holds.
   * With `rates` (the page's mirrored rates, once read), each change shows the kernel's instalment at
   * once (`preview`) and the server confirms it; without them, the skeleton shows while the debounce waits.
   */
  autoCalculate(delayMs: number, when: () => boolean = () => true, rates?: () => FlatRates | null): () => void {
    const key = () => (when() && this.request ? JSON.stringify(this.request) : null);
    // At once, so no stale or empty result flashes: the new instalment, or the skeleton.
    const pending = reaction(key, (k) => k && runInAction(() => {
      const known = rates?.();
      if (known) this.preview(known);
      if (!this.result) this.isLoading = true;
    }));
    const run = reaction(key, (k) => void (k ? this.calculate() : this.reset()), { delay: delayMs, fireImmediately: true, equals: () => false });
    return () => {
      pending();
      run();
    };
  }

  /** Drops the result and any request under way. */
  reset(): void {
    this.controller?.abort();
    this.controller = null;
    this.isLoading = false;
    this.hideResult();
  }

  /** What the wizard keeps across a reload. */
  snapshot(): CreditSnapshot {
    return { modelId: this.modelId, transmission: this.transmission, type: this.type, uangMuka: this.uangMuka, tenor: this.tenor, result: this.result, isEstimate: this.isEstimate };
  }

  /** Puts a snapshot back as it was (no recalculation, no snapping). */
  restore(s: Partial<CreditSnapshot>): void {
    Object.assign(this, {
      modelId: s.modelId ?? null, transmission: s.transmission ?? null, type: s.type ?? null,
      uangMuka: s.uangMuka ?? 0, tenor: s.tenor ?? this.options.tenor, result: s.result ?? null, isEstimate: s.isEstimate ?? false,
    });
  }

  private get api(): CreditApi {
    return this.options.api?.() ?? defaultCreditApi;
  }

  private show(result: CreditSimulationResult, estimate: boolean): void {
    this.result = result;
    this.isEstimate = estimate;
    if (!estimate && result.price_otr > 0 && this.type) this.answeredPrice = result.price_otr;
  }

  private hideResult(): void {
    this.previewed = null;
    this.result = null;
    this.isEstimate = false;
    this.error = null;
  }
}

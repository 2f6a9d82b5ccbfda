/**
 * The 5-step order wizard (spec sections 2, 4, 5): values in the form kernel with one DTO per step,
 * cascades, promo codes per payment type, the page's one credit simulation (automatic instalment),
 * the leasing partner whose instalment the order takes (issue 34), and persistence so Previous and a
 * reload keep everything. The parts live in ./order/: chassis check, type list, promo codes, the
 * leasing choice, saving, and placing the order (OrderSubmission).
 */
import { accessoryTotals, type Accessory, type AccessoryTotals } from '../../domain/accessories';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarColor, CarType } from '../../domain/api';
import { DEFAULT_TENOR, type PaymentType, type Transmission } from '../../domain/constants';
import { OrderDto, OrderStep1Dto, OrderStep2Dto, OrderStep3Dto, OrderStep4Dto } from '../../domain/forms/order';
import type { OrderPrefill } from '../lib/order-prefill';
import { CreditSimulationStore } from './credit/credit-simulation-store';
import { FormStore, type Check } from './form/form-store';
import { ChassisStore } from './order/chassis-store';
import { defaultOrderApi, type OrderApi } from './order/order-api';
import { idbOrderPersistence, type OrderPersistence } from './order/order-persistence';
import { PromoStore } from './order/promo-store';
import { TypeListStore } from './order/type-list';
import { OrderSaver } from './order/order-saver';
import { LeasingChoiceStore, type QuoteBasis } from './order/leasing-choice';
import type { QuoteResult } from '../../domain/credit';
import { OrderSubmission, type PlacingRoot } from './order/order-submission';
import { emptyLabels, emptyValues, orderBody, profileValues, type OrderLabels, type OrderSecrets, type OrderValues } from './order/order-values';

/** The step names of the indicator, 1 to 5. */
export const ORDER_STEPS = ['Registrasi', 'Pilih Mobil', 'Pilih Warna', 'Jenis Pembayaran', 'Ringkasan'] as const;

/** Test seams: the calls, the storage, the debounce. */
export interface OrderStoreOptions {
  api?: OrderApi;
  persistence?: OrderPersistence;
  /** Wait after the last change before asking for the instalment, re-checking a code or saving. */
  delayMs?: number;
}

type TextField = 'name' | 'email' | 'phone' | 'birth' | 'gender' | 'address' | 'no_rangka';

/** The order wizard's store (`useStores().order`). */
export class OrderStore {
  step = 1;
  secrets: OrderSecrets = { password: '', confirm_password: '' };
  labels: OrderLabels = emptyLabels();
  type: CarType | null = null;
  colour: CarColor | null = null;
  /** The KTP scan as a JPEG data URL. */
  ktp = '';
  /** Accessories chosen (at the public list's prices; the server prices them again, docs/stock.md). */
  accessories: Accessory[] = [];
  /** Accessory ids the car page's link carried (`?aksesori=`), ticked once the model's list is there. */
  wantedAccessories: number[] = [];
  isRestored = false;
  readonly chassis: ChassisStore;
  readonly typeList: TypeListStore;
  readonly promo: PromoStore;
  readonly credit: CreditSimulationStore;
  /** The leasing partner, scheme, insurance and region of a credit order (issue 34). */
  readonly leasing: LeasingChoiceStore;
  readonly submission: OrderSubmission;
  /** The values and their rules: steps 1-4 each by their DTO, the whole order by OrderDto. */
  readonly form: FormStore<OrderValues>;

  private readonly api: OrderApi;
  private readonly saver: OrderSaver;
  private readonly delayMs: number;

  constructor(private readonly root: PlacingRoot, options: OrderStoreOptions = {}) {
    this.api = options.api ?? defaultOrderApi;
    this.delayMs = options.delayMs ?? 300;
    this.chassis = new ChassisStore(() => this.api);
    this.typeList = new TypeListStore(() => this.api);
    this.promo = new PromoStore(() => this.api, () => ({
      kind: this.values.payment_type, carType: this.type?.car_type_id ?? null, downPayment: this.credit.uangMuka, tenor: this.credit.tenor,
      choice: this.leasing.choice,
    }));
    // A credit code discounts the chosen partner's instalment: a change of partner or terms checks it again.
    this.leasing = new LeasingChoiceStore((force) => this.api.fetchLeasing(force), () => this.quoteBasis, () => this.promo.recheckCredit(this.delayMs));
    this.credit = new CreditSimulationStore({ tenor: DEFAULT_TENOR, api: () => this.api });
    this.submission = new OrderSubmission(this, () => this.api, () => this.root);
    this.form = new FormStore<OrderValues>(OrderDto, {
      initial: emptyValues(),
      steps: [OrderStep1Dto, OrderStep2Dto, OrderStep3Dto, OrderStep4Dto],
      derived: () => this.derived,
    });
    makeAutoObservable<OrderStore, 'root' | 'api' | 'saver' | 'delayMs'>(this, {
      root: false, api: false, saver: false, delayMs: false, chassis: false, typeList: false, promo: false, credit: false, leasing: false, submission: false, form: false,
    });
    this.saver = new OrderSaver(this, options.persistence ?? idbOrderPersistence(), Math.min(this.delayMs, 100));
    // The instalment follows its inputs by itself while paying by credit (spec section 4).
    this.credit.autoCalculate(this.delayMs, () => this.values.payment_type === 'kredit');
  }

  /** Everything the user chooses or types, as POST order names it. */
  get values(): OrderValues { return this.form.values; }

  /** What the rules read besides the values: a member's profile, a guest's password, the car's price, the credit. */
  private get derived(): Record<string, unknown> {
    const profile = this.isMember ? this.root.session.profile : null;
    return {
      ...(profile ? profileValues(profile) : this.secrets),
      token: this.root.session.token ?? undefined,
      price_otr: this.type?.price ?? 0, angsuran: this.angsuran, ktp: this.ktp, promotion_code: this.appliedCode,
      uang_muka: this.credit.uangMuka, tenor: this.credit.tenor,
    };
  }

  /* ---------- who is ordering ---------- */

  get isMember(): boolean { return Boolean(this.root.session.token); }
  /** The values as submitted: a member's profile fields come from the session. */
  get formValues(): OrderValues {
    const profile = this.isMember ? this.root.session.profile : null;
    return profile ? { ...this.values, ...profileValues(profile) } : this.values;
  }

  /* ---------- steps ---------- */

  get step1(): Check { return this.form.step(1); }
  get step2(): Check { return this.form.step(2); }
  get step3(): Check { return this.form.step(3); }
  get step4(): Check { return this.form.step(4); }
  /** The whole order as POST order receives it. */
  get body(): Record<string, unknown> {
    const credit = { uangMuka: this.credit.uangMuka, tenor: this.credit.tenor, range: this.credit.range };
    const body = orderBody({ values: this.formValues, secrets: this.secrets, token: this.root.session.token, type: this.type, colour: this.colour, angsuran: this.angsuran, promos: this.promo.promos, ktp: this.ktp, credit, choice: this.leasing.choice });
    return { ...body, accessories: this.accessories.map((a) => a.id), accessories_total: this.accessoryTotals.total };
  }

  /* ---------- accessories ---------- */

  /** The chosen accessories' totals by the one rule (domain/accessories.ts). */
  get accessoryTotals(): AccessoryTotals {
    return accessoryTotals(this.accessories, this.values.payment_type === 'kredit' ? 'kredit' : 'cash');
  }
  wantAccessories(ids: number[]): void {
    this.wantedAccessories = ids;
  }
  /** Ticks the wanted accessories found in the model's list, once. */
  takeWantedAccessories(list: readonly Accessory[]): void {
    if (!this.wantedAccessories.length) return;
    const wanted = this.wantedAccessories;
    this.wantedAccessories = [];
    this.accessories = [...this.accessories.filter((a) => !wanted.includes(a.id)), ...list.filter((a) => wanted.includes(a.id))];
  }
  /** Adds or removes one accessory. */
  toggleAccessory(accessory: Accessory, on: boolean): void {
    const rest = this.accessories.filter((a) => a.id !== accessory.id);
    this.accessories = on ? [...rest, accessory] : rest;
  }
  get canPlace(): boolean { return this.form.valid && !this.isBusy; }

  /** Steps 1 to 4 each validate their own DTO; step 5 the whole order. */
  isStepValid(step: number): boolean {
    return step < 5 ? this.form.step(step).valid : this.canPlace;
  }
  /** The messages still refused on the current step (the disabled Next's summary). */
  get missing(): string[] { return this.form.missing(this.form.step(this.step)); }
  /** A check or calculation under way that the current step waits for. */
  get isBusy(): boolean { return this.credit.isLoading || this.promo.checking !== null || this.typesStatus === 'loading'; }
  get canGoNext(): boolean { return this.step < 5 && this.isStepValid(this.step) && !this.isBusy; }

  next(): void { if (this.canGoNext) this.step += 1; }
  previous(): void { if (this.step > 1) this.step -= 1; }

  /* ---------- step 1 ---------- */

  setField(field: TextField, value: string): void {
    this.form.set(field, field === 'phone' ? value.replace(/\D/g, '') : value);
    if (field !== 'no_rangka') return;
    this.values.no_rangka_status = '';
    this.chassis.clear();
  }
  setSecret(field: keyof OrderSecrets, value: string): void {
    this.secrets[field] = value;
    delete this.form.serverErrors[field];
  }
  setConsent(field: 'cek_list_agree' | 'cek_list_penawaran', checked: boolean): void { this.form.set(field, checked); }
  setProvince(code: string, name: string): void {
    this.form.set('province', code);
    Object.assign(this.values, { province_name: name, city: '', city_name: '' });
  }
  setCity(code: string, name: string): void {
    this.form.set('city', code);
    this.values.city_name = name;
  }

  /** POST cekrangka: the green 'member lama' or red 'member baru' alert and the field's status. */
  async checkChassis(): Promise<void> {
    const noRangka = this.values.no_rangka.trim();
    if (!noRangka || this.chassis.isChecking) return;
    const status = await this.chassis.check(noRangka);
    runInAction(() => (this.values.no_rangka_status = status));
  }

  /* ---------- step 2: cascades of spec section 4 ---------- */

  setBranchCity(code: string, name: string): void {
    this.form.set('kota_cabang', code);
    this.values.cabang_id = '';
    Object.assign(this.labels, { kota_cabang: name, cabang_id: '' });
  }
  setBranch(id: number | '', name: string): void {
    this.form.set('cabang_id', id);
    this.labels.cabang_id = name;
  }
  /** A category clears model, type, price, colour and the type list. */
  setCategory(id: number | '', name: string): void {
    this.form.set('car_category', id);
    this.values.car_model = '';
    Object.assign(this.labels, { car_category: name, car_model: '' });
    this.clearType();
    this.clearColour();
    void this.loadTypes();
  }
  /** A model clears the type data (and its colours) and reloads the types. */
  setModel(id: number | '', name: string): void {
    this.form.set('car_model', id);
    this.labels.car_model = name;
    this.clearType();
    this.clearColour();
    void this.loadTypes();
  }
  /** A transmission reloads the types (the chosen one belonged to the other list). */
  setTransmission(transmission: Transmission | ''): void {
    this.form.set('car_transmission', transmission);
    this.clearType();
    void this.loadTypes();
  }
  /** Names of lookups known only by id (a prefilled category and model). */
  setLabel(field: keyof OrderLabels, name: string): void { this.labels[field] = name; }

  /** Choosing a type resets the promo codes, messages and results and the instalment. */
  chooseType(type: CarType): void {
    this.type = type;
    this.form.set('car_type', type.car_type_id);
    this.promo.reset();
    this.credit.setModel(this.values.car_model || null);
    this.credit.setTransmission(this.values.car_transmission || null);
    this.credit.chooseType(type);
  }

  /** POST order/type for the chosen model and transmission (the mirror when offline). */
  loadTypes(force = false): Promise<void> {
    return this.typeList.load(this.values.car_model, this.values.car_transmission, force);
  }
  /** The chosen model's types for the chosen transmission. */
  get types(): CarType[] { return this.typeList.types; }
  get typesStatus(): TypeListStore['status'] { return this.typeList.status; }

  private clearType(): void {
    this.type = null;
    this.accessories = [];
    this.values.car_type = '';
    this.promo.reset();
    this.credit.clearType();
  }
  private clearColour(): void {
    this.colour = null;
    this.values.car_color = '';
  }

  /* ---------- step 3 ---------- */

  chooseColour(colour: CarColor): void {
    this.colour = colour;
    this.form.set('car_color', colour.color_id);
  }

  /* ---------- step 4 ---------- */

  setPaymentType(paymentType: PaymentType): void {
    this.form.set('payment_type', paymentType);
  }
  /** The down payment, on a 10 % step inside 30-80 % (the credit simulation's one rule). */
  setDownPayment(value: number): void {
    this.credit.setDownPayment(value);
    this.promo.recheckCredit(this.delayMs);
  }
  /** Choosing a tenor re-checks a present promo code. */
  setTenor(tenor: number): void {
    this.credit.setTenor(tenor);
    if (this.promo.promos.kredit.code.trim()) void this.applyPromo('kredit');
  }
  setKtp(dataUrl: string): void {
    this.ktp = dataUrl;
    delete this.form.serverErrors.ktp;
  }
  setPromoCode(code: string): void { this.promo.setCurrentCode(code); }
  /** POST voucher with the current car, payment type, down payment and tenor. */
  applyPromo(kind?: PaymentType | ''): Promise<void> { return this.promo.apply(kind); }

  /** The chosen partner's quote (null before the partners or the down payment are known; domain kernel, mirrored terms). */
  get quote(): QuoteResult | null { return this.leasing.current; }

  /**
   * The instalment shown and sent: the chosen partner's (0 while it refuses the terms, so step 4
   * waits); before the partners are known, the default partner's from creditsimulation or the offline estimate.
   */
  get angsuran(): number {
    const quote = this.quote;
    if (quote) return quote.ok ? quote.quote.angsuran : 0;
    return this.credit.result?.angsuran ?? 0;
  }

  /** What the partner's quote is computed from while paying by credit with a type and a down payment. */
  private get quoteBasis(): QuoteBasis | null {
    if (this.values.payment_type !== 'kredit' || !this.credit.type || !(this.credit.uangMuka > 0)) return null;
    return { price: this.credit.price, dp: this.credit.uangMuka, tenor: this.credit.tenor };
  }

  /** The code sent with the order: only one the server said 'Valid' to. */
  get appliedCode(): string { return this.promo.appliedCode; }

  /** Asks for the instalment again now (after a price refresh). */
  recalculate(): Promise<void> {
    return this.values.payment_type === 'kredit' ? this.credit.calculate() : Promise.resolve(this.credit.reset());
  }

  /** After a 422 price change: the types again from the server, the chosen one's new price, a new instalment and promo check. */
  async refreshPrices(): Promise<void> {
    await Promise.all([this.loadTypes(true), this.leasing.load(true)]);
    const fresh = this.types.find((x) => x.car_type_id === this.type?.car_type_id);
    runInAction(() => {
      if (!fresh) {
        this.setTransmission(this.values.car_transmission);
        this.step = 2;
        return;
      }
      this.type = fresh;
      this.credit.reprice(fresh);
    });
    if (this.values.payment_type === 'kredit' && fresh) await this.recalculate();
    const kind = this.values.payment_type;
    if (kind && this.promo.promos[kind].code.trim()) await this.applyPromo(kind);
  }

  /* ---------- prefill, reset, persistence ---------- */

  /**
   * "Buy a Car" with a car picked (src/lib/order-prefill.ts): category and model chosen, the
   * transmission given or cleared, back to a step that is still valid; then the type and the colour
   * once their lists have come, unless the buyer has chosen something else meanwhile.
   */
  async prefill(car: OrderPrefill): Promise<void> {
    this.setCategory(car.category, '');
    this.values.car_model = car.model;
    this.form.set('car_transmission', car.transmission ?? '');
    this.step = Math.min(this.step, 2);
    await this.loadTypes();
    const type = car.type ? this.types.find((t) => t.car_type_id === car.type) : undefined;
    const untouched = () => this.values.car_model === car.model && this.values.car_transmission === (car.transmission ?? '');
    if (type && untouched() && !this.values.car_type) this.chooseType(type);
    // A deal sheet's payment, down payment and tenor (the wizard's own rules then apply to them).
    if (car.payment && type && untouched()) {
      this.setPaymentType(car.payment);
      if (car.payment === 'kredit' && car.dp) this.setDownPayment(car.dp);
      if (car.payment === 'kredit' && car.tenor) this.setTenor(car.tenor);
      // The sheet's leasing partner, scheme, insurance and region (issue 34).
      if (car.payment === 'kredit') this.leasing.take({ partner_id: car.partner, scheme: car.scheme, insurance: car.insurance, region: car.region });
    }
    if (!car.colour) return;
    const colours = await this.api.fetchColours(car.model).catch(() => []);
    const colour = colours.find((c) => c.color_id === car.colour);
    if (colour && untouched() && !this.values.car_color) this.chooseColour(colour);
  }

  /** Back to an empty wizard (after an order). */
  resetWizard(): void {
    this.step = 1;
    this.form.reset();
    this.credit.restore({});
    this.leasing.restore(undefined);
    this.secrets = { password: '', confirm_password: '' };
    this.labels = emptyLabels();
    this.setCategory('', '');
    this.ktp = '';
    this.chassis.clear();
  }

  /** Reads the saved wizard once; screens wait for `isRestored`. */
  restore(): Promise<void> {
    return this.saver.restore();
  }

  /** Writes a pending change now (tests, before leaving). */
  flush(): Promise<void> {
    return this.saver.flush();
  }
}


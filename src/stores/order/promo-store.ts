/**
 * Promo codes of the wizard, kept separately for cash and credit (spec section 4): 'Valid' sets
 * the success alert and the numbers, 'Invalid' the danger alert and no promo price, a 400 clears
 * the result and keeps the server's message as the alert.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CashVoucherResult, CreditVoucherResult } from '../../../domain/api';
import type { PaymentType } from '../../../domain/constants';
import type { CreditChoice } from '../../../domain/order-credit';
import { VoucherCheckDto } from '../../../domain/forms/order';
import { validateForm } from '../../../domain/forms/validate';
import type { VoucherCheckBody } from '../../data/repositories/order';
import type { OrderApi } from './order-api';
import { ORDER_MESSAGES as t } from './order-messages';
import { emptyPromos, type Alert, type Promos } from './order-values';

function failureAlert(error: unknown): Alert {
  const e = error as { status?: number; message?: string; errors?: Record<string, string[]> };
  if (e?.status === 0) return { kind: 'danger', text: t.promoNeedsNetwork };
  const fieldMessage = e?.errors ? Object.values(e.errors).flat()[0] : undefined;
  return { kind: 'danger', text: fieldMessage ?? e?.message ?? t.promoInvalid };
}

/** What a voucher check depends on, read from the wizard when asked. */
export interface PromoContext { kind: PaymentType | ''; carType: number | null; downPayment: number; tenor: number; /** Credit: the leasing partner choice (its instalment is the one discounted). */ choice?: CreditChoice }

/** The promo codes of both payment types (part of OrderStore). */
export class PromoStore {
  promos: Promos = emptyPromos();
  /** The payment type whose code is being checked. */
  checking: PaymentType | null = null;
  private round = 0;
  private recheckTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly api: () => OrderApi, private readonly context: () => PromoContext) {
    makeAutoObservable<PromoStore, 'api' | 'round' | 'context' | 'recheckTimer'>(this, { api: false, round: false, context: false, recheckTimer: false });
  }

  /** The code sent with the order: only one the server said 'Valid' to, of the chosen payment type. */
  get appliedCode(): string {
    const { kind } = this.context();
    return kind ? this.promos[kind].result?.promotion_code ?? '' : '';
  }

  /** The code typed for the chosen payment type. */
  setCurrentCode(code: string): void {
    const { kind } = this.context();
    if (kind) this.setCode(kind, code);
  }

  /** POST voucher for `kind` with the current car, down payment and tenor (nothing while the check's DTO refuses it). */
  async apply(kind: PaymentType | '' = this.context().kind): Promise<void> {
    const { carType, downPayment, tenor, choice } = this.context();
    if (!kind || !carType) return;
    const body = { promo_code: this.promos[kind].code.trim(), car_type: carType, payment_type: kind, down_payment: kind === 'kredit' ? downPayment : 0, tenor, ...(kind === 'kredit' ? choice : {}) };
    if (!validateForm(VoucherCheckDto, body).valid) return;
    await this.check(kind, body);
  }

  /** Re-checks a present credit code a moment after the down payment stops moving. */
  recheckCredit(delayMs: number): void {
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
    if (!this.promos.kredit.code.trim()) return;
    this.recheckTimer = setTimeout(() => void this.apply('kredit'), delayMs);
  }

  /** A typed code; the previous alert and result go with the old code. */
  setCode(kind: PaymentType, code: string): void {
    this.promos[kind] = { code, alert: null, result: null };
  }

  /** Forgets codes, alerts and results of both payment types (a new car type). */
  reset(): void {
    this.round++;
    this.promos = emptyPromos();
    this.checking = null;
  }

  /** Replaces the state (restore). */
  load(promos: Promos | undefined): void {
    this.promos = promos ?? emptyPromos();
  }

  /** POST voucher for `kind` and keeps the answer under that payment type. */
  async check(kind: PaymentType, body: VoucherCheckBody): Promise<void> {
    const round = ++this.round;
    this.checking = kind;
    try {
      const answer = await this.api().checkVoucher(body);
      if (round !== this.round) return;
      runInAction(() => {
        const valid = answer.message === 'Valid' && answer.data !== null;
        const code = this.promos[kind].code;
        const alert: Alert = valid ? { kind: 'success', text: t.promoValid } : { kind: 'danger', text: t.promoInvalid };
        if (kind === 'cash') this.promos.cash = { code, alert, result: valid ? (answer.data as CashVoucherResult) : null };
        else this.promos.kredit = { code, alert, result: valid ? (answer.data as CreditVoucherResult) : null };
      });
    } catch (error) {
      if (round !== this.round) return;
      runInAction(() => {
        this.promos[kind] = { code: this.promos[kind].code, alert: failureAlert(error), result: null };
      });
    } finally {
      if (round === this.round) runInAction(() => (this.checking = null));
    }
  }
}

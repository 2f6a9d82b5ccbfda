/**
 * Placing the order (POST order, never the outbox: prices and the booking fee are the server's),
 * its result kept for Order_info and Order_success, a guest's new session, the 422 price-change
 * refresh.
 */
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { OrderResult } from '../../../domain/api';
import type { FormStore } from '../form/form-store';
import type { SessionStore } from '../session-store';
import type { UiStore } from '../ui-store';
import type { OrderApi } from './order-api';
import { showroom } from '../showroom/showroom-store';
import { ORDER_MESSAGES as t } from './order-messages';
import type { OrderValues } from './order-values';

/** The order whose booking fee the payment form (dashboard tab 7) confirms. */
export interface PaymentTarget { order_id: string; bookingfee: number }

/** What placing reads and asks of the wizard (the OrderStore hands itself in). */
export interface PlacedWizard {
  readonly canPlace: boolean;
  readonly body: Record<string, unknown>;
  readonly form: Pick<FormStore<OrderValues>, 'setServerErrors'>;
  resetWizard(): void;
  flush(): Promise<void>;
  /** After a 422 price change: the chosen type's new price, instalment and promo check. */
  refreshPrices(): Promise<void>;
}

/** The session and the toasts and dialogs (read lazily: the root store creates the order store first). */
export interface PlacingRoot { readonly session: SessionStore; readonly ui: UiStore }

/** How placing ended; the wizard moves on only when 'placed'. */
export type PlaceOutcome = 'placed' | 'offline' | 'price-changed' | 'refused' | 'invalid';

interface Failure { status?: number; message?: string; errors?: Record<string, string[]> }

const isPriceChange = (e: Failure) =>
  e.status === 422 && (e.message === t.priceChanged || Object.values(e.errors ?? {}).flat().includes(t.priceChanged));

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The order's submission and its kept result (part of OrderStore). */
export class OrderSubmission {
  lastResult: OrderResult | null = null;
  paymentTarget: PaymentTarget | null = null;
  isSaving = false;
  /** Kept across a lost answer, so trying again cannot create a second order. */
  private key = newKey();

  constructor(private readonly order: PlacedWizard, private readonly api: () => OrderApi, private readonly root: () => PlacingRoot) {
    makeAutoObservable<OrderSubmission, 'order' | 'api' | 'root' | 'key'>(this, { order: false, api: false, root: false, key: false });
  }

  load(lastResult: OrderResult | null | undefined, target: PaymentTarget | null | undefined): void {
    this.lastResult = lastResult ?? null;
    this.paymentTarget = target ?? null;
    this.forgetOtherMembers();
  }

  /** The last order belongs to the member it was placed for: forgotten at logout or another login. */
  watchSession(): void {
    reaction(() => this.root().session.token, () => this.forgetOtherMembers());
  }

  /** Order_success's link: this order's booking fee is the one to confirm. */
  rememberPaymentTarget(result: OrderResult): void {
    this.paymentTarget = { order_id: result.order_id, bookingfee: result.bookingfee };
  }

  /** The confirmation was sent (or queued): no order is waiting for it any more. */
  clearPaymentTarget(): void {
    this.paymentTarget = null;
  }

  /** POST order; success keeps the result, logs a guest in and empties the wizard. */
  async place(): Promise<PlaceOutcome> {
    const { ui, session } = this.root();
    if (!this.order.canPlace || this.isSaving) return 'invalid';
    if (!this.api().isOnline()) return this.offline();
    this.isSaving = true;
    try {
      const staffToken = showroom().assistToken;
      const result = await this.api().placeOrder(this.order.body, staffToken ? null : session.token, this.key, staffToken);
      if (result.login && !staffToken) await session.setLogin(result.login);
      runInAction(() => {
        this.lastResult = result;
        this.paymentTarget = null;
        this.key = newKey();
        this.order.resetWizard();
      });
      await this.order.flush();
      return 'placed';
    } catch (error) {
      const failure = error as Failure;
      if (failure.status === 0) return this.offline();
      this.key = newKey();
      const priceChanged = isPriceChange(failure);
      const text = priceChanged ? t.priceChanged : failure.message ?? t.failedTitle;
      const details = priceChanged ? [] : Object.values(failure.errors ?? {}).flat();
      // The server's field messages also show under their fields, until each field changes.
      if (!priceChanged && failure.status === 422) runInAction(() => this.order.form.setServerErrors(failure.errors));
      ui.showToast('error', text);
      void ui.showDialog({ kind: 'error', title: t.failedTitle, text: [text, ...details].join(' ') });
      if (priceChanged) await this.order.refreshPrices();
      return priceChanged ? 'price-changed' : 'refused';
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  private offline(): PlaceOutcome {
    const { ui } = this.root();
    ui.showToast('error', t.needsNetwork);
    void ui.showDialog({ kind: 'error', title: 'Anda sedang offline', text: t.needsNetwork });
    return 'offline';
  }

  private forgetOtherMembers(): void {
    const email = this.root().session.profile?.member_email;
    if (this.lastResult && (!email || email.toLowerCase() !== this.lastResult.member_email.toLowerCase())) {
      this.lastResult = null;
      this.paymentTarget = null;
    }
  }
}

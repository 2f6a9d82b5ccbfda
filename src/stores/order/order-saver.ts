/**
 * Keeps the wizard across reloads: every change is saved a moment later (the KTP and a guest's
 * password each by their own rule, see OrderPersistence), and `restore` reads it back once.
 */
import { reaction, runInAction } from 'mobx';
import type { CarColor, CarType, OrderResult } from '../../../domain/api';
import type { OrderSubmission, PaymentTarget } from './order-submission';
import type { CreditSimulationStore, CreditSnapshot } from '../credit/credit-simulation-store';
import type { FormStore } from '../form/form-store';
import type { OrderPersistence } from './order-persistence';
import type { PromoStore } from './promo-store';
import type { LeasingChoiceStore, LeasingSnapshot } from './leasing-choice';
import { emptyValues, type OrderLabels, type OrderSecrets, type OrderValues, type Promos } from './order-values';

/** What is saved (not the KTP, not the password). */
export interface SavedOrder {
  step: number; values: OrderValues; labels: OrderLabels; type: CarType | null; colour: CarColor | null;
  promos: Promos; credit: CreditSnapshot; leasing?: LeasingSnapshot; lastResult: OrderResult | null; paymentTarget: PaymentTarget | null;
}

/** What the saver reads and restores of the wizard (the OrderStore hands itself in). */
export interface SavedWizard {
  step: number; labels: OrderLabels; type: CarType | null; colour: CarColor | null; ktp: string; secrets: OrderSecrets; isRestored: boolean;
  readonly values: OrderValues;
  readonly form: Pick<FormStore<OrderValues>, 'fill'>;
  readonly promo: Pick<PromoStore, 'promos' | 'load'>;
  readonly credit: Pick<CreditSimulationStore, 'snapshot' | 'restore'>;
  readonly leasing: Pick<LeasingChoiceStore, 'snapshot' | 'restore'>;
  readonly submission: Pick<OrderSubmission, 'lastResult' | 'paymentTarget' | 'load' | 'watchSession'>;
  loadTypes(): Promise<void>;
}

/** Logs a storage failure; the wizard keeps working in memory. */
export function warn(error: unknown): void {
  console.warn('[order]', error instanceof Error ? error.message : error);
}

/** Saves and restores one wizard. */
export class OrderSaver {
  private restoring: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly order: SavedWizard, private readonly storage: OrderPersistence, private readonly delayMs: number) {
    reaction(() => JSON.stringify(this.snapshot()), () => this.schedule());
    reaction(() => order.ktp, (ktp) => order.isRestored && void storage.saveKtp(ktp).catch(warn));
    reaction(() => JSON.stringify(order.secrets), () => order.isRestored && storage.saveSecrets(order.secrets));
    // Leaving or reloading the page writes a change still waiting.
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void this.flush());
  }

  restore(): Promise<void> {
    return (this.restoring ??= this.read());
  }

  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.save();
    }
    await this.saving;
  }

  private snapshot(): SavedOrder {
    const o = this.order;
    return {
      step: o.step, values: o.values, labels: o.labels, type: o.type, colour: o.colour, promos: o.promo.promos,
      credit: o.credit.snapshot(), leasing: o.leasing.snapshot(), lastResult: o.submission.lastResult, paymentTarget: o.submission.paymentTarget,
    };
  }

  private async read(): Promise<void> {
    const o = this.order;
    let saved: SavedOrder | undefined;
    let ktp = '';
    try {
      saved = await this.storage.load<SavedOrder>();
      ktp = await this.storage.loadKtp();
    } catch (error) {
      warn(error);
    }
    const secrets = this.storage.loadSecrets();
    runInAction(() => {
      if (saved) {
        Object.assign(o, { step: saved.step, labels: saved.labels, type: saved.type, colour: saved.colour, ktp });
        o.form.fill({ ...emptyValues(), ...saved.values });
        o.promo.load(saved.promos);
        o.credit.restore(saved.credit ?? {});
        o.leasing.restore(saved.leasing);
        o.submission.load(saved.lastResult, saved.paymentTarget);
      }
      if (secrets) o.secrets = secrets;
      o.isRestored = true;
    });
    o.submission.watchSession();
    if (o.values.car_model && o.values.car_transmission) await o.loadTypes();
  }

  private schedule(): void {
    if (!this.order.isRestored) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.save();
    }, this.delayMs);
  }

  private save(): void {
    const snapshot = JSON.parse(JSON.stringify(this.snapshot())) as SavedOrder;
    this.saving = this.saving.then(() => this.storage.save(snapshot)).catch(warn);
  }
}

/** The chassis check of step 1 (guests): POST cekrangka, a spinner meanwhile, then the green or red alert. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { OrderApi } from './order-api';
import { ORDER_MESSAGES as t } from './order-messages';
import type { Alert } from './order-values';

/** The chassis check's state (part of OrderStore). */
export class ChassisStore {
  alert: Alert | null = null;
  isChecking = false;

  constructor(private readonly api: () => OrderApi) {
    makeAutoObservable<ChassisStore, 'api'>(this, { api: false });
  }

  /** Forgets the outcome (the number was edited). */
  clear(): void {
    this.alert = null;
  }

  /** Checks `noRangka`; resolves with the field's status: 'valid', 'not valid', or '' when the check failed. */
  async check(noRangka: string): Promise<string> {
    this.isChecking = true;
    let status = '';
    let alert: Alert;
    try {
      const answer = await this.api().checkChassis(noRangka);
      status = answer === 'valid' ? 'valid' : 'not valid';
      alert = answer === 'valid' ? { kind: 'success', text: t.chassisValid } : { kind: 'danger', text: t.chassisInvalid };
    } catch (error) {
      const failure = error as { status?: number; message?: string };
      alert = { kind: 'danger', text: failure.status === 0 ? t.chassisNeedsNetwork : failure.message ?? t.chassisNeedsNetwork };
    }
    runInAction(() => {
      this.isChecking = false;
      this.alert = alert;
    });
    return status;
  }
}

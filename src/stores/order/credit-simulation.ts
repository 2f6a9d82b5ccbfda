/**
 * The wizard's monthly instalment: POST creditsimulation, the newest request winning; without a
 * connection the credit worker's estimate (the same formula) marked as estimated.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarType } from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import type { OrderApi } from './order-api';
import type { Simulation } from './order-values';

/** What the instalment depends on; the store asks only when all five are set. */
export interface SimulationInput { model: number; transmission: Transmission; type: CarType; uangMuka: number; tenor: number }

/** The instalment's state (part of OrderStore). */
export class CreditSimulationStore {
  result: Simulation | null = null;
  isLoading = false;
  /** The last failure's text when neither the server nor the estimate answered. */
  error: string | null = null;
  private controller: AbortController | null = null;

  constructor(private readonly api: () => OrderApi) {
    makeAutoObservable<CreditSimulationStore, 'api' | 'controller'>(this, { api: false, controller: false });
  }

  /** Drops the instalment and any request under way. */
  reset(): void {
    this.controller?.abort();
    this.controller = null;
    this.result = null;
    this.isLoading = false;
    this.error = null;
  }

  load(result: Simulation | null | undefined): void {
    this.result = result ?? null;
  }

  /** Asks for the instalment of `input`; an older request still running is aborted. */
  async run(input: SimulationInput): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.isLoading = true;
    this.error = null;
    const request = { car_model_id: input.model, car_model_transmission: input.transmission, car_model_type: input.type.car_type_id, uang_muka: input.uangMuka, tenor: input.tenor };
    try {
      const answer = await this.api().simulate(request, controller.signal);
      if (controller.signal.aborted) return;
      runInAction(() => (this.result = { angsuran: answer.angsuran, estimated: false }));
    } catch (error) {
      if (controller.signal.aborted) return;
      const status = (error as { status?: number }).status;
      const estimate = status === 0 ? await this.api().estimate(input.type, input.uangMuka, input.tenor).catch(() => null) : null;
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.result = estimate ? { angsuran: estimate, estimated: true } : null;
        this.error = estimate ? null : (error as Error).message;
      });
    } finally {
      if (this.controller === controller) runInAction(() => {
        this.isLoading = false;
        this.controller = null;
      });
    }
  }
}

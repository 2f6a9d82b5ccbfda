/** The types of the chosen model and transmission (step 2 tiles): loading, ready, or none; the newest request wins. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarType } from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import type { OrderApi } from './order-api';
import { warn } from './order-saver';

/** The type tiles' list (part of OrderStore). */
export class TypeListStore {
  types: CarType[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private round = 0;

  constructor(private readonly api: () => OrderApi) {
    makeAutoObservable<TypeListStore, 'api' | 'round'>(this, { api: false, round: false });
  }

  /** POST order/type (the mirror when offline); without a model and transmission the list is empty. */
  async load(model: number | '', transmission: Transmission | '', force = false): Promise<void> {
    const round = ++this.round;
    if (!model || !transmission) {
      this.types = [];
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    try {
      const types = await this.api().fetchTypes(model, transmission, force);
      if (round === this.round) runInAction(() => { this.types = types; this.status = 'ready'; });
    } catch (error) {
      warn(error);
      if (round === this.round) runInAction(() => { this.types = []; this.status = 'error'; });
    }
  }
}

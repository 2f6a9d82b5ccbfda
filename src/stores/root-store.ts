/** The root store creates the small domain stores; new stores are added here. */
import { onRequestActivity } from '../data/api-client';
import type { OrderStore } from './order-store';
import { SessionStore } from './session-store';
import { UiStore } from './ui-store';

export class RootStore {
  readonly ui: UiStore;
  readonly session: SessionStore;
  /** The order wizard, created by the order screens on first use (its code and rules load with them: useOrderStore). */
  private orderStore: OrderStore | null = null;
  private readonly stopActivity: () => void;

  constructor(deps: { ui?: UiStore; session?: SessionStore } = {}) {
    this.ui = deps.ui ?? new UiStore();
    this.session = deps.session ?? new SessionStore();
    this.stopActivity = onRequestActivity((delta, failed) => {
      if (delta > 0) this.ui.requestStarted();
      else this.ui.requestFinished(failed);
    });
  }

  /** The order wizard's store, made by `create` the first time (src/stores/order/use-order-store.ts). */
  orderStoreOf(create: (root: RootStore) => OrderStore): OrderStore {
    this.orderStore ??= create(this);
    return this.orderStore;
  }

  /** Detaches from global listeners (tests). */
  dispose(): void {
    this.stopActivity();
  }
}

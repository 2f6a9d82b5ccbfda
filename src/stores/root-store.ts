/** The root store creates the small domain stores; new stores are added here. */
import { onRequestActivity } from '../data/api-client';
import { OrderStore } from './order-store';
import { SessionStore } from './session-store';
import { UiStore } from './ui-store';

export class RootStore {
  readonly ui: UiStore;
  readonly session: SessionStore;
  /** The order wizard; it reads ui and session only when used, after they exist. */
  readonly order: OrderStore = new OrderStore(this);
  private readonly stopActivity: () => void;

  constructor(deps: { ui?: UiStore; session?: SessionStore } = {}) {
    this.ui = deps.ui ?? new UiStore();
    this.session = deps.session ?? new SessionStore();
    this.stopActivity = onRequestActivity((delta, failed) => {
      if (delta > 0) this.ui.requestStarted();
      else this.ui.requestFinished(failed);
    });
  }

  /** Detaches from global listeners (tests). */
  dispose(): void {
    this.stopActivity();
  }
}

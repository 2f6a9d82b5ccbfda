/**
 * Service-worker registration and the update flow: a waiting version is offered ('Versi baru
 * tersedia'); the page reloads when a new worker takes control, unless a form holds unsent input,
 * in which case the reload waits for the user.
 */
import { makeAutoObservable } from 'mobx';
import type { Workbox } from 'workbox-window';
import { hasUnsavedInput } from '../../lib/unsaved-input';

export class AppUpdate {
  /** A new version is installed and waiting. */
  available = false;
  /** A new version took control while a form held input; reload when the user says so. */
  reloadPending = false;
  private wb: Workbox | null = null;

  constructor() {
    makeAutoObservable<AppUpdate, 'wb'>(this, { wb: false });
  }

  register(): void {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    // workbox-window is fetched when the page is up, not with its first paint (it registers after `load` anyway).
    void import('workbox-window').then(({ Workbox }) => this.start(new Workbox('/sw.js')));
  }

  private start(wb: Workbox): void {
    this.wb = wb;
    wb.addEventListener('waiting', () => this.setAvailable(true));
    wb.addEventListener('controlling', (event) => {
      // The first install taking control is no update: nothing to reload.
      if (!event.isUpdate) return;
      if (hasUnsavedInput()) this.setReloadPending();
      else window.location.reload();
    });
    void wb.register().catch((error) => console.warn('[sw] registration failed', error));
  }

  /** The user accepted the update: the waiting worker takes over, then the page reloads. */
  apply(): void {
    this.available = false;
    if (this.wb) this.wb.messageSkipWaiting();
    else window.location.reload();
  }

  reloadNow(): void {
    window.location.reload();
  }

  private setAvailable(value: boolean): void {
    this.available = value;
  }

  private setReloadPending(): void {
    this.reloadPending = true;
  }
}

export const appUpdate = new AppUpdate();

/** UI state shared by the whole page: toasts, dialogs, the progress bar, the dashboard tab, the account modals. */
import { makeAutoObservable } from 'mobx';
import { TOAST_MS } from '../../domain/constants';

export type ToastKind = 'success' | 'error' | 'info';

/** A button on a toast ('Perbaiki'): runs, then the toast closes. */
export interface ToastAction { label: string; run: () => void }

export interface Toast { id: number; kind: ToastKind; text: string; action?: ToastAction }

export type DialogKind = 'success' | 'error' | 'info';

export interface DialogRequest {
  title: string;
  text?: string;
  kind?: DialogKind;
  /** Label of the confirm button; 'OK' by default. */
  confirmText?: string;
}

/** The account modals (spec: login, reset password, register), one open at a time. */
export type AuthModal = 'login' | 'register' | 'reset';

interface OpenDialog extends DialogRequest { id: number; resolve: () => void }

let nextId = 1;

export class UiStore {
  toasts: Toast[] = [];
  dialogs: OpenDialog[] = [];
  /** API calls under way (progress bar). */
  pendingRequests = 0;
  /** Set when a call fails; the progress bar shows the failure briefly. */
  progressFailedAt = 0;
  /** Member dashboard tab, 1 to 8. */
  dashboardTab = 1;
  /** The account modal on screen, if any. */
  authModal: AuthModal | null = null;

  constructor(private readonly toastMs: number = TOAST_MS) {
    makeAutoObservable<UiStore, 'toastMs'>(this, { toastMs: false });
  }

  /** Shows a toast, with an optional action button, that disappears after TOAST_MS; returns its id. */
  showToast(kind: ToastKind, text: string, action?: ToastAction): number {
    const id = nextId++;
    // A new array, not push(): the host passes `toasts` on to a plain list component and only sees a new reference.
    this.toasts = [...this.toasts, action ? { id, kind, text, action } : { id, kind, text }];
    setTimeout(() => this.dismissToast(id), this.toastMs);
    return id;
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Opens a dialog (queued behind an open one); resolves when the user confirms it. */
  showDialog(request: DialogRequest): Promise<void> {
    return new Promise((resolve) => {
      this.dialogs.push({ ...request, id: nextId++, resolve });
    });
  }

  /** The dialog on screen, if any. */
  get dialog(): OpenDialog | null {
    return this.dialogs[0] ?? null;
  }

  /** Closes the dialog on screen and resolves its promise. */
  confirmDialog(): void {
    const [first, ...rest] = this.dialogs;
    if (!first) return;
    this.dialogs = rest;
    first.resolve();
  }

  requestStarted(): void {
    this.pendingRequests += 1;
  }

  requestFinished(failed: boolean): void {
    this.pendingRequests = Math.max(0, this.pendingRequests - 1);
    if (failed) this.progressFailedAt = Date.now();
  }

  get isBusy(): boolean {
    return this.pendingRequests > 0;
  }

  setDashboardTab(tab: number): void {
    if (Number.isInteger(tab) && tab >= 1 && tab <= 8) this.dashboardTab = tab;
  }

  /** Opens one account modal (closing another: they switch between each other). */
  openAuthModal(modal: AuthModal): void {
    this.authModal = modal;
  }

  closeAuthModal(): void {
    this.authModal = null;
  }
}

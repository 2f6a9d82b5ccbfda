/** Keeps the browser's install prompt so an 'Pasang Aplikasi' button can offer it. */
import { makeAutoObservable } from 'mobx';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

class InstallPrompt {
  event: BeforeInstallPromptEvent | null = null;
  dismissed = false;
  /** The page the browser made its offer on: the 'Pasang Aplikasi' offer shows from the next page (pwa-stack.tsx). */
  offeredOn: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  listen(): void {
    window.addEventListener('beforeinstallprompt', (e) => {
      e.preventDefault();
      this.setEvent(e as BeforeInstallPromptEvent, window.location.pathname);
    });
    window.addEventListener('appinstalled', () => this.setEvent(null));
  }

  get canInstall(): boolean {
    return !!this.event && !this.dismissed;
  }

  async install(): Promise<void> {
    const event = this.event;
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    this.setEvent(null);
  }

  dismiss(): void {
    this.dismissed = true;
  }

  private setEvent(event: BeforeInstallPromptEvent | null, page: string | null = null): void {
    this.event = event;
    this.offeredOn = page;
  }
}

export const installPrompt = new InstallPrompt();

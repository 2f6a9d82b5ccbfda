/**
 * Showroom mode on a shared tablet (docs/showroom.md). A signed-in sales person turns it on; while
 * it is on, forms are sent for the buyer in assisted mode (the sales person's staff token travels
 * with the submission) and a buyer's visit ends after an idle time (default 3 minutes without a
 * touch) or at 'Selesai': forms, the order wizard and its KTP, the member session, sessionStorage
 * and delivered submissions are wiped, and a reload to the attract loop empties every in-memory store.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { readLiveStaffSession } from '../../data/showroom-seller';
import { orderDraftStorage } from '../order/order-persistence';
import type { SessionStore } from '../session-store';

/** Where the mode and its idle time are kept (no personal data). */
export const SHOWROOM_STORAGE_KEY = 'merapi-showroom';
export const DEFAULT_IDLE_MINUTES = 3;
/** The attract loop a visit ends on. */
export const ATTRACT_PATH = '/showroom';

interface Settings { active: boolean; idleMinutes: number }

export interface AssistingStaff { name: string; token: string; expiresAt: number }

function readSettings(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(SHOWROOM_STORAGE_KEY) ?? 'null') as Partial<Settings> | null;
    return { active: stored?.active === true, idleMinutes: Number(stored?.idleMinutes) > 0 ? Number(stored?.idleMinutes) : DEFAULT_IDLE_MINUTES };
  } catch {
    return { active: false, idleMinutes: DEFAULT_IDLE_MINUTES };
  }
}

export class ShowroomStore {
  active = false;
  idleMinutes = DEFAULT_IDLE_MINUTES;
  /** The sales person assisting, from the back office's stored session; null when none is live. */
  staff: AssistingStaff | null = null;
  isRestored = false;
  /** A visit ends with a reload, so this page's start is the current visit's start. */
  readonly visitStartedAt = Date.now();

  constructor() {
    makeAutoObservable(this);
    const settings = typeof localStorage === 'undefined' ? null : readSettings();
    if (settings) {
      this.active = settings.active;
      this.idleMinutes = settings.idleMinutes;
    }
  }

  /** The staff token forms send in assisted mode; null outside showroom mode or without a live sales session. */
  get assistToken(): string | null {
    return this.active && this.staff && this.staff.expiresAt > Date.now() ? this.staff.token : null;
  }

  /** Whether a submission made at `createdAt` belongs to an earlier buyer, whose personal data this screen must not show. */
  hidesSubmission(createdAt: number): boolean {
    return this.active && createdAt < this.visitStartedAt;
  }

  /** Reads the sales person's stored session (at start and when the mode is turned on). */
  async restore(): Promise<void> {
    const session = await readLiveStaffSession();
    runInAction(() => {
      this.staff = session ? { name: session.staff.name, token: session.token, expiresAt: Date.parse(session.expires_at) } : null;
      this.isRestored = true;
    });
  }

  /** Turns showroom mode on when a sales person is signed in on this device; false otherwise. */
  async turnOn(idleMinutes: number): Promise<boolean> {
    await this.restore();
    if (!this.staff) return false;
    runInAction(() => {
      this.active = true;
      this.idleMinutes = idleMinutes > 0 ? idleMinutes : DEFAULT_IDLE_MINUTES;
    });
    this.save();
    return true;
  }

  turnOff(): void {
    this.active = false;
    this.save();
  }

  /** Ends the buyer's visit: wipes what they left on the device, then reloads onto the attract loop. */
  async endVisit(session: SessionStore): Promise<void> {
    await wipeVisit(session);
    window.location.assign(ATTRACT_PATH);
  }

  private save(): void {
    try {
      localStorage.setItem(SHOWROOM_STORAGE_KEY, JSON.stringify({ active: this.active, idleMinutes: this.idleMinutes } satisfies Settings));
    } catch {
      // Private mode without storage: the mode lasts for this page only.
    }
  }
}

/** Everything a buyer's visit may have left on the device except undelivered submissions (which go on waiting). */
export async function wipeVisit(session: SessionStore): Promise<void> {
  const steps: Array<Promise<unknown>> = [
    // The outbox's code is not in the first load (src/app/pwa/pwa-host.tsx): fetched when a visit ends.
    import('../../data/outbox').then((outbox) => outbox.forgetDeliveredSubmissions()),
    orderDraftStorage().clear(),
    session.clear(),
  ];
  const results = await Promise.allSettled(steps);
  for (const r of results) if (r.status === 'rejected') console.warn('[showroom] could not wipe part of the visit', r.reason);
  try {
    sessionStorage.clear();
  } catch {
    // No sessionStorage: nothing kept there.
  }
}

let instance: ShowroomStore | null = null;

/** The tablet's showroom mode (one per page). */
export function showroom(): ShowroomStore {
  instance ??= new ShowroomStore();
  return instance;
}

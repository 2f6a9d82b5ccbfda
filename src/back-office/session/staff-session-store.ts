/**
 * The back office's session (BACK-OFFICE.md): its own token (a member token is never one), the
 * signed-in staff member and the token's expiry, kept in IndexedDB apart from the member session.
 * It ends at sign-out, at its expiry time and on any 401; ending it deletes the staff mirror.
 * Created on first use by the staff screens only, so a visitor's page never holds one.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffLoginData, StaffProfile } from '../../../domain/api';
import { staffLogout } from '../data/staff-api';
import { clearStaffMirror } from '../data/staff-mirror';
import type { KeyValueStore } from '../../data/keyval';
import { STAFF_SESSION_KEY, staffSessionStorage, type StoredStaffSession } from '../../data/showroom-seller';

/** Shown on the sign-in screen when a session ended by itself (expiry, a 401). */
export const STAFF_SESSION_ENDED = 'Sesi Anda telah berakhir, silakan masuk kembali';

const SESSION_KEY = STAFF_SESSION_KEY;
// setTimeout holds at most 2^31-1 ms (about 24 days); a staff token lasts 12 hours.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What the store needs from outside (tests give their own). */
export interface StaffSessionDeps {
  storage?: KeyValueStore;
  /** Deletes the staff answers of the mirror. */
  clearStaffData?: () => Promise<void>;
  /** Tells the server the token ends. */
  logout?: (token: string) => Promise<unknown>;
  now?: () => number;
}

/** The staff session. */
export class StaffSessionStore {
  token: string | null = null;
  staff: StaffProfile | null = null;
  /** Epoch milliseconds at which the token stops working. */
  expiresAt: number | null = null;
  /** True once `restore()` has read the stored session. */
  isRestored = false;
  /** Why the last session ended without a sign-out, for the sign-in screen. */
  endedMessage: string | null = null;

  private readonly storage: KeyValueStore;
  private readonly deps: Required<Omit<StaffSessionDeps, 'storage'>>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private restoring: Promise<void> | null = null;

  constructor(deps: StaffSessionDeps = {}) {
    this.storage = deps.storage ?? staffSessionStorage();
    this.deps = { clearStaffData: deps.clearStaffData ?? clearStaffMirror, logout: deps.logout ?? staffLogout, now: deps.now ?? Date.now };
    makeAutoObservable<StaffSessionStore, 'storage' | 'deps' | 'timer' | 'restoring'>(this, { storage: false, deps: false, timer: false, restoring: false });
  }

  /** A staff member is signed in while a token is held (the expiry timer ends it on time). */
  get isSignedIn(): boolean {
    return this.token !== null;
  }

  /** Reads the stored session once; a stored one already past its expiry ends here. */
  restore(): Promise<void> {
    this.restoring ??= this.read();
    return this.restoring;
  }

  /** Starts the session of a sign-in answer and keeps it. */
  async signIn(data: StaffLoginData): Promise<void> {
    const expiresAt = Date.parse(data.expires_at);
    this.token = data.token;
    this.staff = data.staff;
    this.expiresAt = Number.isFinite(expiresAt) ? expiresAt : null;
    this.endedMessage = null;
    this.isRestored = true;
    this.schedule();
    try {
      await this.storage.set(SESSION_KEY, { token: data.token, staff: data.staff, expires_at: data.expires_at } satisfies StoredStaffSession);
    } catch (error) {
      console.warn('[staff] could not keep the session', error);
    }
  }

  /** Ends a session the server no longer accepts or whose time is up; the sign-in screen says so. */
  async expire(): Promise<void> {
    if (!this.token) return;
    // Set first, so the screen that sends the user to sign in already knows why (and keeps where they were).
    this.endedMessage = STAFF_SESSION_ENDED;
    await this.clear();
  }

  /** Signs out: the server ends the token (when it can be reached), the session and its data end here anyway. */
  async signOut(): Promise<void> {
    const token = this.token;
    if (token) {
      try {
        await this.deps.logout(token);
      } catch (error) {
        console.warn('[staff] sign-out not confirmed by the server', error instanceof Error ? error.message : error);
      }
    }
    await this.clear();
    runInAction(() => (this.endedMessage = null));
  }

  /** Forgets the token and the staff member here and in storage, and the staff answers of the mirror. */
  async clear(): Promise<void> {
    this.stopTimer();
    this.token = null;
    this.staff = null;
    this.expiresAt = null;
    await Promise.all([this.storage.del(SESSION_KEY).catch(() => undefined), this.deps.clearStaffData()]);
  }

  private async read(): Promise<void> {
    let stored: StoredStaffSession | undefined;
    try {
      stored = await this.storage.get<StoredStaffSession>(SESSION_KEY);
    } catch (error) {
      console.warn('[staff] could not read the stored session', error);
    }
    const expiresAt = stored ? Date.parse(stored.expires_at) : NaN;
    if (stored && !(expiresAt > this.deps.now())) {
      await this.clear();
      runInAction(() => {
        this.endedMessage = STAFF_SESSION_ENDED;
        this.isRestored = true;
      });
      return;
    }
    runInAction(() => {
      // A sign-in that finished while this read was under way wins.
      if (!this.token && stored) {
        this.token = stored.token;
        this.staff = stored.staff;
        this.expiresAt = expiresAt;
      }
      this.isRestored = true;
    });
    this.schedule();
  }

  private schedule(): void {
    this.stopTimer();
    if (this.expiresAt === null) return;
    const wait = Math.max(0, this.expiresAt - this.deps.now());
    this.timer = setTimeout(() => void this.expire(), Math.min(wait, MAX_TIMER_MS));
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

let shared: StaffSessionStore | null = null;

/** The page's one staff session, made on first use (only the staff screens use it). */
export function staffSession(): StaffSessionStore {
  shared ??= new StaffSessionStore();
  return shared;
}

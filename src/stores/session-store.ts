/**
 * The member session: token and profile (spec section 3, "Member session"), persisted in
 * IndexedDB with idb-keyval. Login and register flows set it with `setSession`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { LoginData, MemberProfile } from '../../domain/api';

export type { MemberProfile };

interface StoredSession { token: string; profile: MemberProfile | null }

const SESSION_KEY = 'session';

export class SessionStore {
  token: string | null = null;
  profile: MemberProfile | null = null;
  /** True once `restore()` has read the stored session. */
  isRestored = false;

  private readonly storage: UseStore;

  constructor(storage: UseStore = createStore('merapi-session', 'keyval')) {
    this.storage = storage;
    makeAutoObservable<SessionStore, 'storage'>(this, { storage: false });
  }

  /** A member is logged in when a token is present. */
  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** Reads the stored session (at start-up). */
  async restore(): Promise<void> {
    let stored: StoredSession | undefined;
    try {
      stored = await get<StoredSession>(SESSION_KEY, this.storage);
    } catch (error) {
      console.warn('[session] could not read the stored session', error);
    }
    runInAction(() => {
      this.token = stored?.token ?? null;
      this.profile = stored?.profile ?? null;
      this.isRestored = true;
    });
  }

  /** Becomes logged in and persists the session. */
  async setSession(token: string, profile: MemberProfile | null): Promise<void> {
    this.token = token;
    this.profile = profile;
    await set(SESSION_KEY, { token, profile } satisfies StoredSession, this.storage);
  }

  /** Becomes logged in from a login, register or guest-submission answer (`data.login`). */
  setLogin(login: LoginData): Promise<void> {
    const { token, is_login: _isLogin, ...profile } = login;
    return this.setSession(token, profile);
  }

  /** Replaces the stored profile (after a profile fetch or edit). */
  async setProfile(profile: MemberProfile): Promise<void> {
    this.profile = profile;
    if (this.token) await set(SESSION_KEY, { token: this.token, profile } satisfies StoredSession, this.storage);
  }

  /** Logs out: forgets token and profile here and in storage. */
  async clear(): Promise<void> {
    this.token = null;
    this.profile = null;
    await del(SESSION_KEY, this.storage);
  }
}

/**
 * The member session: token and profile (spec section 3, "Member session"), persisted in
 * IndexedDB's key-value table (src/data/keyval.ts, namespace 'member'). Login and register flows set it with `setSession`; ending it
 * (logout, expiry) also deletes the member's mirrored data.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginData, MemberProfile } from '../../domain/api';
import { api, ApiError } from '../data/api-client';
import { keyValueStore, type KeyValueStore } from '../data/keyval';
import { clearMemberMirror } from '../data/repositories/member-mirror';

export type { MemberProfile };

interface StoredSession { token: string; profile: MemberProfile | null }

const SESSION_KEY = 'session';
/** Where idb-keyval kept the session before (moved on first use). */
export const LEGACY_SESSION_DB = 'merapi-session';

export class SessionStore {
  token: string | null = null;
  profile: MemberProfile | null = null;
  /** True once `restore()` has read the stored session. */
  isRestored = false;

  private readonly storage: KeyValueStore;
  private readonly clearMemberData: () => Promise<void>;

  constructor(storage: KeyValueStore = keyValueStore('member', LEGACY_SESSION_DB), clearMemberData: () => Promise<void> = clearMemberMirror) {
    this.storage = storage;
    this.clearMemberData = clearMemberData;
    makeAutoObservable<SessionStore, 'storage' | 'clearMemberData'>(this, { storage: false, clearMemberData: false });
  }

  /** A member is logged in when a token is present. */
  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** The member's e-mail (the token check sends it). */
  get email(): string {
    return this.profile?.member_email ?? '';
  }

  /** Reads the stored session (at start-up). */
  async restore(): Promise<void> {
    let stored: StoredSession | undefined;
    try {
      stored = await this.storage.get<StoredSession>(SESSION_KEY);
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
    await this.storage.set(SESSION_KEY, { token, profile } satisfies StoredSession);
  }

  /** Becomes logged in from a login, register or guest-submission answer (`data.login`). */
  setLogin(login: LoginData): Promise<void> {
    const { token, is_login: _isLogin, ...profile } = login;
    return this.setSession(token, profile);
  }

  /** Replaces the stored profile (after a profile fetch or edit). */
  async setProfile(profile: MemberProfile): Promise<void> {
    this.profile = profile;
    if (this.token) await this.storage.set(SESSION_KEY, { token: this.token, profile } satisfies StoredSession);
  }

  /** Forgets token and profile here and in storage, and the member's mirrored data. */
  async clear(): Promise<void> {
    this.token = null;
    this.profile = null;
    await Promise.all([this.storage.del(SESSION_KEY), this.clearMemberData()]);
  }

  /** POST logout, then clear; the session ends here even when the server cannot be reached. */
  async logout(): Promise<void> {
    const token = this.token;
    if (token) {
      try {
        await api.post('logout', { token }, { token });
      } catch (error) {
        console.warn('[session] logout not confirmed by the server', error);
      }
    }
    await this.clear();
  }

  /**
   * POST auth {email, token}: true when the token is live, false when the server answers 'failed'
   * (401), null when it could not be asked (offline, throttled): an unknown answer keeps the session.
   */
  async verify(): Promise<boolean | null> {
    const token = this.token;
    if (!token) return false;
    let live: boolean | null;
    try {
      await api.post('auth', { email: this.email, token });
      live = true;
    } catch (error) {
      live = error instanceof ApiError && (error.status === 401 || error.message === 'failed') ? false : null;
    }
    // The answer is about that token only: a session started meanwhile is not judged by it.
    return this.token === token ? live : null;
  }
}

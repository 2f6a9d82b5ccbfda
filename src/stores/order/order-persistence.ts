/**
 * Where the wizard survives a reload: the state in IndexedDB's key-value table (src/data/keyval.ts,
 * namespace 'order'), the KTP image under its
 * own key (up to 2 MB, written only when it changes), and a guest's password in sessionStorage
 * only (this tab, gone when it closes), never in IndexedDB.
 */
import { keyValueStore, type KeyValueStore } from '../../data/keyval';
import type { OrderSecrets } from './order-values';

/** Storage of the wizard; injectable for tests. */
export interface OrderPersistence {
  load<T>(): Promise<T | undefined>;
  save<T>(state: T): Promise<void>;
  loadKtp(): Promise<string>;
  saveKtp(ktp: string): Promise<void>;
  loadSecrets(): OrderSecrets | null;
  saveSecrets(secrets: OrderSecrets | null): void;
}

const STATE_KEY = 'wizard';
const KTP_KEY = 'ktp';
const SECRETS_KEY = 'merapi-order-secrets';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Where idb-keyval kept the wizard before (moved on first use). */
export const LEGACY_ORDER_DB = 'merapi-order';

/** The wizard's namespace of the key-value table (wiped at the end of a buyer's visit on a showroom tablet). */
export const orderDraftStorage = (): KeyValueStore => keyValueStore('order', LEGACY_ORDER_DB);

/** The key-value table (`storage`) plus sessionStorage for the secrets. */
export function idbOrderPersistence(storage: KeyValueStore = orderDraftStorage()): OrderPersistence {
  return {
    load: <T>() => storage.get<T>(STATE_KEY),
    save: (state) => storage.set(STATE_KEY, state),
    loadKtp: async () => (await storage.get<string>(KTP_KEY)) ?? '',
    saveKtp: (ktp) => (ktp ? storage.set(KTP_KEY, ktp) : storage.del(KTP_KEY)),
    loadSecrets() {
      const text = session()?.getItem(SECRETS_KEY);
      if (!text) return null;
      try {
        return JSON.parse(text) as OrderSecrets;
      } catch {
        return null;
      }
    },
    saveSecrets(secrets) {
      const storage = session();
      if (!storage) return;
      if (secrets && (secrets.password || secrets.confirm_password)) storage.setItem(SECRETS_KEY, JSON.stringify(secrets));
      else storage.removeItem(SECRETS_KEY);
    },
  };
}

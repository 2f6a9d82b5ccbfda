/**
 * Where the wizard survives a reload: the state in IndexedDB (idb-keyval), the KTP image under its
 * own key (up to 2 MB, written only when it changes), and a guest's password in sessionStorage
 * only (this tab, gone when it closes), never in IndexedDB.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
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

/** The wizard's IndexedDB database (wiped at the end of a buyer's visit on a showroom tablet). */
export const ORDER_DB_NAME = 'merapi-order';

/** IndexedDB database `name` (opened on first use) plus sessionStorage for the secrets. */
export function idbOrderPersistence(name = ORDER_DB_NAME): OrderPersistence {
  let store: UseStore | null = null;
  const db = () => (store ??= createStore(name, 'keyval'));
  return {
    load: <T>() => get<T>(STATE_KEY, db()),
    save: (state) => set(STATE_KEY, state, db()),
    loadKtp: async () => (await get<string>(KTP_KEY, db())) ?? '',
    saveKtp: (ktp) => (ktp ? set(KTP_KEY, ktp, db()) : del(KTP_KEY, db())),
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

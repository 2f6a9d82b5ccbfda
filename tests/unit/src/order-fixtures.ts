/** A fake order API, stores wired to fresh storage, and demo records for the order-store tests. */
import 'fake-indexeddb/auto';
import { keyValueStore } from '../../../src/data/keyval';
import { vi } from 'vitest';
import type { CarColor, CarType, Envelope, OrderResult, VoucherResult } from '../../../domain/api';
import { OrderStore } from '../../../src/stores/order-store';
import type { OrderApi } from '../../../src/stores/order/order-api';
import { idbOrderPersistence } from '../../../src/stores/order/order-persistence';
import { SessionStore } from '../../../src/stores/session-store';
import { UiStore } from '../../../src/stores/ui-store';

export const type = (id: number, price: number, disc = 0, transmission: 'AT' | 'MT' = 'AT'): CarType => ({
  car_type_id: id, car_type_name: `Tipe ${id}`, car_transmission: transmission, price_otr: price, price_disc: disc,
  price: disc || price, image: `/media/type-${id}.svg`, spesification: { dimensi: [], mesin: [], spesifikasi: [] },
});

export const colour: CarColor = { color_id: 7, color_name: 'Super White II', color_palette: '#F4F4F2', image: '/media/c7.svg', car_seo: 'avanza', color: '#F4F4F2' };

export const AVANZA_G = type(31, 266_000_000);

/** Every call of OrderApi as a mock. */
export type FakeApi = { [K in keyof OrderApi]: OrderApi[K] & ReturnType<typeof vi.fn> };

export function fakeApi(overrides: Partial<OrderApi> = {}): FakeApi {
  const api = {
    fetchTypes: vi.fn(async () => [AVANZA_G, type(32, 280_800_000)]),
    fetchColours: vi.fn(async () => [colour]),
    // No partners known: the default partner's instalment comes from creditsimulation (leasing-choice tests give partners).
    fetchLeasing: vi.fn(async () => []),
    checkVoucher: vi.fn(async (): Promise<Envelope<VoucherResult | null>> => ({ status: 200, message: 'Invalid', data: null })),
    simulate: vi.fn(async () => ({ angsuran: 6_108_000 })),
    estimate: vi.fn(async () => 6_108_000),
    placeOrder: vi.fn(async () => ({ order_id: 'BO-1' }) as OrderResult),
    checkChassis: vi.fn(async () => 'valid' as const),
    isOnline: vi.fn(() => true),
    ...overrides,
  };
  return api as never;
}

let dbCount = 0;

/** A store with its own IndexedDB database name (or `dbName` to share one across a "reload"). */
export function makeStore(api: FakeApi = fakeApi(), dbName = `order-test-${++dbCount}`, session = new SessionStore(keyValueStore(`session-${dbName}`))) {
  const root = { ui: new UiStore(), session };
  const store = new OrderStore(root, { api, persistence: idbOrderPersistence(keyValueStore(dbName)), delayMs: 0 });
  return { store, root, api, dbName };
}

/** Lets queued promises and zero-delay timers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A guest's valid step 1. */
export function fillStep1(store: OrderStore): void {
  store.setField('name', 'Budi Santoso');
  store.setField('email', 'budi@example.com');
  store.setField('phone', '0812-3456-7890');
  store.setField('birth', '1990-05-17');
  store.setField('gender', 'Laki-laki');
  store.setProvince('33', 'Jawa Tengah');
  store.setCity('33.74', 'Kota Semarang');
  store.setField('address', 'Jl. Pemuda 1');
  store.setSecret('password', 'rahasia123');
  store.setSecret('confirm_password', 'rahasia123');
  store.setConsent('cek_list_agree', true);
  store.setConsent('cek_list_penawaran', true);
}

/** Step 2 up to the model (types load) and the first type. */
export async function fillStep2(store: OrderStore): Promise<void> {
  store.setBranchCity('33.74', 'Kota Semarang');
  store.setBranch(1, 'Merapi Toyota Pemuda');
  store.setCategory(2, 'MPV');
  store.setModel(5, 'Avanza');
  await settle();
  store.chooseType(store.types[0]);
}

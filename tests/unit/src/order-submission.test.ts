import { describe, expect, it, vi } from 'vitest';
import type { LoginData, OrderResult } from '../../../domain/api';
import { ApiError } from '../../../src/data/api-client';
import { AVANZA_G, colour, fakeApi, fillStep1, fillStep2, makeStore, settle, type } from './order-fixtures';

const login = { is_login: true, token: 'new-token', unique_id: 'u9', full_name: 'Budi Santoso', member_email: 'budi@example.com' } as LoginData;
const result = { order_id: 'BO-20260101-ABCDE', bookingfee: 5_000_000, member_email: 'budi@example.com', login } as OrderResult;

async function readyToPlace(api = fakeApi()) {
  const made = makeStore(api);
  await made.store.restore();
  fillStep1(made.store);
  await fillStep2(made.store);
  made.store.chooseColour(colour);
  made.store.setPaymentType('kredit');
  made.store.setKtp('data:image/jpeg;base64,/9j/4AAQ');
  await settle();
  for (let step = 1; step < 5; step++) made.store.next();
  expect(made.store.step).toBe(5);
  return made;
}

describe('placing the order', () => {
  it('sends the whole order once; a guest becomes the member, the wizard empties, the result stays', async () => {
    const api = fakeApi({ placeOrder: vi.fn(async () => result) });
    const { store, root } = await readyToPlace(api);
    expect(store.canPlace).toBe(true);
    expect(await store.submission.place()).toBe('placed');
    const [body, token] = api.placeOrder.mock.calls[0];
    expect(token).toBeNull();
    expect(body).toMatchObject({ payment_type: 'kredit', price_otr: 266_000_000, uang_muka: 79_800_000, uang_min: 79_800_000, uang_max: 212_800_000, tenor: 12, angsuran: 6_108_000, car_color: 7, password: 'rahasia123', channel: 'booking-order', province_name: 'Jawa Tengah' });
    expect(root.session.token).toBe('new-token');
    expect(store.submission.lastResult?.order_id).toBe('BO-20260101-ABCDE');
    expect(store.step).toBe(1);
    expect(store.values.car_type).toBe('');
    expect(store.ktp).toBe('');
  });

  it('says an order needs the internet when offline, without calling the server', async () => {
    const api = fakeApi({ isOnline: vi.fn(() => false) });
    const { store, root } = await readyToPlace(api);
    expect(await store.submission.place()).toBe('offline');
    expect(api.placeOrder).not.toHaveBeenCalled();
    expect(root.ui.dialog?.text).toBe('Pemesanan membutuhkan koneksi internet');
  });

  it('on 422 Harga sudah berubah refreshes the types and the instalment and stays on step 5', async () => {
    const api = fakeApi({
      placeOrder: vi.fn(async () => { throw new ApiError(422, 'Periksa Kembali Semua Form', { price_otr: ['Harga sudah berubah, silakan periksa kembali'] }); }),
    });
    const { store, root } = await readyToPlace(api);
    api.fetchTypes.mockResolvedValue([type(31, 270_000_000), type(32, 280_800_000)]);
    api.simulate.mockResolvedValue({ angsuran: 6_200_000 });
    expect(await store.submission.place()).toBe('price-changed');
    expect(api.fetchTypes).toHaveBeenLastCalledWith(5, 'AT', true);
    expect(store.type?.price).toBe(270_000_000);
    expect(store.credit.uangMuka).toBe(81_000_000);
    expect(store.angsuran).toBe(6_200_000);
    expect(store.step).toBe(5);
    expect(root.ui.dialog?.text).toBe('Harga sudah berubah, silakan periksa kembali');
    expect(root.ui.toasts.map((t) => t.text)).toContain('Harga sudah berubah, silakan periksa kembali');
  });

  it('shows any other refusal with the server text in a dialog and a toast', async () => {
    const api = fakeApi({ placeOrder: vi.fn(async () => { throw new ApiError(400, 'Email sudah terdaftar, silakan login'); }) });
    const { store, root } = await readyToPlace(api);
    expect(await store.submission.place()).toBe('refused');
    expect(root.ui.dialog).toMatchObject({ kind: 'error', text: 'Email sudah terdaftar, silakan login' });
    expect(root.ui.toasts[0].text).toBe('Email sudah terdaftar, silakan login');
    expect(store.type?.car_type_id).toBe(AVANZA_G.car_type_id);
  });

  it('reuses the idempotency key after a lost answer, so trying again cannot order twice', async () => {
    const api = fakeApi({ placeOrder: vi.fn(async () => { throw new ApiError(0, 'offline'); }) });
    const { store } = await readyToPlace(api);
    await store.submission.place();
    await store.submission.place();
    expect(api.placeOrder.mock.calls[0][2]).toBe(api.placeOrder.mock.calls[1][2]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CarType } from '../../../domain/api';
import { ApiError } from '../../../src/data/api-client';
import { AVANZA_G, colour, fakeApi, fillStep1, fillStep2, makeStore, settle, type } from './order-fixtures';

describe('order wizard steps', () => {
  it('keeps Next disabled on step 1 until the profile, password and both checkboxes are valid', () => {
    const { store } = makeStore();
    expect(store.canGoNext).toBe(false);
    fillStep1(store);
    expect(store.values.phone).toBe('081234567890');
    store.setSecret('confirm_password', 'lain');
    expect(store.step1.errors.confirm_password).toEqual(['*Password Belum sama!.']);
    expect(store.canGoNext).toBe(false);
    store.setSecret('confirm_password', 'rahasia123');
    expect(store.canGoNext).toBe(true);
    store.next();
    expect(store.step).toBe(2);
  });

  it('checks the chassis number: green for a known customer, red for a new one, cleared on edit', async () => {
    const api = fakeApi();
    const { store } = makeStore(api);
    await store.checkChassis();
    expect(api.checkChassis).not.toHaveBeenCalled();
    store.setField('no_rangka', 'MHKA1BA1JKK000001');
    await store.checkChassis();
    expect(store.values.no_rangka_status).toBe('valid');
    expect(store.chassis.alert).toEqual({ kind: 'success', text: 'Anda Adalah Member Lama Merapi' });
    api.checkChassis.mockResolvedValueOnce('tidak valid');
    await store.checkChassis();
    expect(store.values.no_rangka_status).toBe('not valid');
    expect(store.chassis.alert).toEqual({ kind: 'danger', text: 'Anda Adalah Member Baru Merapi' });
    store.setField('no_rangka', 'MHKA1BA1JKK000002');
    expect(store.chassis.alert).toBeNull();
    expect(store.values.no_rangka_status).toBe('');
  });

  it('asks a member for no password: the profile comes from the session', async () => {
    const { store, root } = makeStore();
    await root.session.setSession('tok', { unique_id: 'u1', full_name: 'Sari', member_email: 'sari@example.com', phone: '081234567890', birth: '1991-01-01', gender: 'Perempuan', province_id: '33', province_name: 'Jawa Tengah', city_id: '33.74', city_name: 'Kota Semarang', address: 'Jl. A', no_rangka: '', image: '', agree1: true, agree2: true });
    store.setConsent('cek_list_agree', true);
    store.setConsent('cek_list_penawaran', true);
    expect(store.formValues.name).toBe('Sari');
    expect(store.step1.valid).toBe(true);
    expect(store.body.token).toBe('tok');
    expect(store.body).not.toHaveProperty('password');
  });

  it('moves with Next and Previous only, never past an invalid step', async () => {
    const { store } = makeStore();
    fillStep1(store);
    store.next();
    store.next();
    expect(store.step).toBe(2);
    await fillStep2(store);
    store.next();
    expect(store.step).toBe(3);
    expect(store.canGoNext).toBe(false);
    store.chooseColour(colour);
    store.next();
    store.previous();
    store.previous();
    expect(store.step).toBe(2);
    expect(store.values.car_type).toBe(AVANZA_G.car_type_id);
  });

  it('requires KTP, down payment, tenor and instalment on step 4 for credit, only the price for cash', async () => {
    const { store } = makeStore();
    fillStep1(store);
    await fillStep2(store);
    store.chooseColour(colour);
    store.setPaymentType('cash');
    expect(store.step4.valid).toBe(true);
    store.setPaymentType('kredit');
    await settle();
    expect(store.step4.errors.ktp).toEqual(['*Masukkan Scan KTP!.']);
    store.setKtp('data:image/jpeg;base64,/9j/4AAQ');
    expect(store.step4.valid).toBe(true);
  });
});

describe('order cascades', () => {
  it('a category clears model, type, price, colour and the type list', async () => {
    const { store } = makeStore();
    await fillStep2(store);
    store.chooseColour(colour);
    store.setCategory(3, 'SUV');
    expect(store.values).toMatchObject({ car_category: 3, car_model: '', car_type: '', car_color: '' });
    expect(store.type).toBeNull();
    expect(store.colour).toBeNull();
    expect(store.types).toEqual([]);
  });

  it('a model clears the type data and reloads the types; a transmission reloads them too', async () => {
    const { store, api } = makeStore();
    await fillStep2(store);
    expect(api.fetchTypes).toHaveBeenLastCalledWith(5, 'AT', false);
    store.setModel(6, 'Veloz');
    expect(store.type).toBeNull();
    await settle();
    expect(api.fetchTypes).toHaveBeenLastCalledWith(6, 'AT', false);
    store.setTransmission('MT');
    await settle();
    expect(api.fetchTypes).toHaveBeenLastCalledWith(6, 'MT', false);
    expect(api.fetchTypes).toHaveBeenCalledTimes(3);
  });

  it('prefills category and model from Home with the transmission cleared', async () => {
    const { store, api } = makeStore();
    await store.prefill({ category: 2, model: 5 });
    expect(store.values).toMatchObject({ car_category: 2, car_model: 5, car_transmission: '', car_type: '', car_color: '' });
    expect(api.fetchTypes).not.toHaveBeenCalled();
    expect(api.fetchColours).not.toHaveBeenCalled();
  });

  it('prefills the type and colour picked on the car page once their lists have come', async () => {
    const { store, api } = makeStore();
    await store.prefill({ category: 2, model: 5, transmission: 'AT', type: 31, colour: 7 });
    expect(api.fetchTypes).toHaveBeenLastCalledWith(5, 'AT', false);
    expect(store.values).toMatchObject({ car_category: 2, car_model: 5, car_transmission: 'AT', car_type: 31, car_color: 7 });
    expect(store.type).toEqual(AVANZA_G);
    expect(store.colour).toEqual(colour);
  });

  it('leaves out a prefilled type or colour the model does not have', async () => {
    const { store } = makeStore();
    await store.prefill({ category: 2, model: 5, transmission: 'AT', type: 999, colour: 998 });
    expect(store.values).toMatchObject({ car_model: 5, car_transmission: 'AT', car_type: '', car_color: '' });
    expect(store.type).toBeNull();
  });

  it('does not overwrite a type the buyer chose while the prefilled one was loading', async () => {
    const answers: Array<(types: CarType[]) => void> = [];
    const api = fakeApi({ fetchTypes: vi.fn(() => new Promise<CarType[]>((resolve) => { answers.push(resolve); })) });
    const { store } = makeStore(api);
    const prefilled = store.prefill({ category: 2, model: 5, transmission: 'AT', type: 31 });
    store.setTransmission('MT');
    for (const answer of answers) answer([AVANZA_G]);
    await prefilled;
    expect(store.values.car_transmission).toBe('MT');
    expect(store.values.car_type).toBe('');
  });
});

describe('automatic instalment', () => {
  it('is requested once transmission, model, type, down payment and tenor are set, not before', async () => {
    const { store, api } = makeStore();
    store.setPaymentType('kredit');
    store.setBranchCity('33.74', 'Kota Semarang');
    store.setCategory(2, 'MPV');
    store.setModel(5, 'Avanza');
    await settle();
    expect(api.simulate).not.toHaveBeenCalled();
    store.chooseType(AVANZA_G);
    await settle();
    expect(api.simulate).toHaveBeenCalledTimes(1);
    expect(api.simulate.mock.calls[0][0]).toEqual({ car_model_id: 5, car_model_transmission: 'AT', car_model_type: 31, uang_muka: 79_800_000, tenor: 12 });
    expect(store.angsuran).toBe(6_108_000);
    store.setTenor(24);
    await settle();
    expect(api.simulate).toHaveBeenCalledTimes(2);
  });

  it('falls back to the offline estimate when the server cannot be reached', async () => {
    const api = fakeApi({ simulate: vi.fn(async () => { throw new ApiError(0, 'offline'); }), estimate: vi.fn(async () => 6_200_000) });
    const { store } = makeStore(api);
    store.setPaymentType('kredit');
    await fillStep2(store);
    await settle();
    expect(store.credit.result?.angsuran).toBe(6_200_000);
    expect(store.credit.isEstimate).toBe(true);
  });
});

describe('promo codes', () => {
  const valid = { status: 200, message: 'Valid', data: { promotion_code: 'KREDITRINGAN', angsuran: 6_108_000, angsuran_promo: 5_858_000 } };

  it('Valid sets the success alert and the promo instalment; Invalid the danger alert and no promo price', async () => {
    const api = fakeApi({ checkVoucher: vi.fn(async () => valid) });
    const { store } = makeStore(api);
    store.setPaymentType('kredit');
    await fillStep2(store);
    store.setPromoCode('KREDITRINGAN');
    await store.applyPromo();
    expect(store.promo.promos.kredit.alert).toEqual({ kind: 'success', text: '*Berhasil memakai kode promo' });
    expect(store.body.angsuran_promo).toBe(5_858_000);
    expect(store.body.promotion_code).toBe('KREDITRINGAN');
    api.checkVoucher.mockResolvedValueOnce({ status: 200, message: 'Invalid', data: null });
    await store.applyPromo();
    expect(store.promo.promos.kredit.alert).toEqual({ kind: 'danger', text: '*Kode Promo tidak Berlaku' });
    expect(store.body.angsuran_promo).toBe(0);
    expect(store.body.promotion_code).toBe('');
  });

  it('a 400 clears the result and keeps the server message', async () => {
    const api = fakeApi({ checkVoucher: vi.fn(async () => ({ status: 200, message: 'Valid', data: { promotion_code: 'MERAPIHEMAT', sub_total: 266_000_000, potongan: 5_000_000, total: 261_000_000 } })) });
    const { store } = makeStore(api);
    await fillStep2(store);
    store.setPaymentType('cash');
    store.setPromoCode('MERAPIHEMAT');
    await store.applyPromo();
    expect(store.body.price_otr_promo).toBe(261_000_000);
    api.checkVoucher.mockRejectedValueOnce(new ApiError(400, 'Kode promo sudah kedaluwarsa'));
    await store.applyPromo();
    expect(store.promo.promos.cash).toMatchObject({ code: 'MERAPIHEMAT', result: null, alert: { kind: 'danger', text: 'Kode promo sudah kedaluwarsa' } });
  });

  it('keeps cash and credit results apart, and a new type resets both', async () => {
    const api = fakeApi();
    const { store } = makeStore(api);
    await fillStep2(store);
    store.setPaymentType('cash');
    store.setPromoCode('MERAPIHEMAT');
    api.checkVoucher.mockResolvedValueOnce({ status: 200, message: 'Valid', data: { promotion_code: 'MERAPIHEMAT', sub_total: 266_000_000, potongan: 5_000_000, total: 261_000_000 } });
    await store.applyPromo();
    store.setPaymentType('kredit');
    store.setPromoCode('KREDITRINGAN');
    api.checkVoucher.mockResolvedValueOnce(valid);
    await store.applyPromo();
    store.setPaymentType('cash');
    expect(store.promo.promos.cash.result).toMatchObject({ total: 261_000_000 });
    expect(store.promo.promos.kredit.result).toMatchObject({ angsuran_promo: 5_858_000 });
    store.chooseType(type(32, 280_800_000));
    expect(store.promo.promos.cash).toEqual({ code: '', alert: null, result: null });
    expect(store.promo.promos.kredit).toEqual({ code: '', alert: null, result: null });
    expect(store.credit.result).toBeNull();
  });

  it('choosing a tenor re-checks a present code with the new tenor', async () => {
    const api = fakeApi({ checkVoucher: vi.fn(async () => valid) });
    const { store } = makeStore(api);
    store.setPaymentType('kredit');
    await fillStep2(store);
    store.setTenor(36);
    expect(api.checkVoucher).not.toHaveBeenCalled();
    store.setPromoCode('KREDITRINGAN');
    store.setTenor(48);
    await settle();
    expect(api.checkVoucher).toHaveBeenCalledTimes(1);
    expect(api.checkVoucher.mock.calls[0][0]).toEqual({ promo_code: 'KREDITRINGAN', car_type: 31, payment_type: 'kredit', down_payment: 79_800_000, tenor: 48 });
  });
});

describe('persistence', () => {
  it('a new store restores every step, the KTP and the password after a reload', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) });
    const first = makeStore();
    await first.store.restore();
    fillStep1(first.store);
    first.store.next();
    await fillStep2(first.store);
    first.store.next();
    first.store.chooseColour(colour);
    first.store.setPaymentType('kredit');
    first.store.setKtp('data:image/jpeg;base64,/9j/4AAQ');
    await settle();
    await first.store.flush();

    const second = makeStore(fakeApi(), first.dbName);
    await second.store.restore();
    expect(second.store.step).toBe(3);
    expect(second.store.values).toEqual(first.store.values);
    expect(second.store.type?.car_type_id).toBe(31);
    expect(second.store.colour?.color_name).toBe('Super White II');
    expect(second.store.ktp).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(second.store.secrets.password).toBe('rahasia123');
    expect(second.store.angsuran).toBe(6_108_000);
    expect(second.store.types).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});

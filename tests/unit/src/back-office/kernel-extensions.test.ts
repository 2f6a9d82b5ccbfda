import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { CarDefault } from '../../../../domain/api';
import { ContactDto } from '../../../../domain/forms/contact';
import { CreditSimulationStore } from '../../../../src/stores/credit/credit-simulation-store';
import type { CreditApi } from '../../../../src/stores/credit/credit-api';
import { FormStore } from '../../../../src/stores/form/form-store';

const DEFAULT: CarDefault = {
  car_category_id: 2, car_category_name: 'MPV', car_model_id: 3, car_model_name: 'Avanza', car_type_id: 9,
  car_type_name: '1.3 E CVT', car_transmission: 'AT', car_type_price_otr: 258_000_000, car_type_price_credit: 258_000_000,
  uang_min: 77_400_000, uang_max: 206_400_000,
};

describe('the form kernel with rules a DTO cannot state alone', () => {
  it('adds their messages where the DTO is content, and the DTO\'s own message comes first', () => {
    const form = new FormStore(ContactDto, { extraRules: (input): Record<string, string[]> => (String(input.text ?? '').length < 5 ? { text: ['Terlalu pendek'] } : {}) });
    form.fill({ name: 'Budi', email: 'budi@example.com', phone: '081234567890', address: 'Semarang', text: 'oke' });
    expect(form.valid).toBe(false);
    expect(form.validation.errors.text).toEqual(['Terlalu pendek']);
    form.set('text', '');
    expect(form.validation.errors.text?.[0]).not.toBe('Terlalu pendek');
    form.set('text', 'halo semua');
    expect(form.valid).toBe(true);
  });
});

describe('the credit simulation with a member token', () => {
  it('sends the signed-in member\'s token (a lead for sales) and none for a guest', async () => {
    const simulate = vi.fn<CreditApi['simulate']>(async () => ({ angsuran: 1 }));
    const api: CreditApi = { simulate, estimate: async () => null };
    let token: string | null = 'member-token';
    const store = new CreditSimulationStore({ tenor: 12, api: () => api, token: () => token });
    store.startFrom(DEFAULT);
    await store.calculate();
    expect(simulate.mock.calls[0][2]).toBe('member-token');
    token = null;
    await store.calculate();
    expect(simulate.mock.calls[1]).toHaveLength(2);
  });
});

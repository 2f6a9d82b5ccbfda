/**
 * The order wizard's leasing partner (issue 34): the default partner until another is picked, the
 * chosen partner's instalment by the kernel from the mirrored terms, the choice in the order body
 * and the voucher check, taken from a deal sheet's link, kept across a reload.
 */
import { describe, expect, it, vi } from 'vitest';
import { creditQuote, termsFromRow, type LeasingPartnerRow } from '../../../../domain/credit';
import { orderQuery, readOrderPrefill } from '../../../../src/lib/order-prefill';
import { AVANZA_G, fakeApi, fillStep2, makeStore, settle } from '../order-fixtures';

const insurance = [
  { band_max: 0, region: 'jateng' as const, all_risk: 2.5, tlo: 0.5 },
  { band_max: 0, region: 'diy' as const, all_risk: 2.6, tlo: 0.55 },
];
const DEALER_RATES = [12, 24, 36, 48, 60].map((tenor, i) => ({ tenor, flat_rate: [3, 3.9, 4.8, 5.5, 6.3][i] }));
const MERAPI: LeasingPartnerRow = {
  id: 1, name: 'Merapi Auto Finance', is_default: true, min_dp_percent: 30, schemes: ['ADDM', 'ADDB'], tenors: [12, 24, 36, 48, 60], flat_rates: DEALER_RATES,
  insurance_rates: insurance, mix_all_risk_years: 1, insurance_payment: 'upfront', admin_fee: 2_500_000, provisi_percent: 1, credit_life_percent: 0, credit_life_payment: 'upfront',
};
const PRAMBANAN: LeasingPartnerRow = {
  ...MERAPI, id: 2, name: 'Prambanan Multifinance', is_default: false, min_dp_percent: 20,
  flat_rates: DEALER_RATES.map((r) => ({ ...r, flat_rate: r.flat_rate + 0.6 })), insurance_payment: 'financed', mix_all_risk_years: 2, credit_life_percent: 0.6, credit_life_payment: 'financed',
};
const BOROBUDUR: LeasingPartnerRow = { ...MERAPI, id: 3, name: 'Borobudur Leasing Syariah', is_default: false, schemes: ['ADDM'], tenors: [12, 24, 36, 48], flat_rates: DEALER_RATES.slice(0, 4) };
const PARTNERS = [MERAPI, PRAMBANAN, BOROBUDUR];

const quoteOf = (row: LeasingPartnerRow, dp: number, tenor: number, scheme: 'ADDM' | 'ADDB' = 'ADDM', ins: 'all_risk' | 'tlo' | 'mix' = 'all_risk', region: 'jateng' | 'diy' = 'jateng') => {
  const result = creditQuote(termsFromRow(row), {}, { price: AVANZA_G.price, dp, tenor, scheme, insurance: ins, region });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
};

async function creditWizard(api = fakeApi({ fetchLeasing: vi.fn(async () => PARTNERS) })) {
  const made = makeStore(api);
  made.store.setPaymentType('kredit');
  await fillStep2(made.store);
  await made.store.leasing.load();
  await settle();
  return made;
}

describe('the leasing partner in the wizard', () => {
  it("quotes the dealer's default partner until another is chosen, then that partner's instalment and TDP", async () => {
    const { store } = await creditWizard();
    const dp = store.credit.uangMuka;
    expect(store.leasing.partner?.name).toBe('Merapi Auto Finance');
    expect(store.angsuran).toBe(quoteOf(MERAPI, dp, 12).angsuran);
    store.leasing.choosePartner(PRAMBANAN.id);
    store.leasing.setTerm({ insurance: 'mix', region: 'diy', scheme: 'ADDB' });
    const prambanan = quoteOf(PRAMBANAN, dp, 12, 'ADDB', 'mix', 'diy');
    expect(store.angsuran).toBe(prambanan.angsuran);
    expect(store.angsuran).not.toBe(quoteOf(MERAPI, dp, 12).angsuran);
    expect(store.quote?.ok && store.quote.quote.tdp).toBe(prambanan.tdp);
    expect(store.body).toMatchObject({ partner_id: 2, scheme: 'ADDB', insurance: 'mix', region: 'diy', angsuran: prambanan.angsuran, uang_muka: dp });
  });

  it("a partner that refuses the terms shows its message and leaves step 4 waiting (no instalment is sent)", async () => {
    const { store } = await creditWizard();
    store.setTenor(60);
    store.leasing.choosePartner(BOROBUDUR.id);
    expect(store.quote).toEqual({ ok: false, field: 'tenor', message: 'Tenor 60 bulan tidak tersedia di Borobudur Leasing Syariah' });
    expect(store.angsuran).toBe(0);
    expect(store.step4.errors.angsuran).toEqual(['*Angsuran belum dihitung!.']);
    store.leasing.choosePartner(MERAPI.id);
    expect(store.step4.errors.angsuran).toBeUndefined();
  });

  it('choosing a partner that does not serve the chosen scheme goes back to its own', async () => {
    const { store } = await creditWizard();
    store.leasing.setTerm({ scheme: 'ADDB' });
    store.leasing.choosePartner(BOROBUDUR.id);
    expect(store.leasing.effectiveScheme).toBe('ADDM');
    expect(store.quote?.ok).toBe(true);
  });

  it("the voucher check carries the partner choice and runs again when it changes (the discount is off that partner's instalment)", async () => {
    const { store, api } = await creditWizard();
    store.leasing.choosePartner(PRAMBANAN.id);
    store.setPromoCode('KREDITRINGAN');
    await store.applyPromo('kredit');
    expect(api.checkVoucher.mock.calls.at(-1)?.[0]).toMatchObject({ promo_code: 'KREDITRINGAN', partner_id: 2, scheme: 'ADDM', insurance: 'all_risk', region: 'jateng' });
    // Another partner or other terms: the code is checked again against that instalment.
    const calls = api.checkVoucher.mock.calls.length;
    store.leasing.choosePartner(MERAPI.id);
    store.leasing.setTerm({ region: 'diy' });
    await settle();
    expect(api.checkVoucher.mock.calls.length).toBe(calls + 1);
    expect(api.checkVoucher.mock.calls.at(-1)?.[0]).toMatchObject({ partner_id: 1, region: 'diy' });
  });

  it("without partners (never read) the body names none: the server's default partner, the spec's order", async () => {
    const { store } = makeStore();
    store.setPaymentType('kredit');
    await fillStep2(store);
    await settle();
    expect(store.leasing.partners).toBeNull();
    expect(store.angsuran).toBe(6_108_000);
    expect(store.body).not.toHaveProperty('partner_id');
  });

  it("takes a deal sheet's partner, scheme, insurance and region from the /order link", async () => {
    const query = orderQuery({ category: 2, model: 5, transmission: 'AT', type: 31, payment: 'kredit', dp: 79_800_000, tenor: 36, partner: 2, scheme: 'ADDB', insurance: 'tlo', region: 'diy' });
    const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    const prefill = readOrderPrefill(search)!;
    expect(prefill).toMatchObject({ partner: 2, scheme: 'ADDB', insurance: 'tlo', region: 'diy' });
    expect(readOrderPrefill(new URLSearchParams('category=2&model=5&payment=kredit&partner=x&scheme=ADDX'))).toMatchObject({ partner: undefined, scheme: undefined });

    const { store } = makeStore(fakeApi({ fetchLeasing: vi.fn(async () => PARTNERS) }));
    await store.leasing.load();
    await store.prefill(prefill);
    expect(store.leasing.snapshot()).toEqual({ partnerId: 2, scheme: 'ADDB', insurance: 'tlo', region: 'diy' });
    expect(store.angsuran).toBe(quoteOf(PRAMBANAN, 79_800_000, 36, 'ADDB', 'tlo', 'diy').angsuran);
  });

  it('keeps the choice across a reload', async () => {
    const api = fakeApi({ fetchLeasing: vi.fn(async () => PARTNERS) });
    const first = makeStore(api);
    await first.store.restore();
    first.store.leasing.choosePartner(PRAMBANAN.id);
    first.store.leasing.setTerm({ region: 'diy' });
    await settle();
    await first.store.flush();
    const second = makeStore(api, first.dbName);
    await second.store.restore();
    expect(second.store.leasing.snapshot()).toEqual({ partnerId: 2, scheme: null, insurance: 'all_risk', region: 'diy' });
  });
});

/** The leasing partner's full terms (issue 34): hand-computed quotes and properties of the kernel. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  creditQuote, DEFAULT_FLAT_RATES, DEALER_ONLY_TERMS, defaultPartner, insuranceRateFor, monthlyInstalment, partnerRates,
  type CreditQuote, type LeasingTerms, type QuoteInput,
} from '../../../domain/credit';

const TERMS: LeasingTerms = {
  id: 7, name: 'Mitra Uji', is_default: false, min_dp_percent: 20, schemes: ['ADDM', 'ADDB'],
  flat_rates: { 12: 2.9, 24: 3.7, 36: 4.5, 48: 5.2, 60: 5.9 },
  insurance_rates: [
    { band_max: 0, region: 'jateng', all_risk: 2.0, tlo: 0.4 },
    { band_max: 200_000_000, region: 'jateng', all_risk: 2.5, tlo: 0.5 },
    { band_max: 0, region: 'diy', all_risk: 2.2, tlo: 0.45 },
  ],
  mix_all_risk_years: 1, insurance_payment: 'upfront', admin_fee: 2_500_000, provisi_percent: 1,
  credit_life_percent: 0.5, credit_life_payment: 'upfront',
};
const BASE: QuoteInput = { price: 250_000_000, dp: 50_000_000, tenor: 36, scheme: 'ADDM', insurance: 'all_risk', region: 'jateng' };

function quote(terms: LeasingTerms, input: Partial<QuoteInput> = {}): CreditQuote {
  const r = creditQuote(terms, DEFAULT_FLAT_RATES, { ...BASE, ...input });
  if (!r.ok) throw new Error(r.message);
  return r.quote;
}

describe('a partner quote, by hand', () => {
  it('ADDM, all-risk paid up front: TDP = DP + first instalment + first-year premium + admin + provisi + credit-life', () => {
    // 250 jt is above the 200 jt band: open band, all-risk 2.0 %. Year 1 insured 250 jt -> 5.000.000.
    // Principal 200 jt; interest 200 jt x 4.5 % x 3 = 27 jt; 227 jt / 36 = 6.305.555,6 -> 6.306.000 (up to Rp 1.000).
    // Provisi 1 % of 200 jt = 2.000.000; credit-life 0.5 % of 200 jt = 1.000.000.
    const q = quote(TERMS);
    expect(q.principal).toBe(200_000_000);
    expect(q.angsuran).toBe(6_306_000);
    expect(q.breakdown).toEqual([
      { label: 'Uang muka (DP)', amount: 50_000_000 },
      { label: 'Angsuran pertama (ADDM, dibayar di muka)', amount: 6_306_000 },
      { label: 'Asuransi All Risk tahun pertama', amount: 5_000_000 },
      { label: 'Biaya administrasi', amount: 2_500_000 },
      { label: 'Provisi 1%', amount: 2_000_000 },
      { label: 'Asuransi jiwa kredit', amount: 1_000_000 },
    ]);
    expect(q.tdp).toBe(66_806_000);
    // Years 2 and 3: 225 jt and 200 jt insured at 2 % -> 4.500.000 + 4.000.000 at each renewal.
    expect(q.later_premiums).toBe(8_500_000);
    expect(q.instalments_after).toBe(35);
  });
  it('ADDB leaves the first instalment out of the TDP', () => {
    expect(quote(TERMS, { scheme: 'ADDB' }).tdp).toBe(60_500_000);
  });
  it('a mix financed with credit-life financed: premiums join the principal', () => {
    // Mix: year 1 all-risk 5.000.000, years 2-3 TLO 0.4 % of 225 jt and 200 jt = 900.000 + 800.000.
    // Principal 200 jt + 6.700.000 + 1.000.000 = 207.700.000; interest x 4.5 % x 3 = 28.039.500;
    // 235.739.500 / 36 = 6.548.319,4 -> 6.549.000; provisi 1 % = 2.077.000.
    const q = quote({ ...TERMS, insurance_payment: 'financed', credit_life_payment: 'financed' }, { insurance: 'mix', scheme: 'ADDB' });
    expect(q.premiums.map((p) => [p.type, p.amount])).toEqual([['all_risk', 5_000_000], ['tlo', 900_000], ['tlo', 800_000]]);
    expect(q.principal).toBe(207_700_000);
    expect(q.angsuran).toBe(6_549_000);
    expect(q.tdp).toBe(50_000_000 + 2_500_000 + 2_077_000);
    expect(q.later_premiums).toBe(0);
  });
  it('picks the smallest band holding the price, by region', () => {
    expect(insuranceRateFor(TERMS.insurance_rates, 180_000_000, 'jateng')?.all_risk).toBe(2.5);
    expect(insuranceRateFor(TERMS.insurance_rates, 200_000_000, 'jateng')?.all_risk).toBe(2.5);
    expect(insuranceRateFor(TERMS.insurance_rates, 200_000_001, 'jateng')?.all_risk).toBe(2.0);
    expect(insuranceRateFor(TERMS.insurance_rates, 180_000_000, 'diy')?.all_risk).toBe(2.2);
    expect(quote(TERMS, { price: 180_000_000, dp: 40_000_000, region: 'diy' }).premiums[0].amount).toBe(3_960_000);
  });
  it('refuses a DP under the partner minimum, a tenor it does not offer, a scheme it does not serve (Indonesian)', () => {
    // 20 % of 250 jt is the floor; a rupiah of rounding is allowed.
    expect(creditQuote(TERMS, DEFAULT_FLAT_RATES, { ...BASE, dp: 49_999_999 }).ok).toBe(true);
    const tooLow = creditQuote(TERMS, DEFAULT_FLAT_RATES, { ...BASE, dp: 40_000_000 });
    expect(tooLow).toEqual({ ok: false, field: 'uang_muka', message: 'Uang muka Mitra Uji harus antara Rp 50.000.000 dan Rp 200.000.000' });
    expect(creditQuote({ ...TERMS, flat_rates: { 12: 3 } }, DEFAULT_FLAT_RATES, BASE)).toMatchObject({ ok: false, field: 'tenor' });
    expect(creditQuote({ ...TERMS, schemes: ['ADDB'] }, DEFAULT_FLAT_RATES, BASE)).toMatchObject({ ok: false, field: 'scheme', message: 'Mitra Uji tidak melayani skema ADDM' });
  });
  it("a partner with no rates of its own lends at the dealer's; the dealer-only terms give the listing instalment", () => {
    expect(partnerRates({ ...TERMS, flat_rates: {} }, DEFAULT_FLAT_RATES)).toBe(DEFAULT_FLAT_RATES);
    const q = creditQuote(DEALER_ONLY_TERMS, DEFAULT_FLAT_RATES, { ...BASE, dp: 75_000_000, tenor: 60 });
    expect(q.ok && q.quote.angsuran).toBe(monthlyInstalment(250_000_000, 75_000_000, 60));
    expect(defaultPartner([TERMS, { ...TERMS, id: 8, is_default: true }]).id).toBe(8);
    expect(defaultPartner([])).toBe(DEALER_ONLY_TERMS);
  });
});

const termsArb = fc.record({
  insurance_payment: fc.constantFrom('upfront' as const, 'financed' as const),
  credit_life_payment: fc.constantFrom('upfront' as const, 'financed' as const),
  admin_fee: fc.integer({ min: 0, max: 5_000_000 }),
  provisi_percent: fc.integer({ min: 0, max: 300 }).map((x) => x / 100),
  credit_life_percent: fc.integer({ min: 0, max: 200 }).map((x) => x / 100),
  mix_all_risk_years: fc.integer({ min: 0, max: 5 }),
}).map((t): LeasingTerms => ({ ...TERMS, ...t }));
const inputArb = fc.record({
  price: fc.integer({ min: 100_000_000, max: 2_000_000_000 }),
  dpPercent: fc.integer({ min: 20, max: 80 }),
  tenor: fc.constantFrom(12, 24, 36, 48, 60),
  insurance: fc.constantFrom('all_risk' as const, 'tlo' as const, 'mix' as const),
  region: fc.constantFrom('jateng' as const, 'diy' as const),
}).map(({ dpPercent, ...r }): QuoteInput => ({ ...r, dp: Math.round((r.price * dpPercent) / 100), scheme: 'ADDM' }));

describe('quote properties', () => {
  it('TDP >= DP, the breakdown sums to the TDP, and the instalment is a whole Rp 1.000', () => {
    fc.assert(fc.property(termsArb, inputArb, fc.constantFrom('ADDM' as const, 'ADDB' as const), (terms, input, scheme) => {
      const q = quote(terms, { ...input, scheme });
      expect(q.tdp).toBeGreaterThanOrEqual(q.dp);
      expect(q.breakdown.reduce((s, l) => s + l.amount, 0)).toBe(q.tdp);
      expect(q.angsuran % 1000).toBe(0);
      expect(Number.isInteger(q.tdp) && Number.isInteger(q.principal)).toBe(true);
    }));
  });
  it('ADDM TDP - ADDB TDP is exactly one instalment', () => {
    fc.assert(fc.property(termsArb, inputArb, (terms, input) => {
      const addm = quote(terms, { ...input, scheme: 'ADDM' });
      const addb = quote(terms, { ...input, scheme: 'ADDB' });
      expect(addm.angsuran).toBe(addb.angsuran);
      expect(addm.tdp - addb.tdp).toBe(addm.angsuran);
    }));
  });
  it('a larger DP never raises the instalment', () => {
    fc.assert(fc.property(termsArb, inputArb, fc.integer({ min: 1, max: 50_000_000 }), (terms, input, more) => {
      const dp2 = Math.min(input.dp + more, Math.round(input.price * 0.8));
      expect(quote(terms, { ...input, dp: dp2 }).angsuran).toBeLessThanOrEqual(quote(terms, input).angsuran);
    }));
  });
  it('the instalment covers the amount financed with its interest', () => {
    fc.assert(fc.property(termsArb, inputArb, (terms, input) => {
      const q = quote(terms, input);
      expect(q.angsuran * q.tenor).toBeGreaterThanOrEqual(q.principal * (1 + (q.flat_rate / 100) * (q.tenor / 12)) - 1e-6);
      expect(q.angsuran * q.tenor - q.principal * (1 + (q.flat_rate / 100) * (q.tenor / 12))).toBeLessThan(1000 * q.tenor);
    }));
  });
});

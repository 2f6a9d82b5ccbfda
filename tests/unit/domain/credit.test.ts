import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLAT_RATES, downPaymentRange, effectivePrice, isDownPaymentInRange, listingInstalment, monthlyInstalment,
} from '../../../domain/credit';

describe('down-payment range', () => {
  it('runs from 30% to 80% of the price in steps of 10%', () => {
    expect(downPaymentRange(180_900_000)).toEqual({ min: 54_270_000, max: 144_720_000, step: 18_090_000 });
  });
  it('uses the discount price when it is non-zero', () => {
    expect(effectivePrice(297_200_000, 287_200_000)).toBe(287_200_000);
    expect(effectivePrice(297_200_000, 0)).toBe(297_200_000);
    expect(effectivePrice(297_200_000, null)).toBe(297_200_000);
  });
  it('accepts the bounds and refuses outside them', () => {
    expect(isDownPaymentInRange(100_000_000, 30_000_000)).toBe(true);
    expect(isDownPaymentInRange(100_000_000, 80_000_000)).toBe(true);
    expect(isDownPaymentInRange(100_000_000, 29_000_000)).toBe(false);
    expect(isDownPaymentInRange(100_000_000, 81_000_000)).toBe(false);
  });
});

describe('flat-rate instalment', () => {
  it('follows the formula of DEMO-DATA.md and rounds up to Rp 1.000', () => {
    // P = 126.630.000; I = P x 3.0% x 12/12 = 3.798.900; (P + I) / 12 = 10.869.075 -> 10.870.000
    expect(monthlyInstalment(180_900_000, 54_270_000, 12)).toBe(10_870_000);
  });
  it('grows the interest with the tenor', () => {
    const p = 200_000_000;
    const i60 = monthlyInstalment(p, 60_000_000, 60);
    // P = 140.000.000; I = P x 6.3% x 5 = 44.100.000; /60 = 3.068.333,3 -> 3.069.000
    expect(i60).toBe(3_069_000);
    expect(i60 % 1000).toBe(0);
  });
  it('is zero when the down payment covers the price', () => {
    expect(monthlyInstalment(100_000_000, 100_000_000, 24)).toBe(0);
  });
  it('refuses a tenor without a rate', () => {
    expect(() => monthlyInstalment(100_000_000, 30_000_000, 18)).toThrow(RangeError);
  });
  it('uses rates given by the caller (the database) over the defaults', () => {
    const rates = { ...DEFAULT_FLAT_RATES, 12: 0 };
    expect(monthlyInstalment(120_000_000, 0, 12, rates)).toBe(10_000_000);
  });
  it('lists the 60-month instalment at the minimum down payment', () => {
    expect(listingInstalment(180_900_000)).toBe(monthlyInstalment(180_900_000, 54_270_000, 60));
  });
});

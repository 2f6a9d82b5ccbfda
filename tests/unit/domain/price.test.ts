import { describe, expect, it } from 'vitest';
import { effectivePrice } from '../../../domain/credit';
import { carPrice, orderPrice } from '../../../domain/price';

describe('the price rule', () => {
  it('shows the OTR struck beside the discount price when the type has one (Avanza 1.5 G CVT)', () => {
    expect(carPrice(280_800_000, 272_500_000)).toEqual({ otr: 280_800_000, price: 272_500_000, discounted: true });
  });
  it('shows the OTR alone when the discount price is 0 or missing (Agya 1.2 G MT)', () => {
    expect(carPrice(180_900_000, 0)).toEqual({ otr: 180_900_000, price: 180_900_000, discounted: false });
    expect(carPrice(180_900_000, null)).toEqual({ otr: 180_900_000, price: 180_900_000, discounted: false });
    expect(carPrice(180_900_000)).toEqual({ otr: 180_900_000, price: 180_900_000, discounted: false });
  });
  it('ignores a discount price at or above the OTR: it neither raises the price nor strikes the OTR', () => {
    expect(carPrice(180_900_000, 180_900_000)).toEqual({ otr: 180_900_000, price: 180_900_000, discounted: false });
    expect(carPrice(180_900_000, 190_000_000)).toEqual({ otr: 180_900_000, price: 180_900_000, discounted: false });
  });
  it('is the price credit is computed on', () => {
    expect(effectivePrice(280_800_000, 272_500_000)).toBe(272_500_000);
    expect(effectivePrice(180_900_000, 190_000_000)).toBe(180_900_000);
  });
});

describe('the price of a placed order', () => {
  it('strikes the OTR kept with the order beside what the order charges', () => {
    expect(orderPrice(280_800_000, 272_500_000)).toEqual({ otr: 280_800_000, price: 272_500_000, discounted: true });
  });
  it('shows only the charged price when the order was placed at the OTR', () => {
    expect(orderPrice(180_900_000, 180_900_000)).toEqual({ otr: 180_900_000, price: 180_900_000, discounted: false });
  });
  it('shows only the charged price for a record kept from before the OTR was stored', () => {
    expect(orderPrice(undefined, 272_500_000)).toEqual({ otr: 272_500_000, price: 272_500_000, discounted: false });
    expect(orderPrice(0, 272_500_000)).toEqual({ otr: 272_500_000, price: 272_500_000, discounted: false });
  });
});

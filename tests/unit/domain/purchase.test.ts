/** The one purchase rule (domain/purchase.ts): car + accessories, credit first payment, trade-in. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accessoryTotals } from '../../../domain/accessories';
import { purchaseTotals } from '../../../domain/purchase';
import { orderMoney, orderTotal } from '../../../domain/order-money';

const items = [{ price: 4_500_000, billing: 'dp' as const }, { price: 1_200_000, billing: 'cash' as const }];

describe('purchaseTotals', () => {
  it('cash: price less voucher plus every accessory, less the trade-in', () => {
    const t = purchaseTotals({ paymentType: 'cash', price: 272_500_000, voucher: 5_000_000, accessories: accessoryTotals(items, 'cash'), tradeIn: 100_000_000 });
    expect(t).toEqual({
      car: 267_500_000, accessories: 5_700_000, grand_total: 273_200_000, first_payment: 273_200_000, paid_apart: 0, financed: 0,
      trade_in: 100_000_000, to_pay: 173_200_000, trade_in_surplus: 0,
    });
  });
  it('credit: accessories billed dp join the TDP, the others are paid apart; never financed', () => {
    const t = purchaseTotals({ paymentType: 'kredit', price: 272_500_000, voucher: 9, accessories: accessoryTotals(items, 'kredit'), carFirstPayment: 95_000_000, downPayment: 81_750_000, tradeIn: 0 });
    expect(t).toMatchObject({ car: 272_500_000, grand_total: 278_200_000, first_payment: 99_500_000, paid_apart: 1_200_000, financed: 190_750_000, to_pay: 100_700_000 });
  });
  it('a trade-in worth more than what is paid before delivery: nothing to pay, the surplus shown', () => {
    const t = purchaseTotals({ paymentType: 'kredit', price: 200_000_000, accessories: accessoryTotals(items, 'kredit'), carFirstPayment: 70_000_000, downPayment: 60_000_000, tradeIn: 80_000_000 });
    expect(t.to_pay).toBe(0);
    expect(t.trade_in_surplus).toBe(80_000_000 - 75_700_000);
  });
  it('properties: grand total = car + accessories; buyer part + financed = grand total (credit); to_pay − surplus = before delivery − trade-in', () => {
    fc.assert(fc.property(
      fc.integer({ min: 50_000_000, max: 2_000_000_000 }), fc.integer({ min: 30, max: 80 }),
      fc.array(fc.record({ price: fc.integer({ min: 0, max: 50_000_000 }), billing: fc.constantFrom('dp' as const, 'cash' as const) }), { maxLength: 5 }),
      fc.integer({ min: 0, max: 500_000_000 }), fc.constantFrom('cash' as const, 'kredit' as const),
      (price, pct, list, tradeIn, paymentType) => {
        const dp = Math.round((price * pct) / 100);
        const t = purchaseTotals({ paymentType, price, accessories: accessoryTotals(list, paymentType), downPayment: dp, tradeIn });
        expect(t.grand_total).toBe(t.car + t.accessories);
        if (paymentType === 'kredit') expect(t.first_payment + t.paid_apart + t.financed).toBe(t.grand_total);
        expect(t.to_pay - t.trade_in_surplus).toBe(t.first_payment + t.paid_apart - tradeIn);
      },
    ));
  });
  it("an order's money uses the same rule: the buyer pays down payment + accessories, the leasing the rest of the price", () => {
    const accessories = accessoryTotals(items, 'kredit');
    const o = { paymentType: 'kredit', priceOtr: 272_500_000, otrAtOrder: 280_800_000, discount: 250_000, uangMuka: 81_750_000, bookingFee: 5_000_000, stage: 'paid', accessories };
    expect(orderTotal(o)).toBe(278_200_000);
    const m = orderMoney(o, [{ kind: 'booking_fee', amount: 5_000_000 }]);
    expect(m.buyer.due).toBe(81_750_000 + 5_700_000);
    expect(m.leasing!.due).toBe(190_750_000);
  });
});

/** The order's money arithmetic (issue 30.4): total from the price placed at, parts, summary, next step, progress rules. */
import { describe, expect, it } from 'vitest';
import { moneySummary, NO_FACTS, nextStep, orderMoney, orderPaymentStatus, orderTotal } from '../../../domain/order-money';
import { factsOf, progressErrors } from '../../../domain/staff/order-progress';

const cash = { paymentType: 'cash', priceOtr: 272_500_000, otrAtOrder: 280_800_000, discount: 5_000_000, uangMuka: 0, bookingFee: 5_000_000, stage: 'paid' };
const credit = { ...cash, paymentType: 'kredit', discount: 250_000, uangMuka: 81_750_000 };

describe('order money', () => {
  it('totals from the price the order charged: cash less the voucher, credit the price (its voucher lowers instalments)', () => {
    expect(orderTotal(cash)).toBe(267_500_000);
    expect(orderTotal(credit)).toBe(272_500_000);
    // A voucher above the price never makes the total negative.
    expect(orderTotal({ ...cash, discount: 999_000_000 })).toBe(0);
  });

  it('splits a credit order into the down payment (the booking fee counts) and the leasing share', () => {
    const m = orderMoney(credit, [{ kind: 'booking_fee', amount: 5_000_000 }, { kind: 'down_payment', amount: 70_000_000 }]);
    expect(m).toMatchObject({
      total: 272_500_000, paid: 75_000_000, remaining: 197_500_000, booking_fee_paid: true,
      buyer: { due: 81_750_000, paid: 75_000_000, remaining: 6_750_000 }, leasing: { due: 190_750_000, paid: 0, remaining: 190_750_000 },
    });
    expect(moneySummary(m, 'spk')).toBe('Booking fee lunas · sisa Rp 197.500.000');
  });

  it('names the next step in order: fee, SPK, leasing decision, the rest, disbursement, delivery, documents', () => {
    const none = orderMoney(cash, []);
    expect(nextStep(none, 'booked', NO_FACTS)).toMatch(/^Bayar booking fee Rp 5\.000\.000/);
    const fee = orderMoney(credit, [{ kind: 'booking_fee', amount: 5_000_000 }]);
    expect(nextStep(fee, 'paid', NO_FACTS)).toMatch(/SPK/);
    const leasing = { ...NO_FACTS, settlement: 'leasing' as const, leasing_company: 'TAF', leasing_decision: 'pending' as const };
    expect(nextStep(fee, 'spk', leasing)).toBe('Menunggu keputusan leasing TAF.');
    const approved = { ...leasing, leasing_decision: 'approved' as const };
    expect(nextStep(fee, 'spk', approved)).toBe('Lunasi sisa uang muka Rp 76.750.000.');
    const allDp = orderMoney(credit, [{ kind: 'booking_fee', amount: 5_000_000 }, { kind: 'down_payment', amount: 76_750_000 }]);
    expect(nextStep(allDp, 'spk', approved)).toBe('Menunggu pencairan dana dari leasing.');
    const all = orderMoney(credit, [{ kind: 'booking_fee', amount: 5_000_000 }, { kind: 'down_payment', amount: 76_750_000 }, { kind: 'leasing', amount: 190_750_000 }]);
    expect(moneySummary(all, 'preparing')).toBe('Lunas');
    expect(nextStep(all, 'preparing', { ...approved, delivery_date: '2026-12-05', delivery_place: 'Showroom Pemuda' })).toBe('Serah terima kendaraan 5 Desember 2026 di Showroom Pemuda.');
    expect(nextStep(all, 'delivered', { ...approved, stnk_on: '2026-12-05' })).toBe('BPKB menyusul; kami kabari saat siap diambil.');
    expect(nextStep(all, 'cancelled', approved)).toBe('');
  });

  it('checks the facts together: pairs, leasing company, no future days, documents after the delivery', () => {
    const facts = factsOf({ spk_number: 'SPK/1', spk_date: '', settlement: 'leasing', leasing_company: '', stnk_on: '2026-11-01', delivery_date: '2026-11-02', delivery_place: 'X', bpkb_on: '2030-01-01' });
    expect(facts.leasing_decision).toBe('pending');
    expect(Object.keys(progressErrors(facts, '2026-11-27')).sort()).toEqual(['bpkb_on', 'leasing_company', 'spk_date', 'stnk_on']);
    expect(factsOf({ settlement: 'cash', leasing_company: 'TAF' }).leasing_company).toBeNull();
  });

  it("reads an order's Paid/Unpaid from its payments alone: Paid once the booking fee is recorded, whatever came after", () => {
    expect(orderPaymentStatus([])).toBe('Unpaid');
    // Other payments without the booking fee do not make it Paid (finance records the fee first).
    expect(orderPaymentStatus([{ kind: 'down_payment' }])).toBe('Unpaid');
    expect(orderPaymentStatus([{ kind: 'booking_fee' }])).toBe('Paid');
    expect(orderPaymentStatus([{ kind: 'booking_fee' }, { kind: 'cash' }])).toBe('Paid');
    // The stage is no input: an order cancelled after paying keeps its recorded fee, so it stays Paid.
    expect(orderMoney({ ...cash, stage: 'cancelled' }, [{ kind: 'booking_fee', amount: 5_000_000 }]).booking_fee_paid).toBe(true);
  });
});

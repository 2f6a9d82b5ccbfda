// @vitest-environment jsdom
/** One set of cost rows for a placed order: Order_info (the answer to placing it) and Detail Order (the stored order) show the same figures. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { OrderDetail, OrderResult } from '../../../../../domain/api';
import type { OrderLeasing } from '../../../../../domain/order-credit';
import { costOfDetail, costOfResult, OrderCostRows, type OrderCost } from '../../../../../src/features/order/components/order-cost-rows';

afterEach(cleanup);

const leasing: OrderLeasing = {
  partner_id: 1, partner_name: 'Merapi Auto Finance', scheme: 'ADDM', insurance: 'all_risk', region: 'jateng', flat_rate: 3, tdp: 108_198_500, breakdown: [],
};

/** One order as the two answers carry it: Avanza at its discount price, OTR kept beside it, Rp 2.000.000 of accessories. */
function order(kredit: boolean): { result: OrderResult; detail: OrderDetail } {
  const money = kredit
    ? { uang_muka: 81_750_000, tenor: 12, angsuran: 16_373_000, angsuran_promo: 16_123_000, potongan: 250_000, code: 'KREDITRINGAN', total: 274_500_000 }
    : { uang_muka: 0, tenor: null, angsuran: 0, angsuran_promo: 0, potongan: 5_000_000, code: 'MERAPIHEMAT', total: 269_500_000 };
  const accessories_total = kredit ? { total: 2_000_000, dp: 2_000_000, cash: 0 } : { total: 2_000_000, dp: 0, cash: 2_000_000 };
  const shared = {
    payment_type: kredit ? 'kredit' as const : 'cash' as const, harga_otr: 280_800_000, kode_voucher: money.code, uang_muka: money.uang_muka,
    tenor: money.tenor, angsuran: money.angsuran, angsuran_promo: money.angsuran_promo, accessories_total, leasing: kredit ? leasing : null,
  };
  const result = { ...shared, biaya_mobil: 272_500_000, potongan: money.potongan, grand_total: money.total, bookingfee: 5_000_000 } as OrderResult;
  const detail = { ...shared, price_otr: 272_500_000, discount: money.potongan, subtotal: money.total, booking_fee: 5_000_000 } as OrderDetail;
  return { result, detail };
}

/** Each row as 'label: value'. */
function rows(cost: OrderCost, withPaymentType = false): string[] {
  const { container } = render(<OrderCostRows cost={cost} withPaymentType={withPaymentType} />);
  const lines = [...container.querySelectorAll('dl > div')].map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`);
  cleanup();
  return lines;
}

describe('order cost rows', () => {
  it('cash: the price with its OTR struck, the voucher, accessories, grand total and booking fee, alike on both screens', () => {
    const { result, detail } = order(false);
    const info = rows(costOfResult(result));
    expect(info).toEqual([
      'Total Biaya Mobil: Harga normal Rp 280.800.000, harga diskon Rp 272.500.000',
      'Potongan Voucher (MERAPIHEMAT): - Rp 5.000.000',
      'Aksesori: Rp 2.000.000',
      'Grand Total: Rp 269.500.000',
      'Booking Fee: Rp 5.000.000',
    ]);
    expect(rows(costOfDetail(detail), true)).toEqual(['Jenis Pembayaran: CASH', ...info]);
  });

  it('credit: down payment with accessories, tenor, the leasing partner and terms, the struck and the promo instalment, alike on both screens', () => {
    const { result, detail } = order(true);
    const info = rows(costOfResult(result));
    expect(info).toEqual([
      'Total Biaya Mobil: Harga normal Rp 280.800.000, harga diskon Rp 272.500.000',
      'Aksesori: Rp 2.000.000',
      'Total Pembelian: Rp 274.500.000',
      'Uang Muka: Rp 81.750.000',
      'Uang Muka + Aksesori: Rp 83.750.000',
      'Tenor: 12x',
      'Mitra Leasing: Merapi Auto Finance',
      'Ketentuan: ADDM · All Risk · Jawa Tengah · bunga flat 3%',
      'TDP: Rp 108.198.500',
      'Angsuran per Bulan: Angsuran normal Rp 16.373.000',
      'Potongan Voucher (KREDITRINGAN): - Rp 250.000',
      'Angsuran dengan Promo: Rp 16.123.000',
      'Booking Fee: Rp 5.000.000',
    ]);
    expect(rows(costOfDetail(detail), true)).toEqual(['Jenis Pembayaran: KREDIT', ...info]);
  });

  it('without a voucher or accessories the car price is the total, and no promo rows show', () => {
    const { result } = order(false);
    expect(rows(costOfResult({ ...result, kode_voucher: '', potongan: 0, grand_total: 272_500_000, accessories_total: { total: 0, dp: 0, cash: 0 } }))).toEqual([
      'Total Biaya Mobil: Harga normal Rp 280.800.000, harga diskon Rp 272.500.000',
      'Booking Fee: Rp 5.000.000',
    ]);
  });
});

/**
 * The money of an order as the server decides it, from its own prices, rates, voucher and booking
 * fee; and the comparison with the numbers the page sent (never stored, only checked).
 */
import type { PaymentType } from '../../../domain/constants';
import type { DownPaymentRange } from '../../../domain/credit';
import { orderLeasingOf, type CreditChoice, type OrderLeasing } from '../../../domain/order-credit';
import { carPrice } from '../../../domain/price';
import type { Db } from '../../db/client';
import { chosenQuote } from '../credit';
import { cashDiscount, promoInstalment, type VoucherRow } from './vouchers';

export const PRICE_CHANGED = 'Harga sudah berubah, silakan periksa kembali';

export interface OrderMoney {
  /** What the car costs by the price rule (the discount price when there is one): `biaya_mobil`, `price_otr`. */
  price: number;
  /** The type's OTR, kept with the order to show it struck beside `price` (`harga_otr`). */
  otr: number;
  /** Cash: rupiah off the price. Credit: rupiah off each instalment (angsuran - angsuran_promo). */
  potongan: number;
  /** Cash: price - potongan. Credit: the price (the voucher lowers instalments, not the price). */
  grandTotal: number;
  uangMuka: number;
  tenor: number | null;
  angsuran: number;
  /** Credit with a voucher: the promo instalment; otherwise 0. */
  angsuranPromo: number;
  /** Credit: the down-payment range of the price. */
  range: DownPaymentRange | null;
  /** Credit: the partner's terms the instalment and TDP were computed with (kept with the order). */
  leasing: OrderLeasing | null;
}

type PricedType = { priceOtr: number; priceDisc: number };

/** Cash: price, voucher discount, total. */
export function cashMoney(type: PricedType, voucher: VoucherRow | null): OrderMoney {
  const { price, otr } = carPrice(type.priceOtr, type.priceDisc);
  const potongan = cashDiscount(voucher, price);
  return { price, otr, potongan, grandTotal: price - potongan, uangMuka: 0, tenor: null, angsuran: 0, angsuranPromo: 0, range: null, leasing: null };
}

/**
 * Credit: the chosen partner's instalment and TDP from its stored terms (the default partner when none
 * is chosen; 422 on a down payment outside 30-80 % or the partner's range, a tenor or scheme it does
 * not offer, an unknown partner), promo instalment.
 */
export async function creditMoney(db: Db, type: PricedType, voucher: VoucherRow | null, uangMuka: number, tenor: number, choice: CreditChoice = {}): Promise<OrderMoney> {
  const { price, range, quote } = await chosenQuote(db, type, uangMuka, tenor, choice);
  const angsuran = quote.angsuran;
  const angsuranPromo = promoInstalment(voucher, angsuran);
  const potongan = voucher ? angsuran - angsuranPromo : 0;
  return { price, otr: carPrice(type.priceOtr, type.priceDisc).otr, potongan, grandTotal: price, uangMuka, tenor, angsuran, angsuranPromo, range, leasing: orderLeasingOf(quote) };
}

/** The order's money by payment type; `choice` is the credit order's partner choice. */
export async function orderMoney(db: Db, type: PricedType, paymentType: PaymentType, voucher: VoucherRow | null, uangMuka: number, tenor: number, choice: CreditChoice = {}): Promise<OrderMoney> {
  return paymentType === 'kredit' ? creditMoney(db, type, voucher, uangMuka, tenor, choice) : cashMoney(type, voucher);
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const differs = (sent: unknown, expected: number) => Number(sent) !== expected;

/**
 * Fields whose number the page sent differs from the server's: {field: [PRICE_CHANGED]}.
 * Always price_otr; credit: angsuran, and uang_min/uang_max when sent non-zero; with a promo code:
 * price_otr_promo (cash, when sent non-zero) and angsuran_promo (credit, when sent).
 */
export function priceChanges(sent: Record<string, unknown>, money: OrderMoney, paymentType: PaymentType, withCode: boolean): Record<string, string[]> {
  const expected: Record<string, number> = { price_otr: money.price };
  if (paymentType === 'kredit') {
    expected.angsuran = money.angsuran;
    if (given(sent.uang_min) && Number(sent.uang_min) !== 0) expected.uang_min = money.range!.min;
    if (given(sent.uang_max) && Number(sent.uang_max) !== 0) expected.uang_max = money.range!.max;
    if (withCode && given(sent.angsuran_promo)) expected.angsuran_promo = money.angsuranPromo;
  } else if (withCode && given(sent.price_otr_promo) && Number(sent.price_otr_promo) !== 0) {
    expected.price_otr_promo = money.grandTotal;
  }
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(expected)) if (differs(sent[field], value)) errors[field] = [PRICE_CHANGED];
  return errors;
}

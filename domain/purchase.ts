/**
 * What a buyer pays for the car and its accessories (issue 34.1, docs/deal.md "Totals"): the one
 * rule the deal sheet, the order wizard's summary, order info, the member's order detail, the staff
 * record and the stored `grand_total` use.
 *
 * - The car counts at its price by the price rule (domain/price.ts), less a cash voucher.
 * - Accessories are never financed: paying cash they are paid with the car; on credit an accessory
 *   billed `dp` joins the first payment (the TDP, or an order's down payment) and one billed `cash`
 *   is paid in cash beside it (domain/accessories.ts). Either way the buyer pays them before delivery.
 * - A trade-in (the deal sheet only: an order carries none) pays part of what the buyer pays before
 *   delivery; it never lowers the amount the leasing company finances (the buyer chose the down
 *   payment, and the estimate is firm only after the inspection).
 */
import type { AccessoryTotals } from './accessories';
import type { PaymentType } from './constants';

export interface PurchaseInput {
  paymentType: PaymentType;
  /** The car's price by the price rule. */
  price: number;
  /** Cash: rupiah a voucher takes off the price (ignored on credit: a credit voucher lowers instalments). */
  voucher?: number;
  accessories: AccessoryTotals;
  /** Credit: what the buyer pays first for the car: the partner's TDP on a deal, the down payment on an order. */
  carFirstPayment?: number;
  /** Credit: the car's down payment (the leasing company finances the price less it). */
  downPayment?: number;
  /** The trade-in figure counted (the estimate's low end); 0 without one. */
  tradeIn?: number;
}

export interface PurchaseTotals {
  /** The car after discount price and cash voucher. */
  car: number;
  /** Every accessory. */
  accessories: number;
  /** The whole purchase: car + accessories (on credit the leasing company's share is in it). */
  grand_total: number;
  /** What the buyer pays first: cash the whole total; credit the car's first payment + accessories billed `dp`. */
  first_payment: number;
  /** Credit: accessories billed `cash`, paid beside the first payment; 0 paying cash. */
  paid_apart: number;
  /** Credit: what the leasing company finances (price − down payment); 0 paying cash. */
  financed: number;
  /** The trade-in counted against what the buyer pays before delivery. */
  trade_in: number;
  /** What the buyer pays before delivery: first payment + paid apart − trade-in, never below 0. */
  to_pay: number;
  /** The trade-in beyond what the buyer pays before delivery (could raise the down payment). */
  trade_in_surplus: number;
}

/** The totals of a car with its accessories (and on a deal sheet a trade-in). */
export function purchaseTotals(input: PurchaseInput): PurchaseTotals {
  const credit = input.paymentType === 'kredit';
  const car = credit ? input.price : input.price - Math.min(Math.max(input.voucher ?? 0, 0), input.price);
  const accessories = input.accessories.total;
  const grandTotal = car + accessories;
  const firstPayment = credit ? (input.carFirstPayment ?? input.downPayment ?? 0) + input.accessories.dp : grandTotal;
  const paidApart = credit ? input.accessories.cash : 0;
  const tradeIn = Math.max(input.tradeIn ?? 0, 0);
  const beforeDelivery = firstPayment + paidApart;
  return {
    car, accessories, grand_total: grandTotal, first_payment: firstPayment, paid_apart: paidApart,
    financed: credit ? Math.max(input.price - (input.downPayment ?? 0), 0) : 0,
    trade_in: tradeIn, to_pay: Math.max(beforeDelivery - tradeIn, 0), trade_in_surplus: Math.max(tradeIn - beforeDelivery, 0),
  };
}


/** Order shapes: booking-fee bank, order result, voucher results, payment confirmation. */
import type { LoginData } from './members';

/* ---------- orders ---------- */

import type { OrderReservation } from '../stock';
import type { AccessoryTotals, OrderAccessory } from '../accessories';
import type { OrderLeasing } from '../order-credit';

/** The booking-fee destination account (the first of the dealer's bank accounts). */
export interface BookingFeeBank { bank_name: string; branch: string; account_name: string; account_number: string }
/** GET order/bank: the account and the booking fee to transfer (Order_success, payment form preset). */
export interface OrderBank extends BookingFeeBank { bookingfee: number }

/**
 * POST order: the created booking order, every number computed by the server. `biaya_mobil` is what
 * the car costs (the discount price when there is one), `harga_otr` the type's OTR. Cash: `potongan`
 * is off the price, `grand_total` = biaya_mobil - potongan + accessories (domain/purchase.ts), uang_muka 0, tenor null, angsuran 0.
 * Credit: `potongan` is off each instalment (angsuran - angsuran_promo), `grand_total` = biaya_mobil + accessories,
 * `angsuran_promo` 0 without a voucher.
 */
export interface OrderResult {
  order_id: string;
  id: number;
  tanggal: string;
  car_category: string;
  car_model: string;
  car_transmission: 'AT' | 'MT';
  car_type: string;
  car_color: string;
  cabang: string;
  payment_type: 'cash' | 'kredit';
  biaya_mobil: number;
  /** The type's OTR when ordered; above `biaya_mobil` when a discount price applied (domain/price.ts `orderPrice`). */
  harga_otr: number;
  /** '' without a voucher. */
  kode_voucher: string;
  potongan: number;
  grand_total: number;
  uang_muka: number;
  tenor: number | null;
  angsuran: number;
  angsuran_promo: number;
  bookingfee: number;
  /** ISO time the booking fee is asked for by: the order's time plus BOOKING_FEE_PAY_HOURS. */
  bayar_sebelum: string;
  full_name: string;
  member_email: string;
  phone: string;
  address: string;
  bank: BookingFeeBank;
  /** The unit held for the order (until `bayar_sebelum` while unpaid), or inden (docs/stock.md). */
  reservation: OrderReservation;
  /** The chosen accessories at the stored prices, and their totals (domain/accessories.ts); part of grand_total. */
  accessories: OrderAccessory[];
  accessories_total: AccessoryTotals;
  /** Credit: the leasing partner and its terms the instalment and TDP were computed with (issue 34); null for cash. */
  leasing: OrderLeasing | null;
  /** Present when the order created the account (guest). */
  login?: LoginData;
}

/** POST voucher, cash, message 'Valid': sub_total is the effective price, total = sub_total - potongan. */
export interface CashVoucherResult { promotion_code: string; sub_total: number; potongan: number; total: number }
/** POST voucher, kredit, message 'Valid': the normal and the promo instalment. */
export interface CreditVoucherResult { promotion_code: string; angsuran: number; angsuran_promo: number }
/** POST voucher: `data` with message 'Valid'; `data` null with message 'Invalid'. */
export type VoucherResult = CashVoucherResult | CreditVoucherResult;

/** POST member/payment: the stored confirmation; the order stays 'Unpaid' until staff verify it. */
export interface PaymentConfirmationResult {
  id: number;
  no_order: string;
  nominal: number;
  bank_tujuan: string;
  tanggal: string;
  status: 'pending';
  order_status: string;
}

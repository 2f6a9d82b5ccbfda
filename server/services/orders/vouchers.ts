/**
 * Voucher rules, in one place for the voucher check and the order: which code applies to which
 * car type and payment type, when it can be used, and what it takes off.
 */
import type { PaymentType } from '../../../domain/constants';
import type { vouchers } from '../../db/schema';

export type VoucherRow = typeof vouchers.$inferSelect;

/** 'ok', or why the code cannot be used: not for this car/payment ('invalid'), outside its dates, quota used up. */
export type VoucherVerdict = 'ok' | 'invalid' | 'expired' | 'exhausted';

export const VOUCHER_MESSAGES = {
  /** The spec's text for a code that does not apply (the page shows it too). */
  invalid: '*Kode Promo tidak Berlaku',
  expired: 'Kode promo sudah kedaluwarsa',
  exhausted: 'Kuota kode promo sudah habis',
} as const;

/** Codes are compared trimmed and upper-cased ('merapihemat ' is MERAPIHEMAT). */
export function normaliseCode(code: string | undefined | null): string {
  return (code ?? '').trim().toUpperCase();
}

/** Whether the voucher is meant for this car type and payment type (null payment type: both). */
export function appliesTo(v: VoucherRow, carTypeId: number, paymentType: PaymentType): boolean {
  if (v.paymentType && v.paymentType !== paymentType) return false;
  return v.carTypeIds.length === 0 || v.carTypeIds.includes(carTypeId);
}

/**
 * The verdict on a code for a car type and payment type at `now`. A code that does not apply is
 * 'invalid' whatever its dates; one that applies but is outside its dates or quota cannot be used now.
 */
export function voucherVerdict(v: VoucherRow | undefined, carTypeId: number, paymentType: PaymentType, now = new Date()): VoucherVerdict {
  if (!v || !appliesTo(v, carTypeId, paymentType)) return 'invalid';
  if (now < v.validFrom || now > v.validUntil) return 'expired';
  if (v.used >= v.quota) return 'exhausted';
  return 'ok';
}

/** Cash: rupiah off the price, never more than the price. */
export function cashDiscount(v: VoucherRow | null, price: number): number {
  return v ? Math.min(Math.max(0, v.discountAmount), price) : 0;
}

/** Credit: the promo instalment (instalment minus the voucher's monthly discount, never below 0); 0 without a voucher. */
export function promoInstalment(v: VoucherRow | null, angsuran: number): number {
  return v ? Math.max(0, angsuran - Math.max(0, v.instalmentDiscount)) : 0;
}

/**
 * Accessories and packages (issue 34.3, docs/stock.md): what one is (content), how it is billed
 * (with the down payment, or paid in cash apart), and the one rule for their totals, which the
 * wizard, the car page and the server's order all use.
 */
import type { PaymentType } from './constants';

export const ACCESSORY_BILLINGS = ['dp', 'cash'] as const;
export type AccessoryBilling = (typeof ACCESSORY_BILLINGS)[number];
export const ACCESSORY_BILLING_LABELS: Record<AccessoryBilling, string> = {
  dp: 'Masuk uang muka',
  cash: 'Dibayar tunai terpisah',
};

/** Most accessories one order takes. */
export const ACCESSORIES_MAX = 20;

export const ACCESSORY_MESSAGES = {
  unknown: 'Aksesori tidak ditemukan',
  notFit: 'Aksesori tidak cocok untuk model ini',
  tooMany: `Maksimal ${ACCESSORIES_MAX} aksesori`,
  list: 'Pilihan aksesori tidak valid',
} as const;

/** GET accessories?car_model_id=: one accessory or package as visitors see it. */
export interface Accessory {
  id: number;
  name: string;
  image: string;
  price: number;
  billing: AccessoryBilling;
  billing_label: string;
  description: string;
}

/** An accessory kept with an order: its name and price when ordered. */
export interface OrderAccessory { id: number; name: string; price: number; billing: AccessoryBilling }

/** The accessories' money: everything, the part added to the down payment (credit), the part paid in cash. */
export interface AccessoryTotals { total: number; dp: number; cash: number }

/**
 * The totals: paying the car in cash, everything is paid with it (cash); on credit, an accessory
 * billed 'dp' adds to the down payment (the first payment) and one billed 'cash' is paid apart.
 */
export function accessoryTotals(items: ReadonlyArray<{ price: number; billing: AccessoryBilling }>, paymentType: PaymentType): AccessoryTotals {
  const total = items.reduce((sum, a) => sum + a.price, 0);
  if (paymentType === 'cash') return { total, dp: 0, cash: total };
  const dp = items.filter((a) => a.billing === 'dp').reduce((sum, a) => sum + a.price, 0);
  return { total, dp, cash: total - dp };
}

/** The ids a body sent: a list of whole positive numbers (duplicates dropped), or null when it is not one. */
export function accessoryIds(value: unknown): number[] | null {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!list) return null;
  const ids = list.map((x) => (typeof x === 'string' && /^\d{1,9}$/.test(x.trim()) ? Number(x) : x));
  if (!ids.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 2_147_483_647)) return null;
  return [...new Set(ids as number[])];
}

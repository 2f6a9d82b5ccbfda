/**
 * An order's money after the booking fee (issue 30.4): what the order costs in total (from the
 * price it was placed at, domain/price.ts), the payments the dealer received (the booking fee first,
 * then the down payment or the cash payments, and the leasing company's disbursement), what is left
 * and the buyer's next step. The server decides with these; the pages only show the answer.
 * The staff forms that record a payment and the order's facts are domain/staff/order-progress.ts.
 */
import { formatDateId, formatRupiah } from './money';
import { orderPrice } from './price';
import { purchaseTotals } from './purchase';
import type { AccessoryTotals } from './accessories';
import { ORDER_STATUSES } from './constants';

/** Kinds of payment an order receives. */
export const ORDER_PAYMENT_KINDS = ['booking_fee', 'down_payment', 'cash', 'leasing'] as const;
export type OrderPaymentKind = (typeof ORDER_PAYMENT_KINDS)[number];

export const ORDER_PAYMENT_LABELS: Record<OrderPaymentKind, string> = {
  booking_fee: 'Booking fee',
  down_payment: 'Uang muka',
  cash: 'Pembayaran tunai',
  leasing: 'Pencairan leasing',
};

/** Kinds staff record by hand: the booking fee is recorded by verifying its confirmation (or the move to 'paid'). */
export const MANUAL_PAYMENT_KINDS: readonly OrderPaymentKind[] = ['down_payment', 'cash', 'leasing'];

/** Payment kinds that fit an order's payment type. */
export function paymentKindsFor(paymentType: string): OrderPaymentKind[] {
  return paymentType === 'kredit' ? ['down_payment', 'leasing'] : ['cash'];
}

/** How the rest after the booking fee is paid. */
export const SETTLEMENTS = ['cash', 'leasing'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];
export const SETTLEMENT_LABELS: Record<Settlement, string> = { cash: 'Tunai', leasing: 'Leasing' };

/** The leasing company's decision. */
export const LEASING_DECISIONS = ['pending', 'approved', 'rejected'] as const;
export type LeasingDecision = (typeof LEASING_DECISIONS)[number];
export const LEASING_DECISION_LABELS: Record<LeasingDecision, string> = { pending: 'Menunggu keputusan', approved: 'Disetujui', rejected: 'Ditolak' };

/** The order's facts after the booking fee, as stored; every one may still be unknown (null). */
export interface OrderFacts {
  spk_number: string | null;
  spk_date: string | null;
  settlement: Settlement | null;
  leasing_company: string | null;
  leasing_decision: LeasingDecision | null;
  leasing_decided_on: string | null;
  delivery_date: string | null;
  delivery_place: string | null;
  stnk_on: string | null;
  bpkb_on: string | null;
}

export const NO_FACTS: OrderFacts = {
  spk_number: null, spk_date: null, settlement: null, leasing_company: null, leasing_decision: null, leasing_decided_on: null,
  delivery_date: null, delivery_place: null, stnk_on: null, bpkb_on: null,
};

/** What the arithmetic needs of an order, as stored. */
export interface OrderMoneyInput {
  paymentType: string;
  /** What the order charges for the car (`orders.price_otr`). */
  priceOtr: number;
  /** The type's OTR when ordered. */
  otrAtOrder: number | null;
  /** Cash: the voucher's rupiah off the price; credit: per month (does not lower the price). */
  discount: number;
  uangMuka: number;
  bookingFee: number;
  stage: string;
  /** The accessories ordered with the car (domain/accessories.ts accessoryTotals); none: zeros. */
  accessories?: AccessoryTotals;
}

export interface OrderPaymentRow { kind: OrderPaymentKind; amount: number; paid_on: string }

/** One part of what the order costs: who pays it, how much, how much of it came. */
export interface MoneyPart { due: number; paid: number; remaining: number }

export interface OrderMoney {
  /** What the order costs in all (domain/purchase.ts): car (cash: less the voucher) + accessories; credit: paid by the buyer and the leasing. */
  total: number;
  paid: number;
  remaining: number;
  booking_fee: number;
  booking_fee_paid: boolean;
  /** What the buyer pays the dealer: the whole total (cash) or the down payment + accessories (credit); the booking fee counts toward it. */
  buyer: MoneyPart;
  /** Credit only: what the leasing company disburses (the price less the down payment). */
  leasing: MoneyPart | null;
}

const NONE: AccessoryTotals = { total: 0, dp: 0, cash: 0 };

/** The order's purchase totals from the price it was placed at and its accessories (never from a figure a page sent). */
export function orderPurchase(o: Pick<OrderMoneyInput, 'paymentType' | 'priceOtr' | 'otrAtOrder' | 'discount' | 'uangMuka' | 'accessories'>) {
  const { price } = orderPrice(o.otrAtOrder, o.priceOtr);
  const credit = o.paymentType === 'kredit';
  return purchaseTotals({
    paymentType: credit ? 'kredit' : 'cash', price, voucher: o.discount, accessories: o.accessories ?? NONE,
    downPayment: credit ? Math.min(o.uangMuka, price) : undefined,
  });
}

/** The order's total (grand_total): car (cash: less the voucher) + accessories. */
export function orderTotal(o: Pick<OrderMoneyInput, 'paymentType' | 'priceOtr' | 'otrAtOrder' | 'discount' | 'accessories'>): number {
  return orderPurchase({ ...o, uangMuka: 0 }).grand_total;
}

/** Whether the booking fee is among the order's recorded payments (a verified confirmation, or finance at the counter). */
export const bookingFeePaid = (payments: readonly Pick<OrderPaymentRow, 'kind'>[]) => payments.some((p) => p.kind === 'booking_fee');

/** 'Paid' or 'Unpaid', what members and the queues show of an order. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order's payment status, from its recorded payments and nothing else: 'Paid' once the booking
 * fee is recorded, whatever the stage does after (an order cancelled after paying stays 'Paid': the
 * refund is finance's), 'Unpaid' before. Never stored, so it cannot fall out of step with the payments.
 */
export const orderPaymentStatus = (payments: readonly Pick<OrderPaymentRow, 'kind'>[]): OrderStatus =>
  (bookingFeePaid(payments) ? ORDER_STATUSES[0] : ORDER_STATUSES[1]);

const part = (due: number, paid: number): MoneyPart => ({ due, paid, remaining: Math.max(due - paid, 0) });

/** The order's money from its stored figures and the payments received. */
export function orderMoney(o: OrderMoneyInput, payments: readonly Pick<OrderPaymentRow, 'kind' | 'amount'>[]): OrderMoney {
  const purchase = orderPurchase(o);
  const total = purchase.grand_total;
  const sum = (kinds: readonly OrderPaymentKind[]) => payments.filter((p) => kinds.includes(p.kind)).reduce((s, p) => s + p.amount, 0);
  const paid = sum(ORDER_PAYMENT_KINDS);
  const credit = o.paymentType === 'kredit';
  const buyerDue = credit ? purchase.first_payment + purchase.paid_apart : total;
  return {
    total, paid, remaining: Math.max(total - paid, 0),
    booking_fee: o.bookingFee,
    booking_fee_paid: bookingFeePaid(payments),
    buyer: part(buyerDue, sum(['booking_fee', 'down_payment', 'cash'])),
    leasing: credit ? part(total - buyerDue, sum(['leasing'])) : null,
  };
}

/** 'Booking fee lunas · sisa Rp 267.500.000', or what is still awaited. */
export function moneySummary(m: OrderMoney, stage: string): string {
  if (stage === 'cancelled') return 'Pesanan dibatalkan';
  if (!m.booking_fee_paid) return `Menunggu pembayaran booking fee ${formatRupiah(m.booking_fee)}`;
  return m.remaining > 0 ? `Booking fee lunas · sisa ${formatRupiah(m.remaining)}` : 'Lunas';
}

/** The buyer's next step, in Indonesian; '' when nothing is left. */
export function nextStep(m: OrderMoney, stage: string, f: OrderFacts): string {
  if (stage === 'cancelled') return '';
  if (!m.booking_fee_paid) return `Bayar booking fee ${formatRupiah(m.booking_fee)} lalu kirim Konfirmasi Pembayaran.`;
  if (stage === 'paid') return 'Sales kami menghubungi Anda untuk menerbitkan SPK (Surat Pesanan Kendaraan).';
  if (m.leasing && f.leasing_decision !== 'approved') {
    if (f.leasing_decision === 'rejected') return 'Pengajuan leasing ditolak; sales kami menghubungi Anda untuk pilihan lain.';
    return `Menunggu keputusan leasing${f.leasing_company ? ` ${f.leasing_company}` : ''}.`;
  }
  if (m.buyer.remaining > 0) {
    return m.leasing ? `Lunasi sisa uang muka ${formatRupiah(m.buyer.remaining)}.` : `Lunasi sisa pembayaran ${formatRupiah(m.buyer.remaining)}.`;
  }
  if (m.leasing && m.leasing.remaining > 0) return 'Menunggu pencairan dana dari leasing.';
  if (stage !== 'delivered') {
    if (f.delivery_date) return `Serah terima kendaraan ${formatDateId(f.delivery_date)}${f.delivery_place ? ` di ${f.delivery_place}` : ''}.`;
    return 'Kendaraan sedang disiapkan; kami kabari jadwal serah terimanya.';
  }
  if (!f.stnk_on || !f.bpkb_on) return `${[!f.stnk_on ? 'STNK' : '', !f.bpkb_on ? 'BPKB' : ''].filter(Boolean).join(' dan ')} menyusul; kami kabari saat siap diambil.`;
  return '';
}

/** The order's later facts, labelled for a page ('' values left out). */
export function factRows(f: OrderFacts): Array<{ label: string; value: string }> {
  const rows: Array<[string, string]> = [
    ['Nomor SPK', f.spk_number ?? ''],
    ['Tanggal SPK', formatDateId(f.spk_date)],
    ['Pembayaran sisa', f.settlement ? SETTLEMENT_LABELS[f.settlement] : ''],
    ['Perusahaan leasing', f.settlement === 'leasing' ? f.leasing_company ?? '' : ''],
    ['Keputusan leasing', f.settlement === 'leasing' && f.leasing_decision
      ? [LEASING_DECISION_LABELS[f.leasing_decision], formatDateId(f.leasing_decided_on)].filter(Boolean).join(', ') : ''],
    ['Serah terima', [formatDateId(f.delivery_date), f.delivery_place ?? ''].filter(Boolean).join(', ')],
    ['STNK diserahkan', formatDateId(f.stnk_on)],
    ['BPKB diserahkan', formatDateId(f.bpkb_on)],
  ];
  return rows.filter(([, value]) => value).map(([label, value]) => ({ label, value }));
}

/** The money block answered to the member and to staff. */
export interface OrderMoneyView extends OrderMoney {
  summary: string;
  next_step: string;
  payments: Array<OrderPaymentRow & { label: string }>;
  facts: OrderFacts;
  fact_rows: Array<{ label: string; value: string }>;
}

/** The whole block from the order, its payments (oldest first) and its facts. */
export function orderMoneyView(o: OrderMoneyInput, payments: readonly OrderPaymentRow[], facts: OrderFacts): OrderMoneyView {
  const m = orderMoney(o, payments);
  return {
    ...m, summary: moneySummary(m, o.stage), next_step: nextStep(m, o.stage, facts),
    payments: payments.map((p) => ({ ...p, label: ORDER_PAYMENT_LABELS[p.kind] })), facts, fact_rows: factRows(facts),
  };
}

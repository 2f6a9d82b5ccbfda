/**
 * An order's money and facts after the booking fee (issue 30.4), on the database: read the block the
 * member's detail and the staff record show, record the booking fee when it is verified, record a
 * payment (finance) and the order's facts (SPK, leasing, delivery, documents). Arithmetic and rules
 * are domain/order-money.ts; every figure comes from the stored order, never from a page.
 */
import { asc, eq } from 'drizzle-orm';
import { isoDay } from '../../../domain/money';
import { NO_FACTS, orderMoney, orderMoneyView, type OrderFacts, type OrderMoneyInput, type OrderMoneyView, type OrderPaymentKind, type OrderPaymentRow } from '../../../domain/order-money';
import { factsOf, moveBlocker, paymentErrors, progressErrors, type OrderPaymentDto, type OrderProgressDto } from '../../../domain/staff/order-progress';
import { formatRupiah } from '../../../domain/money';
import type { Db } from '../../db/client';
import { orderPayments, orderProgress, orders } from '../../db/schema';
import { BusinessError, ValidationError } from '../../http/envelope';
import { writeInbox } from '../inbox';
import { escapeHtml } from '../../http/html';
import { orderAccessoryLines } from '../accessories';
import { accessoryTotals } from '../../../domain/accessories';

type OrderRow = typeof orders.$inferSelect;

/** The order's stored figures and its accessories (at their prices when ordered). */
async function inputOf(db: Db, o: OrderRow): Promise<OrderMoneyInput> {
  const lines = await orderAccessoryLines(db, o.id);
  return {
    paymentType: o.paymentType, priceOtr: o.priceOtr, otrAtOrder: o.otrAtOrder, discount: o.discount,
    uangMuka: o.uangMuka, bookingFee: o.bookingFee, stage: o.stage,
    accessories: accessoryTotals(lines, o.paymentType === 'kredit' ? 'kredit' : 'cash'),
  };
}

/** The order's payments, oldest first. */
export async function paymentsOf(db: Db, orderId: number): Promise<OrderPaymentRow[]> {
  const rows = await db.select({ kind: orderPayments.kind, amount: orderPayments.amount, paidOn: orderPayments.paidOn })
    .from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.paidOn), asc(orderPayments.id));
  return rows.map((r) => ({ kind: r.kind as OrderPaymentKind, amount: r.amount, paid_on: r.paidOn }));
}

/** The order's facts (all null when nothing was recorded yet). */
export async function factsOfOrder(db: Db, orderId: number): Promise<OrderFacts> {
  const [row] = await db.select().from(orderProgress).where(eq(orderProgress.orderId, orderId));
  if (!row) return { ...NO_FACTS };
  return {
    spk_number: row.spkNumber, spk_date: row.spkDate, settlement: row.settlement as OrderFacts['settlement'],
    leasing_company: row.leasingCompany, leasing_decision: row.leasingDecision as OrderFacts['leasing_decision'],
    leasing_decided_on: row.leasingDecidedOn, delivery_date: row.deliveryDate, delivery_place: row.deliveryPlace,
    stnk_on: row.stnkOn, bpkb_on: row.bpkbOn,
  };
}

/** The money block of a stored order. */
export async function moneyOfOrder(db: Db, order: OrderRow): Promise<OrderMoneyView> {
  return orderMoneyView(await inputOf(db, order), await paymentsOf(db, order.id), await factsOfOrder(db, order.id));
}

/** The money block by order id (null for an unknown id). */
export async function moneyOfOrderId(db: Db, orderId: number): Promise<OrderMoneyView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ? moneyOfOrder(db, order) : null;
}

/** The booking fee as received (once per order: a second verification path adds nothing). */
export async function recordBookingFee(tx: Db, order: OrderRow, by: { staffId: number; confirmationId?: number }): Promise<void> {
  await tx.insert(orderPayments).values({
    orderId: order.id, kind: 'booking_fee', amount: order.bookingFee, paidOn: isoDay(), confirmationId: by.confirmationId ?? null, staffId: by.staffId,
  }).onConflictDoNothing();
}

/** 422 on `to` when a move of the order needs facts not recorded yet. */
export async function checkOrderMove(tx: Db, orderId: number, from: string, to: string): Promise<void> {
  const blocker = moveBlocker(from, to, await factsOfOrder(tx, orderId));
  if (blocker) throw new ValidationError({ to: [blocker] });
}

const detailLink = (orderId: number) => `/bookingorder/detail/${orderId}`;

/**
 * Records a payment on an order the caller has locked (`order` read FOR UPDATE): checked against
 * what is left of the part it pays, so two recorded at once cannot exceed it. The member is told.
 */
export async function recordPayment(tx: Db, order: OrderRow, staffId: number, dto: OrderPaymentDto): Promise<OrderMoneyView> {
  const before = orderMoney(await inputOf(tx, order), await paymentsOf(tx, order.id));
  const errors = paymentErrors(order, before, dto, isoDay(), isoDay(order.createdAt), await factsOfOrder(tx, order.id));
  if (errors.order) throw new BusinessError(errors.order[0]);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await tx.insert(orderPayments).values({
    orderId: order.id, kind: dto.kind, amount: Number(dto.amount), paidOn: dto.paid_on, reference: dto.reference ?? '', staffId,
  });
  const view = await moneyOfOrder(tx, order);
  if (order.memberId) {
    const paid = formatRupiah(Number(dto.amount));
    await writeInbox(tx, order.memberId, `Pembayaran ${order.bookingId} diterima`,
      `<p>Pembayaran <strong>${escapeHtml(paid)}</strong> untuk Booking Order <strong>${escapeHtml(order.bookingId)}</strong> sudah kami terima.</p>`
      + `<p>${escapeHtml(view.summary)}.${view.next_step ? ` ${escapeHtml(view.next_step)}` : ''}</p>`,
      { purpose: 'status', link: detailLink(order.id) });
  }
  return view;
}

/** Writes the order's facts (the whole form: an empty field clears its fact). */
export async function saveProgress(tx: Db, order: OrderRow, dto: OrderProgressDto): Promise<OrderFacts> {
  const facts = factsOf(dto);
  const errors = progressErrors(facts, isoDay());
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (order.stage === 'cancelled') throw new BusinessError('Pesanan ini sudah dibatalkan.');
  const values = {
    spkNumber: facts.spk_number, spkDate: facts.spk_date, settlement: facts.settlement, leasingCompany: facts.leasing_company,
    leasingDecision: facts.leasing_decision, leasingDecidedOn: facts.leasing_decided_on, deliveryDate: facts.delivery_date,
    deliveryPlace: facts.delivery_place, stnkOn: facts.stnk_on, bpkbOn: facts.bpkb_on, updatedAt: new Date(),
  };
  await tx.insert(orderProgress).values({ orderId: order.id, ...values }).onConflictDoUpdate({ target: orderProgress.orderId, set: values });
  return facts;
}

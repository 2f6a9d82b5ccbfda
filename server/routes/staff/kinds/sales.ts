/**
 * Orders and payment confirmations. Verifying a confirmation makes its order `Paid` (and moves a
 * booked order to `paid`) in the move's transaction; members keep seeing Paid/Unpaid.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { formatDateId, formatRupiah } from '../../../../domain/money';
import { orderPrice } from '../../../../domain/price';
import { statusLabel } from '../../../../domain/staff/workflows';
import { branches, orders, paymentConfirmations, recordTimeline } from '../../../db/schema';
import { carName, fromWithCar, ordersWithCar, paymentKindsOf, statusOfKinds } from '../../../services/submissions/read-model';
import type { Db } from '../../../db/client';
import { ValidationError } from '../../../http/envelope';
import { carFromDeliveredOrder } from '../../../services/garage/cars';
import { reachCar } from '../../../services/garage/campaigns';
import { orderAccessoryLines } from '../../../services/accessories';
import { ACCESSORY_BILLING_LABELS, accessoryTotals } from '../../../../domain/accessories';
import { orderPaymentStatus, orderPurchase, type OrderPaymentKind } from '../../../../domain/order-money';
import { leasingTermsText } from '../../../../domain/order-credit';
import { heldChassis, orderReservation, releaseOrderUnit, secureOrderUnit } from '../../../services/stock';
import { checkOrderMove, paymentsOf, recordBookingFee } from '../../../services/orders/order-money';
import { field, type KindSource } from './source';

export const ORDER_CANCELLED = 'Order ini sudah dibatalkan; pembayarannya tidak dapat diverifikasi';

const paymentLabel = (type: string) => (type === 'kredit' ? 'Kredit' : 'Tunai');

/** The order's stock unit for the staff record: the full chassis number, or inden / lapsed. */
async function stockFields(db: Db, orderId: number) {
  const reservation = await orderReservation(db, orderId);
  if (!reservation) return [];
  const chassis = reservation.state === 'held' || reservation.state === 'secured' ? await heldChassis(db, orderId) : null;
  const until = reservation.held_until ? ` (sampai ${new Date(reservation.held_until).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })})` : '';
  const inden = reservation.eta_weeks ? ` ± ${reservation.eta_weeks} minggu` : '';
  return [field('Unit Stok', chassis ? `${chassis} · ${reservation.label}${until}` : `${reservation.label}${inden}`)];
}

/** The order's accessories for the staff record: each at its price when ordered, and the totals. */
async function accessoryFields(db: Db, orderId: number, paymentType: string) {
  const lines = await orderAccessoryLines(db, orderId);
  if (!lines.length) return [];
  const totals = accessoryTotals(lines, paymentType === 'kredit' ? 'kredit' : 'cash');
  return [
    field('Aksesori', lines.map((a) => `${a.name} (${formatRupiah(a.price)}, ${ACCESSORY_BILLING_LABELS[a.billing]})`).join('; ')),
    field('Total Aksesori', `${formatRupiah(totals.total)}${totals.dp ? ` · masuk uang muka ${formatRupiah(totals.dp)}` : ''}${totals.cash ? ` · tunai ${formatRupiah(totals.cash)}` : ''}`),
  ];
}

/** Credit: what the buyer pays before delivery by the one rule (domain/purchase.ts): down payment + accessories. */
async function purchaseFields(db: Db, row: typeof orders.$inferSelect) {
  if (row.paymentType !== 'kredit') return [];
  const lines = await orderAccessoryLines(db, row.id);
  if (!lines.length) return [];
  const p = orderPurchase({ paymentType: 'kredit', priceOtr: row.priceOtr, otrAtOrder: row.otrAtOrder, discount: row.discount, uangMuka: row.uangMuka, accessories: accessoryTotals(lines, 'kredit') });
  return [field('Uang Muka + Aksesori', formatRupiah(p.first_payment + p.paid_apart))];
}

export const orderSource: KindSource = {
  kind: 'order', table: orders, statusColumn: 'stage', hasUpdatedAt: true,
  from: fromWithCar(orders),
  cols: {
    id: orders.id, bookingId: orders.bookingId, createdAt: orders.createdAt, status: orders.stage, version: orders.version,
    assigned: orders.assignedStaffId, memberId: orders.memberId, name: orders.name, phone: orders.phone, email: orders.email,
    branchId: orders.branchId, branchName: branches.name,
    summary: sql`json_build_object('car', ${carName}, 'type', ${orders.paymentType}, 'paid', ${paymentKindsOf(orders.id)})`,
  },
  summary: (p) => `${p.car} · ${paymentLabel(String(p.type))} · ${statusOfKinds(p.paid as OrderPaymentKind[])}`,
  async fields(db, id) {
    const [found] = await ordersWithCar(db, eq(orders.id, id));
    if (!found) return null;
    const { row } = found;
    const credit = row.paymentType === 'kredit';
    const price = orderPrice(row.otrAtOrder, row.priceOtr);
    return [
      field('Nama', row.name), field('Email', row.email), field('Telepon', row.phone), field('Alamat', row.address),
      field('Mobil', found.car), field('Warna', found.color), field('Cabang', found.branch),
      field('Pembayaran', paymentLabel(row.paymentType)), field('Harga OTR', formatRupiah(price.otr)),
      ...(price.discounted ? [field('Harga Diskon', formatRupiah(price.price))] : []),
      field('Kode Voucher', found.voucher), field('Potongan', formatRupiah(row.discount)), field('Total', formatRupiah(row.grandTotal)),
      ...(await purchaseFields(db, row)),
      ...(credit ? [
        field('Uang Muka', formatRupiah(row.uangMuka)), field('Tenor', `${row.tenor} bulan`),
        // The partner the instalment was computed with (issue 34); orders from before name none.
        ...(row.leasing ? [field('Mitra Leasing', row.leasing.partner_name), field('Ketentuan Leasing', leasingTermsText(row.leasing)), field('TDP', formatRupiah(row.leasing.tdp))] : []),
        field('Angsuran', formatRupiah(row.angsuran)), field('Angsuran Promo', row.angsuranPromo ? formatRupiah(row.angsuranPromo) : ''),
      ] : []),
      field('Booking Fee', formatRupiah(row.bookingFee)), field('Status Pembayaran', found.status),
      ...(await stockFields(db, row.id)),
      ...(await accessoryFields(db, row.id, row.paymentType)),
    ];
  },
  async files(db, id) {
    const [row] = await db.select({ ktp: orders.ktpUploadId }).from(orders).where(eq(orders.id, id));
    return row?.ktp ? [{ id: row.ktp, kind: 'ktp' }] : [];
  },
  async related(db, id) {
    const rows = await db.select({ id: paymentConfirmations.id, status: paymentConfirmations.status, bookingId: orders.bookingId })
      .from(paymentConfirmations).innerJoin(orders, eq(orders.id, paymentConfirmations.orderId))
      .where(eq(paymentConfirmations.orderId, id)).orderBy(asc(paymentConfirmations.id));
    return rows.map((r) => ({ kind: 'payment' as const, id: r.id, booking_id: r.bookingId, status_label: statusLabel('payment', r.status) }));
  },
  async onMove(tx, move) {
    // SPK, the way the rest is paid and the delivery are recorded before the moves that need them.
    await checkOrderMove(tx, move.id, move.from, move.to);
    // The finance desk may take a booking fee at the counter: recorded, it makes the order Paid for the member too.
    if (move.to === 'paid') {
      const [order] = await tx.select().from(orders).where(eq(orders.id, move.id));
      await recordBookingFee(tx, order, { staffId: move.staff.id });
      // Paid: the held unit is kept for good (docs/stock.md).
      await secureOrderUnit(tx, order);
    }
    // Cancelled: the held unit goes back to stock.
    if (move.to === 'cancelled') await releaseOrderUnit(tx, move.id);
    // A delivered car joins its owner's garage by itself (issue 33), once per order.
    if (move.to === 'delivered') {
      const carId = await carFromDeliveredOrder(tx, move.id);
      if (carId) {
        await reachCar(tx, carId);
        return { garage_car_id: carId };
      }
    }
  },
};

export const paymentSource: KindSource = {
  kind: 'payment', table: paymentConfirmations, statusColumn: 'status', hasUpdatedAt: false,
  from: sql`from ${paymentConfirmations} join ${orders} on ${orders.id} = ${paymentConfirmations.orderId} join ${branches} on ${branches.id} = ${orders.branchId}`,
  cols: {
    id: paymentConfirmations.id, bookingId: orders.bookingId, createdAt: paymentConfirmations.createdAt, status: paymentConfirmations.status,
    version: paymentConfirmations.version, assigned: paymentConfirmations.assignedStaffId, memberId: paymentConfirmations.memberId,
    name: orders.name, phone: orders.phone, email: orders.email, branchId: orders.branchId, branchName: branches.name,
    summary: sql`json_build_object('nominal', ${paymentConfirmations.nominal}, 'bank', ${paymentConfirmations.bankAnda}, 'to', ${paymentConfirmations.bankTujuan}, 'day', ${paymentConfirmations.tanggal})`,
  },
  summary: (p) => `${formatRupiah(Number(p.nominal))} · ${p.bank} → ${p.to} · ${formatDateId(String(p.day))}`,
  async fields(db, id) {
    const [found] = await db.select({ row: paymentConfirmations, order: orders }).from(paymentConfirmations)
      .innerJoin(orders, eq(orders.id, paymentConfirmations.orderId)).where(eq(paymentConfirmations.id, id));
    if (!found) return null;
    const { row, order } = found;
    return [
      field('Order', order.bookingId), field('Nama', order.name), field('Email', order.email), field('Telepon', order.phone),
      field('Bank Anda', row.bankAnda), field('Nama Rekening', row.namaRekeningAnda), field('Nomor Rekening', row.nomorRekeningAnda),
      field('Bank Tujuan', row.bankTujuan), field('Metode Transfer', row.methodeTransfer), field('Nominal', formatRupiah(row.nominal)),
      field('Tanggal Transfer', formatDateId(row.tanggal)), field('Booking Fee Order', formatRupiah(order.bookingFee)),
      field('Status Order', orderPaymentStatus(await paymentsOf(db, order.id))),
    ];
  },
  async files(db, id) {
    const [row] = await db.select({ proof: paymentConfirmations.proofUploadId }).from(paymentConfirmations).where(eq(paymentConfirmations.id, id));
    // No proof once the member deleted the account: the confirmation stays, its image is destroyed.
    return row?.proof ? [{ id: row.proof, kind: 'payment' }] : [];
  },
  async related(db, id) {
    const [row] = await db.select({ id: orders.id, bookingId: orders.bookingId, stage: orders.stage }).from(paymentConfirmations)
      .innerJoin(orders, eq(orders.id, paymentConfirmations.orderId)).where(eq(paymentConfirmations.id, id));
    return row ? [{ kind: 'order', id: row.id, booking_id: row.bookingId, status_label: statusLabel('order', row.stage) }] : [];
  },
  async onMove(tx, move) {
    if (move.to !== 'verified') return;
    const [{ orderId }] = await tx.select({ orderId: paymentConfirmations.orderId }).from(paymentConfirmations).where(eq(paymentConfirmations.id, move.id));
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order.stage === 'cancelled') throw new ValidationError({ to: [ORDER_CANCELLED] });
    const stage = order.stage === 'booked' ? 'paid' : order.stage;
    await tx.update(orders).set({ stage, version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await secureOrderUnit(tx, order);
    await recordBookingFee(tx, order, { staffId: move.staff.id, confirmationId: move.id });
    if (stage !== order.stage) {
      await tx.insert(recordTimeline).values({
        kind: 'order', recordId: orderId, staffId: move.staff.id, fromStatus: order.stage, toStatus: stage, note: `Konfirmasi pembayaran #${move.id} diverifikasi`,
      });
    }
    return { order_id: orderId, order_stage: stage };
  },
};

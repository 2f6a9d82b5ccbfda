/** The member's orders: detail record and the list for payment confirmation. */
import { and, desc, eq } from 'drizzle-orm';
import type { MemberOrderRef, OrderDetail } from '../../../domain/api';
import { isoDay } from '../../../domain/money';
import { statusLabel } from '../../../domain/staff/workflows';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ordersWithCar, paymentKindsOf, statusOfKinds } from '../../services/submissions/read-model';
import type { Member } from '../../services/sessions';
import { orderReservation } from '../../services/stock';
import { orderAccessoryLines } from '../../services/accessories';
import { accessoryTotals } from '../../../domain/accessories';
import type { PaymentType } from '../../../domain/constants';

async function accessoriesOf(db: Db, orderId: number, paymentType: PaymentType) {
  const lines = await orderAccessoryLines(db, orderId);
  return { accessories: lines, accessories_total: accessoryTotals(lines, paymentType) };
}
import { moneyOfOrder } from '../../services/orders/order-money';
import { orderMemberTimeline } from '../../services/staff/timeline';
import { visibleTo, type Viewer } from '../../services/visibility';
import { customerOf } from './detail-repository';

export async function orderDetail(db: Db, viewer: Viewer, member: Member, id: number): Promise<OrderDetail | null> {
  const [found] = await ordersWithCar(db, and(eq(orders.id, id), visibleTo(orders, viewer)));
  if (!found) return null;
  const { row } = found;
  // An order keeps the name, e-mail, phone and address it was placed with; the rest is the member's.
  const customer = await customerOf(db, {
    name: row.name, email: row.email, phone: row.phone, address: row.address,
    gender: member.gender, birth: member.birth, provinceCode: member.provinceCode, cityCode: member.cityCode,
  });
  return {
    id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), status: found.status, via_guest: row.viaGuest, ...customer,
    car_model: found.model, car_color: found.color, car_type: found.type, price_otr: row.priceOtr, harga_otr: row.otrAtOrder, branch_name: found.branch,
    payment_type: row.paymentType, uang_muka: row.uangMuka, tenor: row.tenor, angsuran: row.angsuran,
    kode_voucher: found.voucher, discount: row.discount, angsuran_promo: row.angsuranPromo, leasing: row.leasing ?? null,
    subtotal: row.grandTotal, booking_fee: row.bookingFee,
    stage_label: statusLabel('order', row.stage), timeline: await orderMemberTimeline(db, row.id, row.createdAt),
    reservation: await orderReservation(db, row.id),
    ...(await accessoriesOf(db, row.id, row.paymentType as PaymentType)),
    money: await moneyOfOrder(db, row),
  };
}

export async function orderRefs(db: Db, viewer: Viewer): Promise<MemberOrderRef[]> {
  const rows = await db.select({ id: orders.id, bookingId: orders.bookingId, bookingFee: orders.bookingFee, paid: paymentKindsOf(orders.id) })
    .from(orders).where(visibleTo(orders, viewer)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({ order_id: r.bookingId, id: r.id, booking_fee: r.bookingFee, status: statusOfKinds(r.paid) }));
}

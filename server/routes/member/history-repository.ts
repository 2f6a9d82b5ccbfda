/**
 * The member's histories, newest first; every query is scoped to what the session may see
 * (services/visibility). Statuses are the back office's Indonesian labels, except an order's (Paid/Unpaid).
 */
import { desc } from 'drizzle-orm';
import type { OrderHistoryRow, ServiceHistoryRow, TestDriveHistoryRow, TradeInHistoryRow } from '../../../domain/api';
import { SERVICE_TYPES } from '../../../domain/constants';
import { isoDay } from '../../../domain/money';
import { statusLabel } from '../../../domain/staff/workflows';
import type { Db } from '../../db/client';
import { orders, serviceBookings, testDrives, tradeIns } from '../../db/schema';
import { ordersWithCar, submissionsWithCar } from '../../services/submissions/read-model';
import { visibleTo, type Viewer } from '../../services/visibility';

/** 'General Service' for 'general-service'; unknown values as stored. */
export const serviceLabel = (value: string) => SERVICE_TYPES.find((s) => s.value === value)?.label ?? value;

export async function serviceHistory(db: Db, viewer: Viewer): Promise<ServiceHistoryRow[]> {
  const rows = await submissionsWithCar(db, serviceBookings, visibleTo(serviceBookings, viewer), desc(serviceBookings.createdAt), desc(serviceBookings.id));
  return rows.map(({ row, branch, car }) => ({
    id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), branch_name: branch,
    car_model_type: car, jenis_service: serviceLabel(row.serviceType), status: statusLabel('bookingservice', row.status), via_guest: row.viaGuest,
  }));
}

export async function testDriveHistory(db: Db, viewer: Viewer): Promise<TestDriveHistoryRow[]> {
  const rows = await submissionsWithCar(db, testDrives, visibleTo(testDrives, viewer), desc(testDrives.createdAt), desc(testDrives.id));
  return rows.map(({ row, branch, car }) => ({
    id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), branch_name: branch,
    car_type: car, status: statusLabel('testdrive', row.status), via_guest: row.viaGuest,
    testdrive_date: row.appointmentDate, testdrive_time: row.appointmentTime,
  }));
}

/** 'Honda Jazz 2015 RS CVT': brand, model, year and type of the old car. */
export const oldCarName = (row: { oldBrand: string; oldModel: string; oldYear: number; oldType: string }) =>
  `${row.oldBrand} ${row.oldModel} ${row.oldYear} ${row.oldType}`;

export async function tradeInHistory(db: Db, viewer: Viewer): Promise<TradeInHistoryRow[]> {
  const rows = await submissionsWithCar(db, tradeIns, visibleTo(tradeIns, viewer), desc(tradeIns.createdAt), desc(tradeIns.id));
  return rows.map(({ row, branch, car }) => ({
    id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), branch_name: branch,
    mobil_anda: oldCarName(row), mobil_impian: car, status: statusLabel('tradein', row.status), via_guest: row.viaGuest,
  }));
}

export async function orderHistory(db: Db, viewer: Viewer): Promise<OrderHistoryRow[]> {
  const rows = await ordersWithCar(db, visibleTo(orders, viewer), desc(orders.createdAt), desc(orders.id));
  return rows.map(({ row, model, category, status }) => ({
    id: row.id, booking_id: row.bookingId, car_model: model, car_category: category,
    booking_date: isoDay(row.createdAt), booking_fee: row.bookingFee, status, via_guest: row.viaGuest,
  }));
}

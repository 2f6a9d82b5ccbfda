/**
 * The member's histories, newest first; every query is scoped to what the session may see
 * (services/visibility). Statuses are the back office's Indonesian labels, except an order's (Paid/Unpaid).
 */
import { desc, eq } from 'drizzle-orm';
import type { OrderHistoryRow, ServiceHistoryRow, TestDriveHistoryRow, TradeInHistoryRow } from '../../../domain/api';
import { SERVICE_TYPES } from '../../../domain/constants';
import { isoDay } from '../../../domain/money';
import { statusLabel } from '../../../domain/staff/workflows';
import type { Db } from '../../db/client';
import { branches, carCategories, carModels, carTypes, orders, serviceBookings, testDrives, tradeIns } from '../../db/schema';
import { visibleTo, type Viewer } from '../../services/visibility';

/** 'General Service' for 'general-service'; unknown values as stored. */
export const serviceLabel = (value: string) => SERVICE_TYPES.find((s) => s.value === value)?.label ?? value;

const carName = (model: string, type: string) => `${model} ${type}`;

export async function serviceHistory(db: Db, viewer: Viewer): Promise<ServiceHistoryRow[]> {
  const rows = await db.select({ row: serviceBookings, branch: branches.name, model: carModels.name, type: carTypes.name })
    .from(serviceBookings)
    .innerJoin(branches, eq(branches.id, serviceBookings.branchId))
    .innerJoin(carTypes, eq(carTypes.id, serviceBookings.carTypeId))
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(visibleTo(serviceBookings, viewer))
    .orderBy(desc(serviceBookings.createdAt), desc(serviceBookings.id));
  return rows.map(({ row, branch, model, type }) => ({
    id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), branch_name: branch,
    car_model_type: carName(model, type), jenis_service: serviceLabel(row.serviceType), status: statusLabel('bookingservice', row.status), via_guest: row.viaGuest,
  }));
}

export async function testDriveHistory(db: Db, viewer: Viewer): Promise<TestDriveHistoryRow[]> {
  const rows = await db.select({ row: testDrives, branch: branches.name, model: carModels.name, type: carTypes.name })
    .from(testDrives)
    .innerJoin(branches, eq(branches.id, testDrives.branchId))
    .innerJoin(carTypes, eq(carTypes.id, testDrives.carTypeId))
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(visibleTo(testDrives, viewer))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id));
  return rows.map(({ row, branch, model, type }) => ({
    id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), branch_name: branch,
    car_type: carName(model, type), status: statusLabel('testdrive', row.status), via_guest: row.viaGuest,
    testdrive_date: row.appointmentDate, testdrive_time: row.appointmentTime,
  }));
}

/** 'Honda Jazz 2015 RS CVT': brand, model, year and type of the old car. */
export const oldCarName = (row: { oldBrand: string; oldModel: string; oldYear: number; oldType: string }) =>
  `${row.oldBrand} ${row.oldModel} ${row.oldYear} ${row.oldType}`;

export async function tradeInHistory(db: Db, viewer: Viewer): Promise<TradeInHistoryRow[]> {
  const rows = await db.select({ row: tradeIns, branch: branches.name, model: carModels.name, type: carTypes.name })
    .from(tradeIns)
    .innerJoin(branches, eq(branches.id, tradeIns.branchId))
    .innerJoin(carTypes, eq(carTypes.id, tradeIns.carTypeId))
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(visibleTo(tradeIns, viewer))
    .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id));
  return rows.map(({ row, branch, model, type }) => ({
    id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), branch_name: branch,
    mobil_anda: oldCarName(row), mobil_impian: carName(model, type), status: statusLabel('tradein', row.status), via_guest: row.viaGuest,
  }));
}

export async function orderHistory(db: Db, viewer: Viewer): Promise<OrderHistoryRow[]> {
  const rows = await db.select({ row: orders, model: carModels.name, category: carCategories.name })
    .from(orders)
    .innerJoin(carTypes, eq(carTypes.id, orders.carTypeId))
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .innerJoin(carCategories, eq(carCategories.id, carModels.categoryId))
    .where(visibleTo(orders, viewer))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(({ row, model, category }) => ({
    id: row.id, booking_id: row.bookingId, car_model: model, car_category: category,
    booking_date: isoDay(row.createdAt), booking_fee: row.bookingFee, status: row.status, via_guest: row.viaGuest,
  }));
}

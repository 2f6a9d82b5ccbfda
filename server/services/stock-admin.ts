/**
 * Staff work on stock (docs/stock.md): the list per branch, adding and editing a unit, the CSV
 * import (every row checked; any bad row and nothing is written) and export. Branch-scoped roles
 * see and write only their branches' units.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BRANCH_SCOPED_ROLES, type StaffRole } from '../../domain/staff/roles';
import {
  csvLineKey, STOCK_CSV_HEADER, STOCK_MESSAGES, STOCK_PAGE_SIZE, STOCK_STATUS_LABELS, STOCK_STATUSES,
  type StaffStockPage, type StaffStockUnit, type StockCsvRow, type StockImportResult, type StockOptions, type StockStatus,
} from '../../domain/stock';
import type { Db } from '../db/client';
import { branches, carColors, carModels, carTypes, orders, stockUnits } from '../db/schema';
import { ValidationError } from '../http/envelope';

export interface StockScope { role: StaffRole; branchIds: number[] }

/** The branch ids a staff member may work on; null for every branch. */
export const scopeBranches = (s: StockScope): number[] | null => (BRANCH_SCOPED_ROLES.includes(s.role) ? s.branchIds : null);

const inScope = (s: StockScope): SQL | undefined => {
  const ids = scopeBranches(s);
  return ids ? (ids.length ? inArray(stockUnits.branchId, ids) : sql`false`) : undefined;
};

const carName = sql<string>`${carModels.name} || ' ' || ${carTypes.name}`;

function toUnit(r: { unit: typeof stockUnits.$inferSelect; car: string; colour: string; branch: string; booking: string | null }): StaffStockUnit {
  const u = r.unit;
  return {
    id: u.id, chassis_number: u.chassisNumber, car_type_id: u.carTypeId, car_name: r.car, color_id: u.colorId, color_name: r.colour,
    branch_id: u.branchId, branch_name: r.branch, status: u.status as StockStatus, status_label: STOCK_STATUS_LABELS[u.status as StockStatus] ?? u.status,
    expected_date: u.expectedDate, order_booking_id: r.booking, held_until: u.heldUntil?.toISOString() ?? null, version: u.version,
  };
}

function unitQuery(db: Db) {
  return db.select({ unit: stockUnits, car: carName, colour: carColors.name, branch: branches.name, booking: orders.bookingId })
    .from(stockUnits)
    .innerJoin(carTypes, eq(carTypes.id, stockUnits.carTypeId))
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .innerJoin(carColors, eq(carColors.id, stockUnits.colorId))
    .innerJoin(branches, eq(branches.id, stockUnits.branchId))
    .leftJoin(orders, eq(orders.id, stockUnits.heldOrderId));
}

export interface StockFilter { branch_id?: number | null; status?: string | null; q?: string | null; page?: number }

/** One page of the units in scope, filtered; counts per status over the same filter without the status. */
export async function listStock(db: Db, scope: StockScope, f: StockFilter): Promise<StaffStockPage> {
  const base = [inScope(scope), f.branch_id ? eq(stockUnits.branchId, f.branch_id) : undefined,
    f.q ? sql`(${stockUnits.chassisNumber} ilike ${`%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`} or ${carName} ilike ${`%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`})` : undefined];
  const where = and(...base, f.status ? eq(stockUnits.status, f.status) : undefined);
  const page = Math.max(1, f.page ?? 1);
  const rows = await unitQuery(db).where(where).orderBy(asc(branches.sort), asc(branches.id), asc(carName), asc(stockUnits.chassisNumber))
    .limit(STOCK_PAGE_SIZE).offset((page - 1) * STOCK_PAGE_SIZE);
  const byStatus = await db.select({ status: stockUnits.status, n: count() }).from(stockUnits)
    .innerJoin(carTypes, eq(carTypes.id, stockUnits.carTypeId)).innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(and(...base)).groupBy(stockUnits.status);
  const counts = Object.fromEntries(STOCK_STATUSES.map((s) => [s, 0])) as Record<StockStatus, number>;
  for (const r of byStatus) if (r.status in counts) counts[r.status as StockStatus] = Number(r.n);
  const total = f.status ? counts[f.status as StockStatus] ?? 0 : Object.values(counts).reduce((a, b) => a + b, 0);
  return { items: rows.map(toUnit), meta: { total, page, per_page: STOCK_PAGE_SIZE, counts } };
}

/** One unit in scope, or null. */
export async function stockUnit(db: Db, scope: StockScope, id: number): Promise<StaffStockUnit | null> {
  const [row] = await unitQuery(db).where(and(eq(stockUnits.id, id), inScope(scope)));
  return row ? toUnit(row) : null;
}

export async function stockOptions(db: Db, scope: StockScope): Promise<StockOptions> {
  const types = await db.select({ id: carTypes.id, modelId: carTypes.modelId, name: carName }).from(carTypes)
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId)).orderBy(asc(carModels.name), asc(carTypes.sort), asc(carTypes.id));
  const colours = await db.select({ id: carColors.id, modelId: carColors.modelId, name: carColors.name }).from(carColors).orderBy(asc(carColors.sort), asc(carColors.id));
  const ids = scopeBranches(scope);
  const branchRows = await db.select({ id: branches.id, name: branches.name }).from(branches)
    .where(ids ? (ids.length ? inArray(branches.id, ids) : sql`false`) : undefined).orderBy(asc(branches.sort), asc(branches.id));
  return {
    types: types.map((t) => ({ id: t.id, name: t.name, colours: colours.filter((c) => c.modelId === t.modelId).map((c) => ({ id: c.id, name: c.name })) })),
    branches: branchRows,
  };
}

/** References of rows checked against the tables: type, colour of its model, branch in scope. Messages per row index. */
async function referenceErrors(db: Db, scope: StockScope, rows: Array<Pick<StockCsvRow, 'car_type_id' | 'color_id' | 'branch_id'>>): Promise<Map<number, Record<string, string>>> {
  const typeIds = [...new Set(rows.map((r) => r.car_type_id))];
  const colourIds = [...new Set(rows.map((r) => r.color_id))];
  const typeModel = new Map((typeIds.length ? await db.select({ id: carTypes.id, modelId: carTypes.modelId }).from(carTypes).where(inArray(carTypes.id, typeIds)) : []).map((t) => [t.id, t.modelId]));
  const colourModel = new Map((colourIds.length ? await db.select({ id: carColors.id, modelId: carColors.modelId }).from(carColors).where(inArray(carColors.id, colourIds)) : []).map((c) => [c.id, c.modelId]));
  const branchIds = new Set((await db.select({ id: branches.id }).from(branches)).map((b) => b.id));
  const allowed = scopeBranches(scope);
  const errors = new Map<number, Record<string, string>>();
  rows.forEach((r, i) => {
    const e: Record<string, string> = {};
    const model = typeModel.get(r.car_type_id);
    if (model === undefined) e.car_type_id = STOCK_MESSAGES.type;
    else if (colourModel.get(r.color_id) !== model) e.color_id = colourModel.has(r.color_id) ? STOCK_MESSAGES.colourOfType : STOCK_MESSAGES.colour;
    if (!branchIds.has(r.branch_id)) e.branch_id = STOCK_MESSAGES.branch;
    else if (allowed && !allowed.includes(r.branch_id)) e.branch_id = STOCK_MESSAGES.branchScope;
    if (Object.keys(e).length) errors.set(i, e);
  });
  return errors;
}

export interface UnitInput { chassis_number: string; car_type_id: number; color_id: number; branch_id: number; status: string; expected_date: string | null }

const unitValues = (u: UnitInput) => ({
  chassisNumber: u.chassis_number, carTypeId: u.car_type_id, colorId: u.color_id, branchId: u.branch_id, status: u.status,
  expectedDate: u.status === 'on_the_way' ? u.expected_date : null,
});

/** Adds a unit (422 on references, a chassis number already there). */
export async function createUnit(tx: Db, scope: StockScope, u: UnitInput): Promise<number> {
  const refs = (await referenceErrors(tx, scope, [u])).get(0);
  if (refs) throw new ValidationError(Object.fromEntries(Object.entries(refs).map(([k, m]) => [k, [m]])));
  const [row] = await tx.insert(stockUnits).values(unitValues(u)).onConflictDoNothing({ target: stockUnits.chassisNumber }).returning({ id: stockUnits.id });
  if (!row) throw new ValidationError({ chassis_number: [STOCK_MESSAGES.chassisTaken] });
  return row.id;
}

/**
 * Edits a unit in scope at `version` (null: not found; 'stale': someone changed it). A unit an
 * order holds keeps its status (422): the order releases it.
 */
export async function updateUnit(tx: Db, scope: StockScope, id: number, version: number, u: UnitInput): Promise<'ok' | 'stale' | null> {
  const [before] = await tx.select().from(stockUnits).where(and(eq(stockUnits.id, id), inScope(scope))).for('update');
  if (!before) return null;
  if (before.version !== version) return 'stale';
  if (before.status === 'reserved') throw new ValidationError({ status: [STOCK_MESSAGES.held] });
  const refs = (await referenceErrors(tx, scope, [u])).get(0);
  if (refs) throw new ValidationError(Object.fromEntries(Object.entries(refs).map(([k, m]) => [k, [m]])));
  const [taken] = await tx.select({ id: stockUnits.id }).from(stockUnits).where(and(eq(stockUnits.chassisNumber, u.chassis_number), sql`${stockUnits.id} <> ${id}`));
  if (taken) throw new ValidationError({ chassis_number: [STOCK_MESSAGES.chassisTaken] });
  await tx.update(stockUnits).set({ ...unitValues(u), version: sql`${stockUnits.version} + 1`, updatedAt: new Date() }).where(eq(stockUnits.id, id));
  return 'ok';
}

/**
 * The import, all or nothing: `rows` (already checked line by line) are checked against the tables
 * (type, colour, branch in scope, a chassis number of another branch's unit or one an order holds);
 * any error is a 422 naming every bad line; otherwise every row is added or updated (by chassis
 * number) in the caller's transaction.
 */
export async function importRows(tx: Db, scope: StockScope, rows: StockCsvRow[], lineErrors: Array<{ line: number; messages: string[] }>): Promise<StockImportResult> {
  const errors: Record<string, string[]> = {};
  for (const e of lineErrors) errors[csvLineKey(e.line)] = e.messages;
  const refs = await referenceErrors(tx, scope, rows);
  rows.forEach((r, i) => { const e = refs.get(i); if (e) errors[csvLineKey(r.line)] = Object.values(e); });
  const chassis = rows.map((r) => r.chassis_number);
  // Locked: an order placed meanwhile cannot take a unit this import is about to change.
  const existing = chassis.length ? await tx.select().from(stockUnits).where(inArray(stockUnits.chassisNumber, chassis)).for('update') : [];
  const byChassis = new Map(existing.map((u) => [u.chassisNumber, u]));
  const allowed = scopeBranches(scope);
  for (const r of rows) {
    const found = byChassis.get(r.chassis_number);
    if (!found) continue;
    const key = csvLineKey(r.line);
    if (found.status === 'reserved') errors[key] = [...(errors[key] ?? []), STOCK_MESSAGES.held];
    else if (allowed && !allowed.includes(found.branchId)) errors[key] = [...(errors[key] ?? []), STOCK_MESSAGES.chassisTaken];
  }
  if (Object.keys(errors).length) throw new ValidationError(sortedByLine(errors));
  let created = 0;
  let updated = 0;
  for (const r of rows) {
    const found = byChassis.get(r.chassis_number);
    if (found) {
      await tx.update(stockUnits).set({ ...unitValues(r), version: sql`${stockUnits.version} + 1`, updatedAt: new Date() }).where(eq(stockUnits.id, found.id));
      updated += 1;
    } else {
      await tx.insert(stockUnits).values(unitValues(r));
      created += 1;
    }
  }
  return { created, updated };
}

const sortedByLine = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).sort(([a], [b]) => Number(a.split('_')[1]) - Number(b.split('_')[1])));

/** Every unit in scope as CSV rows, in the import's columns (so an export edited in a spreadsheet imports back). */
export async function exportRows(db: Db, scope: StockScope): Promise<string[][]> {
  const rows = await db.select().from(stockUnits).where(inScope(scope)).orderBy(asc(stockUnits.branchId), asc(stockUnits.chassisNumber));
  return rows.map((u) => [u.chassisNumber, String(u.carTypeId), String(u.colorId), String(u.branchId), u.status, u.expectedDate ?? '']);
}

export const STOCK_EXPORT_HEADER = [...STOCK_CSV_HEADER];

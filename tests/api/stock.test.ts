/**
 * Stock per branch (issue 34.4, docs/stock.md): GET /api/stock figures against the units table,
 * the staff list by role and branch, editing a unit, and the CSV import (bad rows reported by line
 * in Indonesian, nothing written when any row is bad; good files add and update by chassis number).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { branches, carColors, carTypes, stockUnits } from '../../server/db/schema';
import { STOCK_MESSAGES, weeksUntil, DEFAULT_INDEN_WEEKS } from '../../domain/stock';
import { createTestApp, type TestApp } from './helpers';
import { auth, staffToken } from './staff-fixtures';

let t: TestApp;
let admin: string;
let sales: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t, 'admin');
  sales = await staffToken(t, 'sales', '10.9.0.2');
});
afterAll(() => t.close());

/** A type and two colours of its model, none of which has a unit yet (the test adds its own). */
async function freshCar() {
  const [type] = await db().select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
  const colours = await db().select().from(carColors).where(eq(carColors.modelId, type.modelId)).orderBy(asc(carColors.id));
  await db().delete(stockUnits).where(eq(stockUnits.carTypeId, type.id));
  t.app.readCache.clearLocal(); // written behind the API's back
  return { type, colour: colours[0], other: colours[1] };
}

let serial = 0;
const vin = () => `MHFTS${String(++serial).padStart(12, '0')}`;

describe('GET /api/stock', () => {
  it('counts the available units per branch, with the weeks until the first on the way where none is', async () => {
    const { type, colour, other } = await freshCar();
    const [b1, b2, b3] = await db().select().from(branches).orderBy(asc(branches.sort), asc(branches.id)).limit(3);
    const inTwoWeeks = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const inFiveWeeks = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
    await db().insert(stockUnits).values([
      { chassisNumber: vin(), carTypeId: type.id, colorId: colour.id, branchId: b1.id, status: 'available' },
      { chassisNumber: vin(), carTypeId: type.id, colorId: colour.id, branchId: b1.id, status: 'available' },
      { chassisNumber: vin(), carTypeId: type.id, colorId: colour.id, branchId: b1.id, status: 'sold' },
      { chassisNumber: vin(), carTypeId: type.id, colorId: colour.id, branchId: b2.id, status: 'on_the_way', expectedDate: inFiveWeeks },
      { chassisNumber: vin(), carTypeId: type.id, colorId: colour.id, branchId: b2.id, status: 'on_the_way', expectedDate: inTwoWeeks },
      { chassisNumber: vin(), carTypeId: type.id, colorId: other.id, branchId: b3.id, status: 'available' },
    ]);
    const res = await t.get(`/api/stock?car_type_id=${type.id}&color_id=${colour.id}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<{ branch_id: number; branch_name: string; available: number; eta_weeks: number | null }>;
    expect(rows).toHaveLength((await db().select().from(branches)).length);
    expect(rows.find((r) => r.branch_id === b1.id)).toEqual({ branch_id: b1.id, branch_name: b1.name, available: 2, eta_weeks: null });
    expect(rows.find((r) => r.branch_id === b2.id)).toMatchObject({ available: 0, eta_weeks: weeksUntil(inTwoWeeks, new Date()) });
    expect(rows.find((r) => r.branch_id === b3.id)).toMatchObject({ available: 0, eta_weeks: DEFAULT_INDEN_WEEKS });
    // Without a colour: every colour of the type.
    const all = (await t.get(`/api/stock?car_type_id=${type.id}`)).json().data as typeof rows;
    expect(all.find((r) => r.branch_id === b3.id)!.available).toBe(1);
  });

  it('is refreshed after a staff edit (the cached read is emptied)', async () => {
    const { type, colour } = await freshCar();
    const url = `/api/stock?car_type_id=${type.id}&color_id=${colour.id}`;
    const before = (await t.get(url)).json().data as Array<{ branch_id: number; available: number }>;
    expect(before.every((r) => r.available === 0)).toBe(true);
    const branchId = before[0].branch_id;
    const res = await t.post('/api/staff/stock', { chassis_number: vin(), car_type_id: type.id, color_id: colour.id, branch_id: branchId, status: 'available' }, auth(admin));
    expect(res.statusCode).toBe(200);
    const after = (await t.get(url)).json().data as typeof before;
    expect(after.find((r) => r.branch_id === branchId)!.available).toBe(1);
  });

  it('422 in Indonesian for a missing or unknown type and a colour of another model', async () => {
    const none = await t.get('/api/stock');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.car_type_id).toEqual([STOCK_MESSAGES.type]);
    expect((await t.get('/api/stock?car_type_id=99999')).statusCode).toBe(422);
    expect((await t.get('/api/stock?car_type_id=abc')).statusCode).toBe(422);
    const [type] = await db().select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
    const [foreign] = await db().select().from(carColors).where(and(eq(carColors.id, carColors.id))).orderBy(asc(carColors.modelId)).then((cs) => cs.filter((c) => c.modelId !== type.modelId));
    const wrong = await t.get(`/api/stock?car_type_id=${type.id}&color_id=${foreign.id}`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.color_id).toEqual([STOCK_MESSAGES.colourOfType]);
  });
});

describe('staff stock screen API', () => {
  it('sales see only their branches; admin sees every branch; other roles 403, no token 401', async () => {
    const me = (await t.get('/api/staff/me', auth(sales))).json().data;
    const own = new Set((me.staff.branch_ids as number[]));
    const page = (await t.get('/api/staff/stock', auth(sales))).json().data;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((u: { branch_id: number }) => own.has(u.branch_id))).toBe(true);
    const all = (await t.get('/api/staff/stock', auth(admin))).json().data;
    expect(all.meta.total).toBeGreaterThan(page.meta.total);
    expect((await t.get('/api/staff/stock', auth(await staffToken(t, 'service', '10.9.0.3')))).statusCode).toBe(403);
    expect((await t.get('/api/staff/stock')).statusCode).toBe(401);
    // The seed gives every branch units of every status but 'reserved'.
    const seeded = await db().select({ branchId: stockUnits.branchId, status: stockUnits.status }).from(stockUnits);
    for (const b of await db().select().from(branches)) {
      const statuses = new Set(seeded.filter((u) => u.branchId === b.id).map((u) => u.status));
      expect([...statuses].sort()).toEqual(expect.arrayContaining(['available', 'on_the_way', 'sold']));
    }
  });

  it('filters by status and branch; a sales person cannot touch another branch (404) nor write into one (422)', async () => {
    const available = (await t.get('/api/staff/stock?status=available', auth(admin))).json().data;
    expect(available.items.every((u: { status: string }) => u.status === 'available')).toBe(true);
    expect(available.meta.total).toBe(available.meta.counts.available);
    const me = (await t.get('/api/staff/me', auth(sales))).json().data;
    const foreign = (await db().select().from(branches)).find((b) => !me.staff.branch_ids.includes(b.id))!;
    const [unit] = await db().select().from(stockUnits).where(and(eq(stockUnits.branchId, foreign.id), eq(stockUnits.status, 'available'))).limit(1);
    const body = { chassis_number: unit.chassisNumber, car_type_id: unit.carTypeId, color_id: unit.colorId, branch_id: unit.branchId, status: 'sold', version: unit.version };
    expect((await t.post(`/api/staff/stock/${unit.id}`, body, auth(sales))).statusCode).toBe(404);
    const created = await t.post('/api/staff/stock', { ...body, chassis_number: vin() }, auth(sales));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.branch_id).toEqual([STOCK_MESSAGES.branchScope]);
  });

  it('edits a unit at its version; a stale version is 409 with the current unit; on the way needs a date', async () => {
    const [unit] = await db().select().from(stockUnits).where(eq(stockUnits.status, 'available')).orderBy(asc(stockUnits.id)).limit(1);
    const body = { chassis_number: unit.chassisNumber, car_type_id: unit.carTypeId, color_id: unit.colorId, branch_id: unit.branchId, status: 'sold', version: unit.version };
    const res = await t.post(`/api/staff/stock/${unit.id}`, body, auth(admin));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'sold', status_label: 'Terjual', version: unit.version + 1 });
    const stale = await t.post(`/api/staff/stock/${unit.id}`, { ...body, status: 'available' }, auth(admin));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.status).toBe('sold');
    const noDate = await t.post(`/api/staff/stock/${unit.id}`, { ...body, status: 'on_the_way', version: unit.version + 1 }, auth(admin));
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.expected_date).toEqual([STOCK_MESSAGES.expected]);
    const badVin = await t.post('/api/staff/stock', { ...body, chassis_number: 'MHF-123' }, auth(admin));
    expect(badVin.json().errors.chassis_number).toEqual([STOCK_MESSAGES.chassis]);
    const taken = await t.post('/api/staff/stock', { ...body, status: 'available' }, auth(admin));
    expect(taken.json().errors.chassis_number).toEqual([STOCK_MESSAGES.chassisTaken]);
  });
});

describe('CSV import', () => {
  const header = 'no_rangka,tipe_id,warna_id,cabang_id,status,perkiraan_tiba';

  it('reports every bad row by its line number in Indonesian and writes nothing', async () => {
    const { type, colour } = await freshCar();
    const [branch] = await db().select().from(branches).orderBy(asc(branches.id)).limit(1);
    const [foreign] = (await db().select().from(carColors)).filter((c) => c.modelId !== type.modelId);
    const good = vin();
    const csv = [
      header,
      `${good},${type.id},${colour.id},${branch.id},available,`,
      `SALAH,${type.id},${colour.id},${branch.id},available,`,
      `${vin()},${type.id},${foreign.id},${branch.id},available,`,
      '',
      `${vin()},${type.id},${colour.id},${branch.id},on_the_way,`,
      `${good},${type.id},${colour.id},${branch.id},sold,`,
      `${vin()},99999,${colour.id},${branch.id},available,`,
      `${vin()},${type.id},${colour.id},${branch.id},reserved,`,
      `=HYPERLINK("x"),${type.id},${colour.id},${branch.id},available,`,
      `${vin()},${type.id},${colour.id}`,
    ].join('\r\n');
    const res = await t.post('/api/staff/stock/import', { csv }, auth(admin));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      baris_3: [STOCK_MESSAGES.chassis],
      baris_4: [STOCK_MESSAGES.colourOfType],
      baris_6: [STOCK_MESSAGES.expected],
      baris_7: [STOCK_MESSAGES.csvDuplicate(2)],
      baris_8: [STOCK_MESSAGES.type],
      baris_9: [STOCK_MESSAGES.status],
      baris_10: [STOCK_MESSAGES.chassis],
      baris_11: [STOCK_MESSAGES.csvColumns],
    });
    expect(await db().select().from(stockUnits).where(eq(stockUnits.carTypeId, type.id))).toHaveLength(0);
  });

  it('a wrong header is line 1; an empty file is refused', async () => {
    const res = await t.post('/api/staff/stock/import', { csv: 'chassis,type\r\nA,1' }, auth(admin));
    expect(res.json().errors).toEqual({ baris_1: [STOCK_MESSAGES.csvHeader] });
    expect((await t.post('/api/staff/stock/import', { csv: '' }, auth(admin))).json().errors).toEqual({ baris_1: [STOCK_MESSAGES.csvEmpty] });
  });

  it('imports a good file in one go (Excel ; separator and BOM too), adding and updating by chassis number', async () => {
    const { type, colour, other } = await freshCar();
    const [branch] = await db().select().from(branches).orderBy(asc(branches.id)).limit(1);
    const [a, b] = [vin(), vin()];
    const first = await t.post('/api/staff/stock/import', { csv: `\uFEFF${header.replaceAll(',', ';')}\n${a};${type.id};${colour.id};${branch.id};available;\n${b};${type.id};${other.id};${branch.id};on_the_way;2030-01-15\n` }, auth(admin));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ created: 2, updated: 0, dry_run: false });
    const second = await t.post('/api/staff/stock/import', { csv: `${header}\n${a.toLowerCase()},${type.id},${colour.id},${branch.id},sold,\n` }, auth(admin));
    expect(second.json().data).toEqual({ created: 0, updated: 1, dry_run: false });
    const rows = await db().select().from(stockUnits).where(inArray(stockUnits.chassisNumber, [a, b])).orderBy(asc(stockUnits.chassisNumber));
    expect(rows.map((r) => [r.chassisNumber, r.status, r.expectedDate])).toEqual([[a, 'sold', null], [b, 'on_the_way', '2030-01-15']].sort());
  });

  it('the export is CSV in the import columns, formula-safe', async () => {
    const res = await t.get('/api/staff/stock/export.csv', auth(sales));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [head, ...lines] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(head).toBe(header);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => !/^[=+\-@]/.test(l))).toBe(true);
  });
});

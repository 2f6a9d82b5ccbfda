/**
 * Reservation that expires (issue 34.5, docs/stock.md): an order holds one available unit at its
 * branch until the booking fee is due; with the clock moved past that, the unit counts as available
 * again at once and housekeeping releases it; a paid order keeps its unit for good; an order with
 * nothing in stock goes through as inden; a cancelled order gives its unit back. Many concurrent
 * orders for fewer units never hold one unit twice (two instances on one PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { BOOKING_FEE_PAY_HOURS } from '../../domain/constants';
import { buildApp } from '../../server/app';
import { DEMO_API_KEY, loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { orderReservations, orders, stockUnits } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed';
import { sweep } from '../../server/services/housekeeping';
import { orderReservation, releaseLapsedHolds } from '../../server/services/stock';
import { createTestApp, type TestApp } from './helpers';
import { cashBody, orderCar, type OrderCar } from './orders-fixtures';
import { auth, move, record, staffToken } from './staff-fixtures';
import { emptyDatabase } from './server-process';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';

const HOUR = 3_600_000;
let t: TestApp;
const db = () => t.database.db;

/** Leaves exactly `n` available units of the car at its branch (and nothing else of it there). */
async function stockOf(d: Db, car: OrderCar, n: number, tag: string): Promise<string[]> {
  await d.delete(orderReservations);
  await d.delete(stockUnits).where(and(eq(stockUnits.carTypeId, car.type.id), eq(stockUnits.colorId, car.colourId), eq(stockUnits.branchId, car.branchId)));
  const vins = Array.from({ length: n }, (_, i) => `MHF${tag.padEnd(6, 'X').slice(0, 6)}${String(i).padStart(8, '0')}`);
  if (n) await d.insert(stockUnits).values(vins.map((chassisNumber) => ({ chassisNumber, carTypeId: car.type.id, colorId: car.colourId, branchId: car.branchId, status: 'available' })));
  return vins;
}

const available = async (car: OrderCar) => {
  const res = await t.get(`/api/stock?car_type_id=${car.type.id}&color_id=${car.colourId}`);
  return (res.json().data as Array<{ branch_id: number; available: number; eta_weeks: number | null }>).find((r) => r.branch_id === car.branchId)!;
};

async function order(car: OrderCar, email: string) {
  const res = await t.post('/api/order', cashBody(car, { email }));
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; order_id: string; bayar_sebelum: string; reservation: { state: string; held_until: string | null; unit: string | null; eta_weeks: number | null; label: string }; login: { token: string } };
}

describe('an order holds a unit until its booking fee is due', () => {
  let car: OrderCar;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
    car = await orderCar(db());
  });
  afterAll(() => t.close());

  it('holds one available unit at the branch, shown to the member with its end time', async () => {
    const vins = await stockOf(db(), car, 2, 'HOLD');
    t.app.readCache.clearLocal();
    expect((await available(car)).available).toBe(2);
    const placed = await order(car, 'tahan.unit@example.com');
    expect(placed.reservation).toMatchObject({ state: 'held', held_until: placed.bayar_sebelum, unit: `•••${vins[0].slice(-6)}`, eta_weeks: null });
    expect(new Date(placed.bayar_sebelum).getTime()).toBeGreaterThan(Date.now() + (BOOKING_FEE_PAY_HOURS - 1) * HOUR);
    const [unit] = await db().select().from(stockUnits).where(eq(stockUnits.chassisNumber, vins[0]));
    expect(unit).toMatchObject({ status: 'reserved', heldOrderId: placed.id });
    expect((await available(car)).available).toBe(1);
    const detail = await t.get(`/api/detail/bookingorder?id=${placed.id}`, auth(placed.login.token));
    expect(detail.json().data.reservation).toEqual(placed.reservation);
  });

  it('with the clock moved past its time the unit counts as available at once; housekeeping releases it and the member sees it lapsed', async () => {
    const vins = await stockOf(db(), car, 1, 'LAPSE');
    const placed = await order(car, 'lewat.waktu@example.com');
    expect(placed.reservation.state).toBe('held');
    const later = new Date(new Date(placed.bayar_sebelum).getTime() + 60_000);
    // Just before its time nothing is released; at the moved clock it is.
    expect(await releaseLapsedHolds(db(), new Date(later.getTime() - 2 * 60_000))).toBe(0);
    expect((await orderReservation(db(), placed.id, later))!.state).toBe('lapsed');
    expect(await releaseLapsedHolds(db(), later)).toBe(1);
    expect(await releaseLapsedHolds(db(), later)).toBe(0);
    const [unit] = await db().select().from(stockUnits).where(eq(stockUnits.chassisNumber, vins[0]));
    expect(unit).toMatchObject({ status: 'available', heldOrderId: null, heldUntil: null });
    const detail = await t.get(`/api/detail/bookingorder?id=${placed.id}`, auth(placed.login.token));
    expect(detail.json().data.reservation).toMatchObject({ state: 'lapsed', held_until: null, unit: null });
  });

  it('a lapsed hold not yet swept is free for the next buyer (clock moved by the stored expiry), and the sweep releases it', async () => {
    await stockOf(db(), car, 1, 'TAKE');
    const first = await order(car, 'pertama@example.com');
    // The booking fee fell due a minute ago.
    const past = new Date(Date.now() - 60_000);
    await db().update(stockUnits).set({ heldUntil: past }).where(eq(stockUnits.heldOrderId, first.id));
    await db().update(orderReservations).set({ heldUntil: past }).where(eq(orderReservations.orderId, first.id));
    t.app.readCache.clearLocal();
    expect((await available(car)).available).toBe(1);
    const second = await order(car, 'kedua@example.com');
    expect(second.reservation.state).toBe('held');
    expect((await orderReservation(db(), first.id))!.state).toBe('lapsed');
    expect((await db().select().from(orderReservations).where(eq(orderReservations.orderId, first.id)))[0].releaseReason).toBe('lapsed');
    // The next lapse is found by the housekeeping sweep itself.
    await db().update(stockUnits).set({ heldUntil: past }).where(eq(stockUnits.heldOrderId, second.id));
    expect(await sweep(db())).toBe(1);
    expect((await orderReservation(db(), second.id))!.state).toBe('lapsed');
  });

  it('a cached stock answer counts a hold until it runs out, then at once (not at the next sweep): the lapse empties the cache', async () => {
    await stockOf(db(), car, 1, 'CACHE');
    const placed = await order(car, 'cache.lapse@example.com');
    expect(placed.reservation.state).toBe('held');
    // The test moves the clock: the route's now and the cache's lapse timer (the database's I/O stays real).
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      // The booking fee falls due in a minute; no sweep runs in this test.
      const soon = new Date(Date.now() + 60_000);
      await db().update(stockUnits).set({ heldUntil: soon }).where(eq(stockUnits.heldOrderId, placed.id));
      await db().update(orderReservations).set({ heldUntil: soon }).where(eq(orderReservations.orderId, placed.id));
      t.app.readCache.clearLocal();
      expect((await available(car)).available).toBe(0);
      await vi.advanceTimersByTimeAsync(soon.getTime() - Date.now() - 1);
      expect((await available(car)).available).toBe(0);
      // The lapse timer fires just after the hold ends (50 ms of slack): the next read counts the unit.
      await vi.advanceTimersByTimeAsync(51);
      expect((await available(car)).available).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('nothing in stock: the order still goes through as inden and says so', async () => {
    await stockOf(db(), car, 0, 'NONE');
    t.app.readCache.clearLocal();
    const eta = (await available(car)).eta_weeks;
    const placed = await order(car, 'inden@example.com');
    expect(placed.reservation).toMatchObject({ state: 'inden', held_until: null, unit: null, eta_weeks: eta });
    expect(placed.reservation.label).toContain('Inden');
  });

  it('paid: the unit is kept for good (no end time, never released); cancelled: it goes back to stock', async () => {
    const vins = await stockOf(db(), car, 2, 'PAID');
    const finance = await staffToken(t, 'finance', '10.9.1.1');
    const paid = await order(car, 'lunas@example.com');
    const before = await record(t, finance, 'order', paid.id);
    expect((await move(t, finance, 'order', paid.id, { to: 'paid', version: before.version })).statusCode).toBe(200);
    expect((await orderReservation(db(), paid.id))).toMatchObject({ state: 'secured', held_until: null });
    expect(await releaseLapsedHolds(db(), new Date(Date.now() + 1000 * HOUR))).toBe(0);
    const [kept] = await db().select().from(stockUnits).where(eq(stockUnits.chassisNumber, vins[0]));
    expect(kept).toMatchObject({ status: 'reserved', heldOrderId: paid.id, heldUntil: null });
    const fields = (await record(t, finance, 'order', paid.id)).fields as Array<{ label: string; value: string }>;
    expect(fields.find((f) => f.label === 'Unit Stok')!.value).toContain(vins[0]);

    const cancelled = await order(car, 'batal@example.com');
    const rec = await record(t, finance, 'order', cancelled.id);
    expect((await move(t, finance, 'order', cancelled.id, { to: 'cancelled', version: rec.version, reason: 'Pembeli membatalkan' })).statusCode).toBe(200);
    const [back] = await db().select().from(stockUnits).where(eq(stockUnits.chassisNumber, vins[1]));
    expect(back).toMatchObject({ status: 'available', heldOrderId: null });
    expect((await orderReservation(db(), cancelled.id))!.state).toBe('released');
  });

  it('many concurrent orders for fewer units: each unit held once, the rest inden (one instance)', async () => {
    const vins = await stockOf(db(), car, 3, 'RACE');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => order(car, `serbu${i}@example.com`)));
    const held = answers.filter((a) => a.reservation.state === 'held');
    expect(held).toHaveLength(3);
    expect(new Set(held.map((a) => a.reservation.unit)).size).toBe(3);
    expect(answers.filter((a) => a.reservation.state === 'inden')).toHaveLength(5);
    const units = await db().select().from(stockUnits).where(isNotNull(stockUnits.heldOrderId));
    expect(units.filter((u) => vins.includes(u.chassisNumber)).map((u) => u.status)).toEqual(['reserved', 'reserved', 'reserved']);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('no double hold across two instances on one PostgreSQL', () => {
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const url = await emptyDatabase('stock');
    // Two instances, each with its own connection pool, started together on the empty database.
    databases = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: url, dataDir: null, startup: (d) => seedIfEmpty(d, { demoStaff: false }) })));
    apps = await Promise.all(databases.map(async (database) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'merapi-stock-'));
      const app = await buildApp({ config: loadConfig({ DATA_DIR: dir, DIST_DIR: path.join(dir, 'no-dist'), FORM_RATE_LIMIT: '100000' }), database });
      await app.ready();
      return app;
    }));
  }, 240_000);
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(databases.map((d) => d.close()));
  });

  it('24 orders split over both instances for 5 units: 5 distinct units held, 19 inden; the stock read agrees on both', async () => {
    const d = databases[0].db;
    const car = await orderCar(d);
    const vins = await stockOf(d, car, 5, 'TWIN');
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => apps[i % 2].inject({
      method: 'POST', url: '/api/order', headers: { 'x-api-key': DEMO_API_KEY }, payload: cashBody(car, { email: `kembar${i}@example.com` }),
    })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    const states = answers.map((r) => r.json().data.reservation.state as string);
    expect(states.filter((s) => s === 'held')).toHaveLength(5);
    expect(states.filter((s) => s === 'inden')).toHaveLength(19);
    const units = await d.select().from(stockUnits).where(eq(stockUnits.carTypeId, car.type.id)).orderBy(asc(stockUnits.id));
    const held = units.filter((u) => vins.includes(u.chassisNumber));
    expect(held.every((u) => u.status === 'reserved' && u.heldOrderId)).toBe(true);
    expect(new Set(held.map((u) => u.heldOrderId)).size).toBe(5);
    const reservations = await d.select().from(orderReservations).innerJoin(orders, eq(orders.id, orderReservations.orderId)).where(isNotNull(orderReservations.unitId));
    expect(new Set(reservations.map((r) => r.order_reservations.unitId)).size).toBe(reservations.length);
    for (const app of apps) {
      const res = await app.inject({ method: 'GET', url: `/api/stock?car_type_id=${car.type.id}&color_id=${car.colourId}`, headers: { 'x-api-key': DEMO_API_KEY } });
      expect(res.json().data.find((r: { branch_id: number }) => r.branch_id === car.branchId).available).toBe(0);
    }
  }, 120_000);
});

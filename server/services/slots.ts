/**
 * Slots on the server (issue 32, docs/slots.md): a branch's capacity and resources from the
 * database, availability, and taking or freeing a place. Taking a place inserts a row whose
 * (branch, resource, date, time) is unique with ON CONFLICT DO NOTHING, one free resource after
 * the other: a concurrent transaction holding the same resource makes the insert wait for its
 * commit and then do nothing, so the next resource is tried. Whatever the number of instances on
 * one PostgreSQL, a resource is never given twice, and a submission that finds none is kept as a
 * request without a place.
 */
import { and, asc, between, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { slotBookings, slotCapacity, slotPlaces, testdriveUnits } from '../db/schema';
import { fieldError } from '../http/envelope';
import {
  availability, bookingWindow, nearestFree, resourcesFor, slotKey, slotProblem, SLOT_KIND_OF,
  type BookingKind, type BranchCapacity, type ServiceType, type SlotDay, type SlotKind, type SlotResource, type SlotTime, type SlotsQuery,
} from '../../domain/slots';
import { addDays } from '../../domain/money';

/** The read-cache prefix of the availability call: emptied on every instance after a place changes. */
export const SLOTS_READ_PREFIX = '/api/slots';

/** What a slot is asked for: the kind, the branch, and the service type or the test-drive model. */
export interface SlotQuery { kind: SlotKind; branchId: number; serviceType?: ServiceType; carModelId?: number }

/** The answer's `data.slot`. */
export interface SlotAnswer { status: 'held' | 'request'; date: string; time: string; alternatives: SlotTime[] }

/** The booking a place belongs to. */
export interface BookingRef { kind: BookingKind; id: number }

type CapacityRow = typeof slotCapacity.$inferSelect;
export const capacityOf = (row: CapacityRow): BranchCapacity => ({
  branchId: row.branchId, slotMinutes: row.slotMinutes, hours: row.hours, testdriveHours: row.testdriveHours, closedDays: row.closedDays,
  service: { 'general-service': row.serviceGeneral, 'body-paint': row.serviceBodyPaint }, inspection: row.inspection,
});

export async function loadCapacity(db: Db, branchId: number): Promise<BranchCapacity | null> {
  const [row] = await db.select().from(slotCapacity).where(eq(slotCapacity.branchId, branchId));
  return row ? capacityOf(row) : null;
}

/** The active test-drive units of a model at a branch (or of every model). */
export async function unitResources(db: Db, branchId: number, carModelId?: number): Promise<SlotResource[]> {
  const rows = await db.select({ id: testdriveUnits.id, name: testdriveUnits.name }).from(testdriveUnits)
    .where(and(eq(testdriveUnits.branchId, branchId), eq(testdriveUnits.active, true), carModelId === undefined ? undefined : eq(testdriveUnits.carModelId, carModelId)))
    .orderBy(asc(testdriveUnits.id));
  return rows.map((u) => ({ id: `unit:${u.id}`, name: u.name }));
}

/** The pool a query's places come from (an override's resource starts with it). */
export const poolOf = (q: SlotQuery) => (q.kind === 'service' ? q.serviceType ?? 'service' : q.kind === 'testdrive' ? `model:${q.carModelId ?? 0}` : 'inspection');

/** Capacity and resources of a query, or null when the branch has no capacity set. */
export async function resourcesOf(db: Db, q: SlotQuery): Promise<{ capacity: BranchCapacity; resources: SlotResource[]; pool: string } | null> {
  const capacity = await loadCapacity(db, q.branchId);
  if (!capacity) return null;
  const units = q.kind === 'testdrive' && q.carModelId !== undefined ? await unitResources(db, q.branchId, q.carModelId) : [];
  return { capacity, resources: resourcesFor(capacity, q.kind, units, q.serviceType), pool: poolOf(q) };
}

/** Places taken per slot of [from, to] among `resources` (and the pool's overrides). */
async function takenCounts(db: Db, branchId: number, resources: SlotResource[], pool: string, from: string, to: string): Promise<Map<string, number>> {
  const ids = resources.map((r) => r.id);
  const rows = await db.select({ date: slotPlaces.date, time: slotPlaces.time, n: count() }).from(slotPlaces)
    .where(and(eq(slotPlaces.branchId, branchId), between(slotPlaces.date, from, to),
      or(ids.length ? inArray(slotPlaces.resource, ids) : sql`false`, like(slotPlaces.resource, `${pool}:over:%`))))
    .groupBy(slotPlaces.date, slotPlaces.time);
  return new Map(rows.map((r) => [slotKey(r.date, r.time), Number(r.n)]));
}

/** Days and slots with places left for a query (empty days when the branch has no capacity). */
export async function availabilityFor(db: Db, q: SlotQuery, from: string, to: string, now = new Date()): Promise<SlotDay[]> {
  const found = await resourcesOf(db, q);
  if (!found) return availability({ capacity: EMPTY(q.branchId), kind: q.kind, places: 0, taken: new Map(), from, to, now });
  const { capacity, resources, pool } = found;
  const taken = await takenCounts(db, q.branchId, resources, pool, from, to);
  return availability({ capacity, kind: q.kind, places: resources.length, taken, from, to, now });
}

const EMPTY = (branchId: number): BranchCapacity => ({ branchId, slotMinutes: 30, hours: [], testdriveHours: [], closedDays: [], service: { 'general-service': 0, 'body-paint': 0 }, inspection: 0 });

/** The three free slots nearest a date and time (a week before to two weeks after, in the window). */
export async function alternativesFor(db: Db, q: SlotQuery, date: string, time: string, now = new Date()): Promise<SlotTime[]> {
  const day = new Date(`${date}T00:00:00Z`);
  const from = addDays(-7, day);
  const to = addDays(14, day);
  const window = bookingWindow(now);
  return nearestFree(await availabilityFor(db, q, from < window.first ? window.first : from, to, now), date, time);
}

/**
 * Checks the date and time against the branch's capacity (422 on `fields`) and takes a free place
 * for `booking`: held, or a request without a place with the nearest free times. With `override`
 * (a staff id) a full slot is taken beyond capacity.
 */
export async function takePlace(tx: Db, q: SlotQuery, booking: BookingRef, date: string, time: string, opts: {
  fields?: { date: string; time: string }; override?: number; now?: Date; checkWindow?: boolean;
} = {}): Promise<SlotAnswer> {
  const fields = opts.fields ?? { date: 'date', time: 'time' };
  const found = await resourcesOf(tx, q);
  if (found) {
    const problem = slotProblem(found.capacity, q.kind, date, time, opts.now);
    // Staff may place a booking on any existing slot (also outside the visitors' window).
    if (problem && (opts.checkWindow !== false || !/hari dari hari ini/.test(problem.message))) throw fieldError(fields[problem.field], problem.message);
  }
  const resources = found?.resources ?? [];
  const taken = new Set((await tx.select({ resource: slotPlaces.resource }).from(slotPlaces)
    .where(and(eq(slotPlaces.branchId, q.branchId), eq(slotPlaces.date, date), eq(slotPlaces.time, time)))).map((r) => r.resource));
  let held = false;
  for (const r of resources) {
    if (taken.has(r.id)) continue;
    const got = await tx.insert(slotPlaces).values({ branchId: q.branchId, resource: r.id, date, time, bookingKind: booking.kind, bookingId: booking.id, staffId: opts.override ?? null })
      .onConflictDoNothing().returning({ id: slotPlaces.id });
    if (got.length) { held = true; break; }
  }
  if (!held && opts.override !== undefined) {
    await tx.insert(slotPlaces).values({
      branchId: q.branchId, resource: `${poolOf(q)}:over:${booking.kind}-${booking.id}`, date, time,
      bookingKind: booking.kind, bookingId: booking.id, overbooked: true, staffId: opts.override,
    }).onConflictDoNothing();
    held = true;
  }
  const alternatives = held ? [] : await alternativesFor(tx, q, date, time, opts.now);
  const status = held ? 'held' as const : 'request' as const;
  await tx.insert(slotBookings).values({
    bookingKind: booking.kind, bookingId: booking.id, branchId: q.branchId, slotKind: SLOT_KIND_OF[booking.kind], pool: poolOf(q), date, time, status, alternatives,
  }).onConflictDoUpdate({
    target: [slotBookings.bookingKind, slotBookings.bookingId],
    set: { branchId: q.branchId, pool: poolOf(q), date, time, status, alternatives, cancelReason: null, updatedAt: new Date() },
  });
  return { status, date, time, alternatives };
}

/** Frees the place a booking holds (nothing when it holds none). */
export async function freePlace(tx: Db, booking: BookingRef): Promise<number> {
  const gone = await tx.delete(slotPlaces).where(and(eq(slotPlaces.bookingKind, booking.kind), eq(slotPlaces.bookingId, booking.id))).returning({ id: slotPlaces.id });
  return gone.length;
}

/** The slot state of a booking (null for a booking without one, e.g. a trade-in without inspection). */
export async function slotOf(db: Db, booking: BookingRef) {
  const [row] = await db.select().from(slotBookings).where(and(eq(slotBookings.bookingKind, booking.kind), eq(slotBookings.bookingId, booking.id)));
  return row ?? null;
}

/** The query a booking's slot was taken with (its pool says the service type or model). */
export function queryOfSlot(row: Pick<typeof slotBookings.$inferSelect, 'slotKind' | 'branchId' | 'pool'>): SlotQuery {
  if (row.slotKind === 'service') return { kind: 'service', branchId: row.branchId, serviceType: row.pool as ServiceType };
  if (row.slotKind === 'testdrive') return { kind: 'testdrive', branchId: row.branchId, carModelId: Number(row.pool.slice('model:'.length)) };
  return { kind: 'inspection', branchId: row.branchId };
}

/** A slot query as GET /api/slots takes it (the member's and staff's pickers ask with it). */
export const apiSlotsQuery = (q: SlotQuery): SlotsQuery => ({
  kind: q.kind, branch_id: q.branchId, ...(q.serviceType ? { service_type: q.serviceType } : {}), ...(q.carModelId ? { car_model: q.carModelId } : {}),
});

/** Marks a booking's slot cancelled and frees its place. */
export async function cancelSlot(tx: Db, booking: BookingRef, reason: string): Promise<void> {
  await freePlace(tx, booking);
  await tx.update(slotBookings).set({ status: 'cancelled', cancelReason: reason, updatedAt: new Date() })
    .where(and(eq(slotBookings.bookingKind, booking.kind), eq(slotBookings.bookingId, booking.id)));
}

/** Moves a booking to another slot: frees its place, then takes one there (422 when the new one is full, unless `override`). */
export async function moveSlot(tx: Db, q: SlotQuery, booking: BookingRef, date: string, time: string, opts: Parameters<typeof takePlace>[5] = {}): Promise<SlotAnswer> {
  await freePlace(tx, booking);
  const answer = await takePlace(tx, q, booking, date, time, opts);
  if (answer.status !== 'held') {
    const fields = opts.fields ?? { date: 'date', time: 'time' };
    throw fieldError(fields.time, '*Jadwal ini sudah penuh, pilih jadwal lain!.');
  }
  return answer;
}

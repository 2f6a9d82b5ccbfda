/**
 * GET /api/staff/calendar (issue 32, LIFECYCLE.md "Slots"): a branch's bookings per day with their
 * bay, test-drive unit or inspection place, for the roles that work them (service: service
 * bookings; sales: test drives and trade-in inspections; admin: all), within the staff member's
 * branches. Also the places used and offered per day. Bookings without a place (requests) come
 * with `resource_id` null so the calendar lists them apart.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { isCalendarDay } from '../../../domain/money';
import { daysBetween, resourcesFor, slotTimes, type BookingKind } from '../../../domain/slots';
import { isBranchScoped, QUEUE_ROLES } from '../../../domain/staff/roles';
import { branches, serviceBookings, slotBookings, slotPlaces, testDrives, testdriveUnits, tradeIns } from '../../db/schema';
import { ok, ValidationError } from '../../http/envelope';
import { capacityOf } from '../../services/slots';
import { submissionsWithCar } from '../../services/submissions/read-model';
import { requireStaff, staffOf } from './auth';
import { ForbiddenError } from './errors';
import * as s from './schemas';
import { slotCapacity } from '../../db/schema';

const KINDS: BookingKind[] = ['bookingservice', 'testdrive', 'tradein'];
const MAX_DAYS = 14;
const str = { type: 'string' } as const;
const calendarAnswer = {
  type: 'object', required: ['resources', 'bookings', 'days'],
  properties: {
    resources: { type: 'array', items: { type: 'object', required: ['id', 'name', 'kind'], properties: { id: str, name: str, kind: str } } },
    bookings: {
      type: 'array',
      items: {
        type: 'object', required: ['kind', 'id', 'date', 'time', 'resource_id', 'status', 'name'],
        properties: {
          kind: str, id: { type: 'integer' }, booking_id: str, date: str, time: str, resource_id: { type: ['string', 'null'] }, status: str,
          slot_status: str, name: str, car: str, overbooked: { type: 'boolean' },
        },
      },
    },
    days: { type: 'array', items: { type: 'object', properties: { date: str, used: { type: 'integer' }, capacity: { type: 'integer' } } } },
  },
};

export default async function calendarRoutes(app: FastifyInstance) {
  app.get('/calendar', {
    onRequest: requireStaff(['admin', 'sales', 'service']),
    schema: {
      tags: ['staff'], security: s.staffSecurity,
      summary: 'A branch\'s bookings per day and resource (bay, test-drive unit, inspection place), with places used and offered per day; ?branch_id=&from=&to= (at most 14 days)',
      querystring: { type: 'object', properties: { branch_id: str, from: str, to: str } } as const,
      response: { 200: s.ok(calendarAnswer), '4xx': s.failure },
    },
  }, async (request) => {
    const staff = staffOf(request);
    const q = request.query;
    const errors: Record<string, string[]> = {};
    const branchId = Number(q.branch_id);
    const [branch] = Number.isInteger(branchId) && branchId > 0 ? await app.db.select().from(branches).where(eq(branches.id, branchId)) : [];
    if (!branch) errors.branch_id = ['*Pilih Cabang!.'];
    if (!isCalendarDay(q.from)) errors.from = ['*Tanggal tidak valid (YYYY-MM-DD)!.'];
    if (!isCalendarDay(q.to)) errors.to = ['*Tanggal tidak valid (YYYY-MM-DD)!.'];
    else if (isCalendarDay(q.from) && (q.to < q.from || daysBetween(q.from, q.to).length > MAX_DAYS)) errors.to = [`*Rentang 1 sampai ${MAX_DAYS} hari!.`];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (isBranchScoped(staff.role) && !staff.branchIds.includes(branchId)) throw new ForbiddenError();
    const from = q.from!;
    const to = q.to!;
    const kinds = KINDS.filter((k) => QUEUE_ROLES[k].includes(staff.role));

    const [capRow] = await app.db.select().from(slotCapacity).where(eq(slotCapacity.branchId, branchId));
    const capacity = capRow ? capacityOf(capRow) : null;
    const units = await app.db.select({ id: testdriveUnits.id, name: testdriveUnits.name }).from(testdriveUnits)
      .where(and(eq(testdriveUnits.branchId, branchId), eq(testdriveUnits.active, true))).orderBy(asc(testdriveUnits.carModelId), asc(testdriveUnits.id));
    const resources = [
      ...(capacity && kinds.includes('bookingservice') ? resourcesFor(capacity, 'service', []).map((r) => ({ ...r, kind: 'bookingservice' })) : []),
      ...(kinds.includes('testdrive') ? units.map((u) => ({ id: `unit:${u.id}`, name: u.name, kind: 'testdrive' })) : []),
      ...(capacity && kinds.includes('tradein') ? resourcesFor(capacity, 'inspection', []).map((r) => ({ ...r, kind: 'tradein' })) : []),
    ];

    const slots = kinds.length ? await app.db.select().from(slotBookings)
      .where(and(eq(slotBookings.branchId, branchId), between(slotBookings.date, from, to), inArray(slotBookings.bookingKind, kinds))) : [];
    const live = slots.filter((x) => x.status !== 'cancelled');
    const places = kinds.length ? await app.db.select().from(slotPlaces)
      .where(and(eq(slotPlaces.branchId, branchId), between(slotPlaces.date, from, to), inArray(slotPlaces.bookingKind, kinds))) : [];
    const people = new Map<string, { name: string; car: string; status: string; bookingId: string }>();
    const tables = { bookingservice: serviceBookings, testdrive: testDrives, tradein: tradeIns } as const;
    for (const kind of kinds) {
      const ids = live.filter((x) => x.bookingKind === kind).map((x) => x.bookingId);
      if (!ids.length) continue;
      const t = tables[kind];
      const rows = await submissionsWithCar(app.db, t, inArray(t.id, ids));
      for (const { row, car } of rows) people.set(`${kind}:${row.id}`, { name: row.name, car, status: row.status, bookingId: row.bookingId });
    }
    const bookings = live.map((x) => {
      const place = places.find((p) => p.bookingKind === x.bookingKind && p.bookingId === x.bookingId);
      const who = people.get(`${x.bookingKind}:${x.bookingId}`);
      return {
        kind: x.bookingKind, id: x.bookingId, booking_id: who?.bookingId ?? '', date: x.date, time: x.time, resource_id: place?.resource ?? null,
        status: who?.status ?? '', slot_status: x.status, name: who?.name ?? '', car: who?.car ?? '', overbooked: place?.overbooked ?? false,
      };
    }).sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
    const days = daysBetween(from, to).map((date) => {
      const perSlot = (kind: 'service' | 'testdrive' | 'inspection', n: number) => (capacity ? slotTimes(capacity, kind, date).length * n : 0);
      const offered = (kinds.includes('bookingservice') ? perSlot('service', resources.filter((r) => r.kind === 'bookingservice').length) : 0)
        + (kinds.includes('testdrive') ? perSlot('testdrive', units.length) : 0)
        + (kinds.includes('tradein') ? perSlot('inspection', capacity?.inspection ?? 0) : 0);
      return { date, used: places.filter((p) => p.date === date).length, capacity: offered };
    });
    return ok({ resources: resources.map(({ id, name, kind }) => ({ id, name, kind })), bookings, days });
  });
}

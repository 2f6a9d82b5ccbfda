/**
 * GET /api/slots (issue 32, LIFECYCLE.md "Slots"): places left per day and slot of a branch, for
 * service (per service type), a test drive (per model: its units) or a trade-in inspection, within
 * the booking window. A public read: cached, and emptied on every instance when a place is taken
 * or freed or the capacity changes. No personal data: counts only.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SERVICE_TYPES } from '../../../domain/constants';
import { addDays, isCalendarDay } from '../../../domain/money';
import { bookingWindow, SLOT_KINDS, SLOT_MESSAGES, SLOT_RANGE_MAX_DAYS, type ServiceType, type SlotKind } from '../../../domain/slots';
import { branches, carModels } from '../../db/schema';
import { ok, ValidationError } from '../../http/envelope';
import { answers } from '../../http/response-schemas';
import { availabilityFor, type SlotQuery } from '../../services/slots';

const str = { type: 'string' };
const dayAnswer = {
  type: 'object', required: ['date', 'open', 'slots'],
  properties: {
    date: str, open: { type: 'boolean' },
    slots: { type: 'array', items: { type: 'object', required: ['time', 'left'], properties: { time: str, left: { type: 'integer' } } } },
  },
};
const slotsAnswer = { type: 'object', required: ['days'], properties: { days: { type: 'array', items: dayAnswer } } };
const query = {
  type: 'object',
  properties: {
    kind: { type: 'string', description: 'service, testdrive or inspection' },
    branch_id: { type: 'string', description: 'branch id (cabang_id)' },
    date_from: { type: 'string', description: 'YYYY-MM-DD; default the first bookable day' },
    date_to: { type: 'string', description: 'YYYY-MM-DD; default 13 days after date_from; at most 62 days' },
    service_type: { type: 'string', description: 'general-service or body-paint (kind service; default general-service)' },
    car_model: { type: 'string', description: 'car model id (kind testdrive)' },
  },
} as const;

const positiveInt = (x: string | undefined) => (x !== undefined && /^\d{1,9}$/.test(x) && Number(x) > 0 ? Number(x) : null);

export default async function slotRoutes(app: FastifyInstance) {
  app.get('/slots', {
    config: { readCache: true },
    schema: { tags: ['slots'], summary: 'Places left per day and slot at a branch, within the booking window (3 to 60 days ahead)', querystring: query, response: answers(slotsAnswer) },
  }, async (request) => {
    const q = request.query;
    const errors: Record<string, string[]> = {};
    const kind = (SLOT_KINDS as readonly string[]).includes(q.kind ?? '') ? q.kind as SlotKind : null;
    if (!kind) errors.kind = [SLOT_MESSAGES.kind];
    const branchId = positiveInt(q.branch_id);
    const [branch] = branchId ? await app.db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId)) : [];
    if (!branch) errors.branch_id = [SLOT_MESSAGES.branch];
    const serviceType = (q.service_type ?? 'general-service') as ServiceType;
    if (kind === 'service' && !SERVICE_TYPES.some((s) => s.value === serviceType)) errors.service_type = [SLOT_MESSAGES.serviceType];
    let carModelId: number | undefined;
    if (kind === 'testdrive') {
      const id = positiveInt(q.car_model);
      const [model] = id ? await app.db.select({ id: carModels.id }).from(carModels).where(eq(carModels.id, id)) : [];
      if (model) carModelId = model.id;
      else errors.car_model = [SLOT_MESSAGES.carModel];
    }
    const from = q.date_from ?? bookingWindow().first;
    if (!isCalendarDay(from)) errors.date_from = [SLOT_MESSAGES.date];
    const to = q.date_to ?? (isCalendarDay(from) ? addDays(13, new Date(`${from}T05:00:00Z`)) : '');
    if (!isCalendarDay(to)) errors.date_to = [SLOT_MESSAGES.date];
    else if (isCalendarDay(from) && to < from) errors.date_to = [SLOT_MESSAGES.order];
    else if (isCalendarDay(from) && to > addDays(SLOT_RANGE_MAX_DAYS - 1, new Date(`${from}T05:00:00Z`))) errors.date_to = [SLOT_MESSAGES.range];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const slotQuery: SlotQuery = { kind: kind!, branchId: branch.id, ...(kind === 'service' ? { serviceType } : {}), ...(carModelId ? { carModelId } : {}) };
    return ok({ days: await availabilityFor(app.db, slotQuery, from, to) });
  });
}

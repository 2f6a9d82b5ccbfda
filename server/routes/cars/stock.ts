/**
 * GET stock?car_type_id=&color_id=: units takeable now per branch for a type (and colour), and the
 * weeks until the first on the way where none is (LIFECYCLE.md "The deal", docs/stock.md). Cached
 * like every catalogue read; orders, staff stock edits and released holds empty it everywhere, and
 * a hold running out empties it at that moment (lapseTimer below), not at the next sweep.
 */
import { and, eq, gt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STOCK_MESSAGES } from '../../../domain/stock';
import { ROW_ID_MAX } from '../../../domain/forms/limits';
import { carColors, carTypes, stockUnits } from '../../db/schema';
import { fieldError, ok } from '../../http/envelope';
import { answers, int, intOrNull, list, obj, str } from '../../http/response-schemas';
import { branchStock } from '../../services/stock';
import { READ_TAG } from './schemas';

/** Where a cached stock read lives: the writes that change stock empty these. */
export const STOCK_READS = ['/api/stock'] as const;

const stockAnswer = list(obj({ branch_id: int, branch_name: str, available: int, eta_weeks: intOrNull }));
const idOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= ROW_ID_MAX ? n : null;
};

/** Longest a timer is set ahead (setTimeout's limit is ~24.8 days); a later lapse re-arms on the next read. */
const TIMER_MAX_MS = 2_000_000_000;

/**
 * Empties the cached stock reads when the earliest hold an answer counted runs out (issue 34.4):
 * the answer computed lapse at read time, but the cache would keep it until the next sweep (10
 * min). Each instance that cached an answer armed its own timer from that read; the invalidation
 * goes to every instance (PostgreSQL NOTIFY) like the other stock writes.
 */
function lapseTimer(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let at = Infinity;
  app.addHook('onClose', async () => { if (timer) clearTimeout(timer); });
  return (until: Date | null) => {
    if (!until || until.getTime() >= at) return;
    if (timer) clearTimeout(timer);
    at = until.getTime();
    timer = setTimeout(() => {
      timer = null;
      at = Infinity;
      void app.readCache.invalidate(undefined, STOCK_READS).catch((error: unknown) => app.log.warn({ err: error }, 'stock cache invalidation failed'));
    }, Math.min(Math.max(at - Date.now(), 0) + 50, TIMER_MAX_MS));
    timer.unref();
  };
}

export default async function stockRoutes(app: FastifyInstance): Promise<void> {
  const armLapse = lapseTimer(app);
  app.get('/stock', {
    schema: {
      tags: [READ_TAG],
      summary: "Stock per branch for a car type (and colour): [{branch_id, branch_name, available, eta_weeks}]; eta_weeks is null where a unit is available, else the weeks until the first unit on the way (or the usual inden). 422 on an unknown type or a colour not of its model",
      querystring: { type: 'object', properties: { car_type_id: { type: 'string', maxLength: 12 }, color_id: { type: 'string', maxLength: 12 } } } as const,
      response: answers(stockAnswer),
    },
  }, async (request) => {
    const typeId = idOf(request.query.car_type_id);
    if (!typeId) throw fieldError('car_type_id', STOCK_MESSAGES.type);
    const [type] = await app.db.select({ modelId: carTypes.modelId }).from(carTypes).where(eq(carTypes.id, typeId));
    if (!type) throw fieldError('car_type_id', STOCK_MESSAGES.type);
    let colorId: number | null = null;
    if (request.query.color_id !== undefined && request.query.color_id !== '') {
      colorId = idOf(request.query.color_id);
      const [colour] = colorId ? await app.db.select({ modelId: carColors.modelId }).from(carColors).where(eq(carColors.id, colorId)) : [];
      if (!colour || colour.modelId !== type.modelId) throw fieldError('color_id', STOCK_MESSAGES.colourOfType);
    }
    const now = new Date();
    const answer = await branchStock(app.db, typeId, colorId, now);
    const [next] = await app.db.select({ at: min(stockUnits.heldUntil) }).from(stockUnits)
      .where(and(eq(stockUnits.carTypeId, typeId), eq(stockUnits.status, 'reserved'), gt(stockUnits.heldUntil, now), colorId ? eq(stockUnits.colorId, colorId) : undefined));
    armLapse(next?.at ? new Date(next.at) : null);
    return ok(answer);
  });
}

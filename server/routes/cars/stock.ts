/**
 * GET stock?car_type_id=&color_id=: units takeable now per branch for a type (and colour), and the
 * weeks until the first on the way where none is (LIFECYCLE.md "The deal", docs/stock.md). Cached
 * like every catalogue read; orders, staff stock edits and released holds empty it everywhere.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STOCK_MESSAGES } from '../../../domain/stock';
import { ROW_ID_MAX } from '../../../domain/forms/limits';
import { carColors, carTypes } from '../../db/schema';
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

export default async function stockRoutes(app: FastifyInstance): Promise<void> {
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
    return ok(await branchStock(app.db, typeId, colorId));
  });
}

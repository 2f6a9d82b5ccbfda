/** GET accessories?car_model_id=: the accessories and packages fitting a model (docs/stock.md); cached like every catalogue read, emptied by content writes. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROW_ID_MAX } from '../../../domain/forms/limits';
import { carModels } from '../../db/schema';
import { fieldError, ok } from '../../http/envelope';
import { answers, int, list, num, obj, str } from '../../http/response-schemas';
import { accessoriesFor } from '../../services/accessories';
import { READ_TAG } from './schemas';

const accessoryAnswer = list(obj({ id: int, name: str, image: str, price: num, billing: str, billing_label: str, description: str }));

export default async function accessoryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/accessories', {
    schema: {
      tags: [READ_TAG],
      summary: "Accessories and packages fitting a car model: [{id, name, image, price, billing ('dp': added to the down payment on credit, 'cash': paid apart), billing_label, description}]; 422 on an unknown model",
      querystring: { type: 'object', properties: { car_model_id: { type: 'string', maxLength: 12 } } } as const,
      response: answers(accessoryAnswer),
    },
  }, async (request) => {
    const raw = request.query.car_model_id ?? '';
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    const [model] = id >= 1 && id <= ROW_ID_MAX ? await app.db.select({ id: carModels.id }).from(carModels).where(eq(carModels.id, id)) : [];
    if (!model) throw fieldError('car_model_id', '*Pilih Model Mobil!.');
    return ok(await accessoriesFor(app.db, model.id));
  });
}

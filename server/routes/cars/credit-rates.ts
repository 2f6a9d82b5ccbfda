/** GET creditrates: the flat rates the default leasing partner lends at (the dealer's stored rates unless it has its own), which the page mirrors for its offline estimates. */
import type { FastifyInstance } from 'fastify';
import { rowsFromRates } from '../../../domain/credit';
import { ok } from '../../http/envelope';
import { answers, list, num, obj } from '../../http/response-schemas';
import { defaultRates } from '../../services/credit';
import { READ_TAG } from './schemas';

const rateRows = list(obj({ tenor: { type: 'integer', description: 'months' }, flat_rate: { ...num, description: 'flat annual rate, percent' } }));

/** GET creditrates: `[{tenor, flat_rate}]` by tenor, the same rates POST creditsimulation uses. */
export default async function creditRateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/creditrates', {
    schema: {
      tags: [READ_TAG],
      summary: 'Flat annual credit rates per tenor (CreditRateRow[]), the ones creditsimulation computes with',
      response: answers(rateRows),
    },
  }, async () => ok(rowsFromRates(await defaultRates(app.db))));
}

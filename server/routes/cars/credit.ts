/** POST creditsimulation: the monthly instalment of a type for a down payment and tenor. */
import type { FastifyInstance } from 'fastify';
import type { Transmission } from '../../../domain/constants';
import { CreditSimulationDto } from '../../../domain/forms/credit';
import { ok } from '../../http/envelope';
import { dtoSchema, validated } from '../forms/dto';
import { simulateCredit } from './credit-repository';
import { TAG } from './schemas';

/** POST creditsimulation, validated by the same DTO the page checks HITUNG with (the spec's messages). */
export default async function creditRoutes(app: FastifyInstance): Promise<void> {
  app.post('/creditsimulation', {
    schema: {
      tags: [TAG],
      summary: 'Credit simulation: price_otr is the price credit is computed on (the discount price when there is one)',
      body: dtoSchema(CreditSimulationDto, 'CreditSimulationDto: car_model_id, car_model_transmission, car_model_type, uang_muka (rupiah, 30-80 % of the price), tenor (12, 24, 36, 48 or 60)'),
    },
  }, async (request) => {
    const b = validated(CreditSimulationDto, request.body);
    return ok(await simulateCredit(app.db, {
      carModelId: Number(b.car_model_id), transmission: b.car_model_transmission as Transmission, carTypeId: Number(b.car_model_type),
      uangMuka: Number(b.uang_muka), tenor: Number(b.tenor),
    }));
  });
}

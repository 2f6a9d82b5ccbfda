/** POST creditsimulation: the monthly instalment of a type for a down payment and tenor. */
import type { FastifyInstance } from 'fastify';
import type { Transmission } from '../../../domain/constants';
import { CreditSimulationDto } from '../../../domain/forms/credit';
import { ok } from '../../http/envelope';
import { tokenOf } from '../../plugins/auth';
import { newBookingId } from '../../services/booking-ids';
import { memberForToken } from '../../services/sessions';
import { recordCreditSimulation } from '../../services/staff/credit-simulations';
import { dtoSchema, validated } from '../../http/validated';
import { simulateCredit } from './credit-repository';
import { creditAnswer, TAG } from './schemas';
import { answers } from '../../http/response-schemas';

/** POST creditsimulation, validated by the same DTO the page checks HITUNG with (the spec's messages). */
export default async function creditRoutes(app: FastifyInstance): Promise<void> {
  app.post('/creditsimulation', {
    schema: {
      tags: [TAG],
      summary: 'Credit simulation: price_otr is the price credit is computed on (the discount price when there is one)',
      body: dtoSchema(CreditSimulationDto, 'CreditSimulationDto: car_model_id, car_model_transmission, car_model_type, uang_muka (rupiah, 30-80 % of the price), tenor (12, 24, 36, 48 or 60)'),
      response: answers(creditAnswer),
    },
  }, async (request) => {
    const b = validated(CreditSimulationDto, request.body);
    const result = await simulateCredit(app.db, {
      carModelId: Number(b.car_model_id), transmission: b.car_model_transmission as Transmission, carTypeId: Number(b.car_model_type),
      uangMuka: Number(b.uang_muka), tenor: Number(b.tenor),
    });
    // A signed-in member's simulation is a lead for sales (back office); a bad token is just ignored here.
    const member = await memberForToken(app.db, tokenOf(request));
    if (member) {
      await recordCreditSimulation(app.db, newBookingId('SK'), {
        memberId: member.id, carTypeId: Number(b.car_model_type), priceOtr: result.price_otr, uangMuka: result.uang_muka, tenor: result.tenor, angsuran: result.angsuran,
      });
    }
    return ok(result);
  });
}

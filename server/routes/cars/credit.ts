/** POST creditsimulation: the monthly instalment of a type for a down payment and tenor. */
import type { FastifyInstance } from 'fastify';
import type { Transmission } from '../../../domain/constants';
import { ok } from '../../http/envelope';
import { tokenOf } from '../../plugins/auth';
import { memberForToken } from '../../services/sessions';
import { recordCreditSimulation } from '../../services/staff/credit-simulations';
import { newBookingId } from '../../services/booking-ids';
import { simulateCredit } from './credit-repository';
import { intId, postSchema, transmission } from './schemas';

interface CreditBody {
  car_model_id: number;
  car_model_transmission: Transmission;
  car_model_type: number;
  uang_muka: number;
  tenor: number;
}

/** POST creditsimulation. */
export default async function creditRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: CreditBody }>('/creditsimulation', {
    schema: postSchema(
      'Credit simulation: price_otr is the price credit is computed on (the discount price when there is one)',
      {
        car_model_id: intId,
        car_model_transmission: transmission,
        car_model_type: { ...intId, description: 'car type id' },
        uang_muka: { type: 'number', minimum: 0, description: 'down payment in rupiah' },
        tenor: { type: 'integer', minimum: 1, description: 'months: 12, 24, 36, 48 or 60' },
      },
    ),
  }, async (request) => {
    const b = request.body;
    const result = await simulateCredit(app.db, {
      carModelId: b.car_model_id, transmission: b.car_model_transmission, carTypeId: b.car_model_type,
      uangMuka: Math.round(b.uang_muka), tenor: b.tenor,
    });
    // A signed-in member's simulation is a lead for sales (back office); a bad token is just ignored here.
    const member = await memberForToken(app.db, tokenOf(request));
    if (member) {
      await recordCreditSimulation(app.db, newBookingId('SK'), {
        memberId: member.id, carTypeId: b.car_model_type, priceOtr: result.price_otr, uangMuka: result.uang_muka, tenor: result.tenor, angsuran: result.angsuran,
      });
    }
    return ok(result);
  });
}

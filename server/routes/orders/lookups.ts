/** The wizard's reads: types (step 2) and colours (step 3) of a model, and the booking-fee account. */
import type { FastifyInstance } from 'fastify';
import type { CarColor, OrderBank } from '../../../domain/api';
import { ok } from '../../http/envelope';
import { findModel, toCarType, typesOfModel } from '../cars/catalogue-repository';
import { colorsOf } from '../cars/detail-repository';
import { bookingFeeBank, toBank } from './order-repository';
import { answers, list } from '../../http/response-schemas';
import { carColor, carType } from '../cars/schemas';
import { coloursBody, orderBankAnswer, TAGS, typesBody } from './schemas';

export default async function orderLookupRoutes(app: FastifyInstance) {
  app.post('/order/type', {
    schema: { tags: TAGS, summary: 'Step 2: types of a model with one transmission (CarType[], price = effective price); [] for an unknown model', body: typesBody, response: answers(list(carType)) },
  }, async (request) => ok((await typesOfModel(app.db, request.body.car_model_id, request.body.car_transmission)).map(toCarType)));

  app.post('/order/warna', {
    schema: { tags: TAGS, summary: 'Step 3: colours of a model (CarColor[]); [] for an unknown model', body: coloursBody, response: answers(list(carColor)) },
  }, async (request) => {
    const model = await findModel(app.db, request.body.car_model_id);
    if (!model) return ok([]);
    const colours: CarColor[] = (await colorsOf(app.db, model)).map((c) => ({
      color_id: c.id, color_name: c.name, color_palette: c.hex, image: c.image, car_seo: model.seo, color: c.hex,
    }));
    return ok(colours);
  });

  app.get('/order/bank', {
    schema: { tags: TAGS, summary: 'The booking-fee bank account and the booking fee (OrderBank), for Order_success and the payment form', response: answers(orderBankAnswer) },
  }, async () => {
    const bank = await bookingFeeBank(app.db);
    const data: OrderBank = { ...(bank ? toBank(bank) : { bank_name: '', branch: '', account_name: '', account_number: '' }), bookingfee: app.config.bookingFee };
    return ok(data);
  });
}

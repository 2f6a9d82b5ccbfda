/** POST order: the whole wizard; the server decides the money and answers the created order. */
import type { FastifyInstance } from 'fastify';
import { OrderDto } from '../../../domain/forms/order';
import { ok } from '../../http/envelope';
import { UPLOAD_BODY_LIMIT } from '../../http/limits';
import { optionalMember, tokenOf } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { hashPassword } from '../../services/passwords';
import { decodeJpeg } from '../../services/uploads';
import { sendVerificationMail } from '../../services/verification';
import { dtoSchema, validated } from '../../http/validated';
import { placeOrder } from './place-order';
import { STOCK_READS } from '../cars/stock';
import { submitterOf } from '../../services/submitter';
import { answers } from '../../http/response-schemas';
import { orderAnswer, TAGS } from './schemas';

export default async function orderRoutes(app: FastifyInstance) {
  app.post('/order', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    // An order holds a stock unit: the cached stock reads change (docs/stock.md).
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 }, invalidatesReads: STOCK_READS },
    preHandler: optionalMember,
    schema: {
      tags: TAGS,
      summary: "Place a booking order (cash or kredit). Prices, discount, instalments and booking fee are the server's; a page number that differs is 422 'Harga sudah berubah, silakan periksa kembali'. A guest gets an account with the given password (data.login); with a sales person's X-Staff-Token the buyer gets the account but no session, and the order is assigned to that sales person.",
      body: dtoSchema(OrderDto, 'OrderDto'),
      response: answers(orderAnswer),
    },
  }, async (request, reply) => {
    const sent = (request.body ?? {}) as Record<string, unknown>;
    // A member may send the token as a Bearer header only: no password step for them either way.
    // In assisted mode (a sales person's X-Staff-Token) the buyer is a guest whatever member token came.
    const { member } = submitterOf(request);
    const form = validated(OrderDto, member ? { ...sent, token: tokenOf(request) } : sent);
    const ktp = form.payment_type === 'kredit' ? decodeJpeg('ktp', form.ktp) : null;
    const passwordHash = member ? null : await hashPassword(String(form.password));
    return writeOnce(request, reply, async (tx, afterCommit) => {
      const { result, created } = await placeOrder(tx, request, { form, sent, ktp, passwordHash });
      if (created) afterCommit(() => sendVerificationMail(app, created));
      return ok(result, 'Booking Order berhasil ditambahkan');
    });
  });
}

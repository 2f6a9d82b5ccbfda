/** POST order: the whole wizard; the server decides the money and answers the created order. */
import type { FastifyInstance } from 'fastify';
import { OrderDto } from '../../../domain/forms/order';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { optionalMember, tokenOf } from '../../plugins/auth';
import { hashPassword } from '../../services/passwords';
import { decodeJpeg } from '../../services/uploads';
import { dtoSchema, validated } from '../forms/dto';
import { placeOrder } from './place-order';
import { TAGS } from './schemas';

export default async function orderRoutes(app: FastifyInstance) {
  app.post('/order', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: {
      tags: TAGS,
      summary: "Place a booking order (cash or kredit). Prices, discount, instalments and booking fee are the server's; a page number that differs is 422 'Harga sudah berubah, silakan periksa kembali'. A guest gets an account with the given password (data.login).",
      body: dtoSchema(OrderDto, 'OrderDto'),
    },
  }, async (request) => {
    const sent = (request.body ?? {}) as Record<string, unknown>;
    // A member may send the token as a Bearer header only: no password step for them either way.
    const form = validated(OrderDto, request.member ? { ...sent, token: tokenOf(request) } : sent);
    const ktp = form.payment_type === 'kredit' ? decodeJpeg('ktp', form.ktp) : null;
    const passwordHash = request.member ? null : await hashPassword(form.password);
    const result = await app.db.transaction((trx) => placeOrder(trx as unknown as Db, request, { form, sent, ktp, passwordHash }));
    return ok(result, 'Booking Order berhasil ditambahkan');
  });
}

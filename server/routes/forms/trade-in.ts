/** Trade-in: the old car (brand, model, year, type) and the dream car, at a branch. */
import type { FastifyInstance } from 'fastify';
import { TradeInDto } from '../../../domain/forms/trade-in';
import { optionalMember } from '../../plugins/auth';
import { dtoSchema, validated } from '../../http/validated';
import { submissionAnswers } from './schemas';
import { answerSubmission } from './submission';
import { createTradeIn } from './trade-in-repository';

export default async function tradeInRoutes(app: FastifyInstance) {
  app.post('/tradein', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Trade in an old car for a new one', body: dtoSchema(TradeInDto, 'TradeInDto'), response: submissionAnswers },
  }, async (request, reply) => {
    const form = validated(TradeInDto, request.body);
    return answerSubmission(request, reply, 'Trade In berhasil ditambahkan',
      (tx, submitter) => createTradeIn(tx, submitter, form, app.config.sessionTtlHours), 'tradein');
  });
}

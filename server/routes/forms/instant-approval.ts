/** Instant approval from credit simulation: the server recomputes the instalment and keeps the KTP private. */
import type { FastifyInstance } from 'fastify';
import { InstantApprovalDto } from '../../../domain/forms/credit';
import { ok } from '../../http/envelope';
import { UPLOAD_BODY_LIMIT } from '../../http/limits';
import { optionalMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { submitterOf } from '../../services/submitter';
import { decodeJpeg } from '../../services/uploads';
import { dtoSchema, validated } from '../../http/validated';
import { createCreditApplication } from './leads-repository';
import { creditApplicationAnswers } from './schemas';

export default async function instantApprovalRoutes(app: FastifyInstance) {
  app.post('/instantapprove', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Instant-approval credit request with a KTP scan (JPEG, at most 2 MB)', body: dtoSchema(InstantApprovalDto, 'InstantApprovalDto'), response: creditApplicationAnswers },
  }, async (request, reply) => {
    const form = validated(InstantApprovalDto, request.body);
    const ktp = decodeJpeg('ktp', form.ktp);
    return writeOnce(request, reply, async (tx) =>
      ok(await createCreditApplication(tx, app.blobs, submitterOf(request), form, ktp), 'Credit Simulation berhasil dikirim'));
  });
}

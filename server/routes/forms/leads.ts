/** Lead sales and contact: short forms that store what was sent, with the member when logged in. */
import type { FastifyInstance } from 'fastify';
import { ContactDto } from '../../../domain/forms/contact';
import { LeadSalesDto } from '../../../domain/forms/lead-sales';
import { ok } from '../../http/envelope';
import { optionalMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { submitterOf } from '../../services/submitter';
import { dtoSchema, validated } from '../../http/validated';
import { createContact, createLead, shortResult } from './leads-repository';
import { shortAnswers } from './schemas';

export default async function leadRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.formRateLimit, timeWindow: 60_000 };

  app.post('/leadsales', {
    config: { rateLimit },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Lead sales (personal-data consent); the IP is taken from the request', body: dtoSchema(LeadSalesDto, 'LeadSalesDto'), response: shortAnswers },
  }, async (request, reply) => {
    const form = validated(LeadSalesDto, request.body);
    return writeOnce(request, reply, async (tx) =>
      ok(shortResult(await createLead(tx, submitterOf(request), form, request.ip)), 'Data Anda berhasil disimpan'));
  });

  app.post('/contact', {
    config: { rateLimit },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Contact us (Konsultasi Pembelian)', body: dtoSchema(ContactDto, 'ContactDto'), response: shortAnswers },
  }, async (request, reply) => {
    const form = validated(ContactDto, request.body);
    return writeOnce(request, reply, async (tx) =>
      ok(shortResult(await createContact(tx, submitterOf(request), form)), 'Terimakasih telah menghubungi kami'));
  });
}

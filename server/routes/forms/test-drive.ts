/** Test drive: validated by the domain DTO, written once by its repository. */
import type { FastifyInstance } from 'fastify';
import { TestDriveDto } from '../../../domain/forms/test-drive';
import { optionalMember } from '../../plugins/auth';
import { dtoSchema, validated } from '../../http/validated';
import { submissionAnswers } from './schemas';
import { answerSubmission } from './submission';
import { createTestDrive } from './test-drive-repository';

export default async function testDriveRoutes(app: FastifyInstance) {
  app.post('/testdrive', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Book a test drive (date at least 3 days ahead)', body: dtoSchema(TestDriveDto, 'TestDriveDto'), response: submissionAnswers },
  }, async (request, reply) => {
    const form = validated(TestDriveDto, request.body);
    return answerSubmission(request, reply, 'Test Drive berhasil ditambahkan',
      (tx, submitter) => createTestDrive(tx, submitter, form, app.config.sessionTtlHours), 'testdrive');
  });
}

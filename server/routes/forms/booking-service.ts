/** Booking service on the second base: /booking-api/bookingonlinenet.php. */
import type { FastifyInstance } from 'fastify';
import { BookingServiceDto } from '../../../domain/forms/booking-service';
import { optionalMember } from '../../plugins/auth';
import { createServiceBooking } from './booking-service-repository';
import { dtoSchema, validated } from '../../http/validated';
import { submissionAnswers } from './schemas';
import { answerSubmission } from './submission';

export default async function bookingServiceRoutes(app: FastifyInstance) {
  app.post('/bookingonlinenet.php', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Book a service (general service or body & paint)', body: dtoSchema(BookingServiceDto, 'BookingServiceDto'), response: submissionAnswers },
  }, async (request, reply) => {
    const form = validated(BookingServiceDto, request.body);
    return answerSubmission(request, reply, 'Booking Service berhasil ditambahkan',
      (tx, submitter) => createServiceBooking(tx, submitter, form, app.config.sessionTtlHours), 'bookingservice');
  });
}

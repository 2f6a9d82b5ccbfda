/**
 * The owner's garage (issue 33, LIFECYCLE.md 'The garage'): the member's cars with their next
 * service, warranty, history and campaigns; add, edit (km, plate, reminders), remove. Only the
 * member's own cars; bad input 422 with Indonesian messages.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { GarageCarDto, GarageEditDto, GARAGE_MESSAGES } from '../../../domain/garage/forms';
import { validateForm } from '../../../domain/forms/validate';
import { ok, ValidationError } from '../../http/envelope';
import { answers } from '../../http/response-schemas';
import { perAddress } from '../../http/client-address';
import { memberOf, requireMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { addCar, editCar, memberCars, removeCar } from '../../services/garage/cars';
import { reachCar } from '../../services/garage/campaigns';
import { dtoSchema, validated } from '../../http/validated';
import { garageCar } from '../garage/schemas';
import { memberSecurity } from './schemas';
import { list } from '../../http/response-schemas';

const params = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

/** The edit's fields, checked one by one (any subset). */
function validEdit(body: unknown): v.InferOutput<typeof GarageEditDto> {
  const result = v.safeParse(GarageEditDto, body ?? {}, { abortPipeEarly: true });
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'km';
    errors[key] ??= [key === 'reminders' ? 'Pilih pengingat aktif atau tidak.' : issue.message];
  }
  throw new ValidationError(errors);
}

export default async function garageRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: perAddress('membergarage') };
  const carsAnswer = answers(list(garageCar));

  app.get('/member/garage', {
    preHandler: requireMember,
    schema: { tags: ['member'], summary: "The member's cars: next service (date, km, what is done, free), warranty, service history, campaigns", security: memberSecurity, response: carsAnswer },
  }, async (request) => ok(await memberCars(app.db, memberOf(request).id)));

  app.post('/member/garage', {
    config: { rateLimit },
    preHandler: requireMember,
    schema: {
      tags: ['member'], security: memberSecurity, body: dtoSchema(GarageCarDto, 'GarageCarDto'), response: carsAnswer,
      summary: 'Adds a car {plate, chassis, car_model_id, car_type_id, year, km, last_service_date?, last_service_km?}; a chassis number in another member\'s garage waits for the dealer (status pending); answers every car',
    },
  }, async (request, reply) => {
    const dto = validated(GarageCarDto, request.body);
    const memberId = memberOf(request).id;
    return writeOnce(request, reply, async (tx) => {
      const { id, pending } = await addCar(tx, memberId, dto);
      if (!pending) await reachCar(tx, id);
      return ok(await memberCars(tx, memberId), pending ? GARAGE_MESSAGES.claimed : 'Mobil ditambahkan ke garasi');
    });
  });

  app.post('/member/garage/:id', {
    config: { rateLimit },
    preHandler: requireMember,
    schema: {
      tags: ['member'], security: memberSecurity, params, response: carsAnswer,
      body: { type: 'object', properties: { plate: { type: 'string' }, km: { description: 'integer' }, reminders: { type: 'boolean' } }, additionalProperties: true },
      summary: 'Edits a car: plate, km (not below the last service), reminders on/off; answers every car',
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const edit = validEdit({ ...(body.plate !== undefined ? { plate: body.plate } : {}), ...(body.km !== undefined ? { km: body.km } : {}), ...(body.reminders !== undefined ? { reminders: body.reminders } : {}) });
    // The same rules as adding: a plate and km are checked by the form's own fields.
    if (edit.plate !== undefined) {
      const plate = validateForm(GarageCarDto, { plate: edit.plate }).errors.plate;
      if (plate) throw new ValidationError({ plate });
    }
    const memberId = memberOf(request).id;
    return writeOnce(request, reply, async (tx) => {
      await editCar(tx, memberId, id, edit as { plate?: string; km?: number; reminders?: boolean });
      return ok(await memberCars(tx, memberId), 'Data mobil disimpan');
    });
  });

  app.delete('/member/garage/:id', {
    preHandler: requireMember,
    schema: { tags: ['member'], security: memberSecurity, params, response: carsAnswer, summary: 'Removes a car from the garage (with its reminders and history); answers every car' },
  }, async (request, reply) => {
    const { id } = request.params;
    const memberId = memberOf(request).id;
    return writeOnce(request, reply, async (tx) => {
      await removeCar(tx, memberId, id);
      return ok(await memberCars(tx, memberId), 'Mobil dihapus dari garasi');
    });
  });
}

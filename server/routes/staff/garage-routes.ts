/**
 * The garage in the back office (issue 33, docs/garage.md): car search and a car's page, the
 * 'Servis jatuh tempo' queue, pending chassis claims, the adviser's record of a done service booking,
 * recall and service campaigns, and the reminder pass on demand (admin). Branch-scoped roles see
 * cars of members whose records fall in their branches; 404 outside the scope. Every write leaves
 * the back office's audit row in its own transaction (services/staff/audit).
 */
import type { FastifyInstance } from 'fastify';
import { CampaignDto, ServiceRecordDto, StaffCarEditDto } from '../../../domain/garage/forms';
import { ROW_ID_MAX } from '../../../domain/forms/limits';
import { GARAGE_EDIT_ROLES, GARAGE_READ_ROLES, GARAGE_WORK_ROLES } from '../../../domain/garage/roles';
import { NotFoundError, ok } from '../../http/envelope';
import { int, list, obj } from '../../http/response-schemas';
import { writeOnce } from '../../plugins/idempotency';
import { campaignViews, createCampaign, publishCampaign, reachCar } from '../../services/garage/campaigns';
import { runReminders } from '../../services/garage/reminders';
import { confirmClaim, refuseClaim } from '../../services/garage/cars';
import { writeAudit } from '../../services/staff/audit';
import { bookingGarage, carPage, correctCar, dueQueue, recordService, searchCars } from '../../services/garage/staff';
import { dtoSchema, validated } from '../../http/validated';
import * as g from '../garage/schemas';
import { requireStaff, type StaffContext, staffOf } from './auth';
import { SOURCES } from './kinds';
import { queueRow } from './queue-repository';
import * as s from './schemas';


const id = { type: 'integer', minimum: 1, maximum: ROW_ID_MAX } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;

export default async function garageStaffRoutes(app: FastifyInstance) {
  const read = requireStaff(GARAGE_READ_ROLES);
  const work = requireStaff(GARAGE_WORK_ROLES);
  const common = { tags: s.TAGS, security: s.staffSecurity };
  const answer = (data: unknown) => ({ 200: s.ok(data), '4xx': s.failure });

  app.get('/garage/cars', {
    onRequest: read,
    schema: {
      ...common, summary: 'Garage cars in scope by plate or chassis (q), by owner (member_id), or pending chassis claims (pending=1); at most 50',
      querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 40 }, member_id: id, pending: { type: 'boolean' } } } as const,
      response: answer(list(g.staffCarRow)),
    },
  }, async (request) => ok(await searchCars(app.db, staffOf(request), request.query)));

  app.get('/garage/cars/:id', {
    onRequest: read,
    schema: { ...common, params: idParams, summary: "A car's page: owner, history, next service and warranty, campaigns, the owner's service bookings", response: answer(g.staffCarPage) },
  }, async (request) => ok(await carPage(app.db, staffOf(request), request.params.id)));

  app.post('/garage/cars/:id/confirm', {
    onRequest: work,
    schema: { ...common, params: idParams, summary: "Confirms a pending chassis claim: the car becomes active and leaves the other member's garage", response: answer(g.staffCarPage) },
  }, async (request, reply) => {
    const carId = request.params.id;
    return writeOnce(request, reply, async (tx) => {
      await carPage(tx, staffOf(request), carId);
      await confirmClaim(tx, carId);
      await reachCar(tx, carId);
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'garage.confirm', kind: 'garage', recordId: carId });
      return ok(await carPage(tx, staffOf(request), carId), 'Kepemilikan mobil dikonfirmasi');
    });
  });

  app.post('/garage/cars/:id/refuse', {
    onRequest: work,
    schema: { ...common, params: idParams, summary: "Refuses a pending chassis claim: the claimant's car leaves their garage and they are told in the inbox; 400 unless pending", response: answer(obj({ member_id: int })) },
  }, async (request, reply) => {
    const carId = request.params.id;
    return writeOnce(request, reply, async (tx) => {
      await carPage(tx, staffOf(request), carId);
      const { memberId } = await refuseClaim(tx, carId);
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'garage.refuse', kind: 'garage', recordId: carId, detail: { member_id: memberId } });
      return ok({ member_id: memberId }, 'Klaim nomor rangka ditolak');
    });
  });

  app.post('/garage/cars/:id', {
    onRequest: requireStaff(GARAGE_EDIT_ROLES),
    schema: {
      ...common, params: idParams, body: dtoSchema(StaffCarEditDto, 'StaffCarEditDto'), response: answer(g.staffCarPage),
      summary: "Corrects a car's plate and/or chassis number {plate?, chassis?} with the owner's checks; a chassis number held by another car is refused (422); audited",
    },
  }, async (request, reply) => {
    const carId = request.params.id;
    const dto = validated(StaffCarEditDto, request.body);
    return writeOnce(request, reply, async (tx) => {
      const changed = await correctCar(tx, staffOf(request), carId, dto);
      if (changed.length) await writeAudit(tx, { staffId: staffOf(request).id, action: 'garage.update', kind: 'garage', recordId: carId, detail: { fields: changed } });
      return ok(await carPage(tx, staffOf(request), carId), changed.length ? 'Data mobil diperbarui' : 'Tidak ada perubahan');
    });
  });

  app.get('/garage/due', {
    onRequest: read,
    schema: {
      ...common, summary: "'Servis jatuh tempo': cars in scope whose next service falls within `days` (30), overdue included, soonest first, with whether an open booking exists",
      querystring: { type: 'object', properties: { branch_id: id, days: { type: 'integer', minimum: 1, maximum: 365 } } } as const,
      response: answer(list(g.dueRow)),
    },
  }, async (request) => ok(await dueQueue(app.db, staffOf(request), request.query)));

  const bookingInScope = async (request: { staff: StaffContext | null }, bookingId: number) => {
    const row = await queueRow(app.db, SOURCES.bookingservice, staffOf(request), bookingId);
    if (!row) throw new NotFoundError();
  };

  app.get('/garage/bookings/:id', {
    onRequest: work,
    schema: { ...common, params: idParams, summary: 'The garage side of a service booking: its car (linked or guessed by plate), the member\'s cars, and the service record if written', response: answer(g.bookingGarage) },
  }, async (request) => {
    const bookingId = request.params.id;
    await bookingInScope(request, bookingId);
    return ok(await bookingGarage(app.db, bookingId));
  });

  app.post('/garage/bookings/:id/service', {
    onRequest: work,
    schema: {
      ...common, params: idParams, body: dtoSchema(ServiceRecordDto, 'ServiceRecordDto'), response: answer(g.bookingGarage),
      summary: "The adviser's record of a done service booking {km, work[], parts[], total, recommendation, car_id?}: the car's km and next service move on, its open campaigns close; 422 unless the booking is done",
    },
  }, async (request, reply) => {
    const bookingId = request.params.id;
    const dto = validated(ServiceRecordDto, request.body);
    await bookingInScope(request, bookingId);
    return writeOnce(request, reply, async (tx) => {
      const serviceId = await recordService(tx, staffOf(request).id, bookingId, dto);
      const carId = (await bookingGarage(tx, bookingId)).car_id;
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'garage.service', kind: SOURCES.bookingservice.kind, recordId: bookingId, detail: { car_id: carId, service_id: serviceId, km: dto.km } });
      return ok(await bookingGarage(tx, bookingId), 'Catatan servis tersimpan');
    });
  });

  app.get('/garage/campaigns', {
    onRequest: work,
    schema: { ...common, summary: 'Recall and service campaigns with owners reached, booked and done', response: answer(list(g.campaign)) },
  }, async () => ok(await campaignViews(app.db)));

  app.post('/garage/campaigns', {
    onRequest: work,
    schema: { ...common, body: dtoSchema(CampaignDto, 'CampaignDto'), summary: 'A draft campaign {title, text, car_model_ids[], year_from?, year_to?, chassis_from?, chassis_to?}', response: answer(list(g.campaign)) },
  }, async (request, reply) => {
    const dto = validated(CampaignDto, request.body);
    return writeOnce(request, reply, async (tx) => {
      const campaignId = await createCampaign(tx, staffOf(request).id, dto);
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'campaign.create', kind: 'campaign', recordId: campaignId, detail: { car_model_ids: dto.car_model_ids } });
      return ok(await campaignViews(tx), 'Kampanye disimpan sebagai draf');
    });
  });

  app.post('/garage/campaigns/:id/publish', {
    onRequest: work,
    schema: { ...common, params: idParams, summary: "Publishes a campaign: every matching car's owner gets the message once; answers the campaigns", response: answer(list(g.campaign)) },
  }, async (request, reply) => {
    const campaignId = request.params.id;
    return writeOnce(request, reply, async (tx) => {
      const reached = await publishCampaign(tx, campaignId);
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'campaign.publish', kind: 'campaign', recordId: campaignId, detail: { reached } });
      return ok(await campaignViews(tx), `Kampanye terbit: ${reached} pemilik dikirimi pesan`);
    });
  });

  app.post('/jobs/reminders', {
    onRequest: requireStaff(['admin']),
    schema: { ...common, summary: 'Runs the daily service-reminder pass now (admin); a second run writes nothing new', response: answer(obj({ cars_checked: int, messages_written: int })) },
  }, async (request) => {
    const result = await runReminders(app.db);
    // The pass commits car by car (safe to stop half-way), so its audit row follows it.
    await writeAudit(app.db, { staffId: staffOf(request).id, action: 'reminders.run', kind: 'garage', detail: { ...result } });
    return ok(result);
  });
}

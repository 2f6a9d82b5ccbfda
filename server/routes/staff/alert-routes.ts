/**
 * The staff member's own alerts (assignments, escalations) and round-robin duty
 * (docs/speed-to-lead.md). The shell polls the unread count while its tab is visible.
 */
import type { FastifyInstance } from 'fastify';
import { StaffDutyDto } from '../../../domain/staff/dto';
import { ok } from '../../http/envelope';
import { listAlerts, markAlertsRead, unreadAlerts } from '../../services/staff/alerts';
import { writeAudit } from '../../services/staff/audit';
import { onDuty, setOnDuty } from '../../services/staff/duty';
import { dtoSchema, validated } from '../../http/validated';
import { requireStaff, staffOf } from './auth';
import * as s from './schemas';
import { bool, int, intOrNull, list, obj, str, strOrNull } from '../../http/response-schemas';

const alert = obj({ id: int, title: str, text: str, link: str, kind: strOrNull, record_id: intOrNull, read: bool, created_at: str });

export default async function alertRoutes(app: FastifyInstance) {
  const common = { tags: s.TAGS, security: s.staffSecurity };

  app.get('/alerts/count', {
    onRequest: requireStaff(),
    schema: { ...common, summary: 'How many of my alerts are unread (the shell badge)', response: { 200: s.ok(obj({ unread: int })), '4xx': s.failure } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ unread: await unreadAlerts(app.db, staffOf(request).id) });
  });

  app.get('/alerts', {
    onRequest: requireStaff(),
    schema: { ...common, summary: 'My latest 50 alerts, the unread count and my round-robin duty', response: { 200: s.ok(obj({ items: list(alert), unread: int, on_duty: bool })), '4xx': s.failure } },
  }, async (request, reply) => {
    const id = staffOf(request).id;
    reply.header('cache-control', 'no-store');
    return ok({ items: await listAlerts(app.db, id), unread: await unreadAlerts(app.db, id), on_duty: await onDuty(app.db, id) });
  });

  app.post('/alerts/read', {
    onRequest: requireStaff(),
    schema: { ...common, summary: 'Mark all my alerts read', response: { 200: s.ok(obj({ unread: int })), '4xx': s.failure } },
  }, async (request) => {
    await markAlertsRead(app.db, staffOf(request).id);
    return ok({ unread: 0 }, 'Semua notifikasi sudah dibaca');
  });

  app.post('/duty', {
    onRequest: requireStaff(),
    schema: { ...common, summary: 'Switch my round-robin duty {on_duty}: off duty, new submissions go to colleagues', body: dtoSchema(StaffDutyDto, 'StaffDutyDto'), response: { 200: s.ok(obj({ on_duty: bool })), '4xx': s.failure } },
  }, async (request) => {
    const dto = validated(StaffDutyDto, request.body);
    const staff = staffOf(request);
    const value = dto.on_duty as boolean;
    await app.db.transaction(async (tx) => {
      await setOnDuty(tx, staff.id, value);
      await writeAudit(tx, { staffId: staff.id, action: 'staff.duty', kind: 'staff', recordId: staff.id, detail: { on_duty: value } });
    });
    return ok({ on_duty: value }, value ? 'Anda sedang bertugas: lead baru akan dibagikan kepada Anda' : 'Anda tidak bertugas: lead baru dibagikan ke rekan lain');
  });
}

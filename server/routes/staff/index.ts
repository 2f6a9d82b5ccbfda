/** The back office's API under /api/staff (BACK-OFFICE.md): its own tokens, roles, branch scope, 403 and 409. */
import type { FastifyInstance } from 'fastify';
import { emptyBody } from '../member/schemas';
import accountRoutes from './account-routes';
import alertRoutes from './alert-routes';
import auditRoutes from './audit-routes';
import calendarRoutes from './calendar-routes';
import contentRoutes from './content/content-routes';
import mediaRoutes from './content/media-routes';
import { registerStaffErrors } from './errors';
import fileRoutes from './file-routes';
import garageStaffRoutes from './garage-routes';
import queueRoutes from './queue-routes';
import staffPushRoutes from './push-routes';
import breachRoutes from './privacy/breach-routes';
import exportRoutes from './privacy/export-routes';
import retentionRoutes from './privacy/retention-routes';
import recordRoutes from './record-routes';
import reportRoutes from './report-routes';
import staffSessionRoutes from './session-routes';
import stockStaffRoutes from './stock-routes';

export default async function staffRoutes(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  registerStaffErrors(app);
  app.addHook('preValidation', emptyBody);
  await app.register(staffSessionRoutes);
  await app.register(accountRoutes);
  await app.register(queueRoutes);
  await app.register(recordRoutes);
  await app.register(fileRoutes);
  await app.register(auditRoutes);
  await app.register(calendarRoutes);
  await app.register(mediaRoutes);
  await app.register(contentRoutes);
  await app.register(retentionRoutes);
  await app.register(breachRoutes);
  await app.register(exportRoutes);
  await app.register(staffPushRoutes);
  await app.register(alertRoutes);
  await app.register(reportRoutes);
  await app.register(garageStaffRoutes);
  await app.register(stockStaffRoutes);
}

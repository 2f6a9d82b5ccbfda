/** The forms that turn visitors into leads. */
import type { FastifyInstance } from 'fastify';
import leadRoutes from './leads';
import testDriveRoutes from './test-drive';
import tradeInRoutes from './trade-in';
import instantApprovalRoutes from './instant-approval';

export default async function formRoutes(app: FastifyInstance) {
  await app.register(leadRoutes);
  await app.register(testDriveRoutes);
  await app.register(tradeInRoutes);
  await app.register(instantApprovalRoutes);
}

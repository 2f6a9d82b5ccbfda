/** Buying a car: the wizard's reads, the voucher check, the order, the payment confirmation. */
import type { FastifyInstance } from 'fastify';
import orderLookupRoutes from './lookups';
import voucherRoutes from './voucher';
import orderRoutes from './order';
import paymentRoutes from './payment';

export default async function ordersRoutes(app: FastifyInstance) {
  await app.register(orderLookupRoutes);
  await app.register(voucherRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
}

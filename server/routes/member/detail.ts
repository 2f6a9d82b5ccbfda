/** Detail records of the member's own bookings and orders; another member's id answers 404. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { NotFoundError, ok } from '../../http/envelope';
import { requireMember } from '../../plugins/auth';
import type { Member } from '../../services/sessions';
import { serviceDetail, testDriveDetail, tradeInDetail } from './detail-repository';
import { orderDetail } from './order-repository';
import { idQuery, memberSecurity } from './schemas';

const DETAILS: Array<{ path: string; summary: string; find: (db: Db, member: Member, id: number) => Promise<unknown | null> }> = [
  { path: 'bookingservice', summary: 'One of the member\'s service bookings', find: (db, m, id) => serviceDetail(db, m.id, id) },
  { path: 'testdrive', summary: 'One of the member\'s test drives', find: (db, m, id) => testDriveDetail(db, m.id, id) },
  { path: 'tradein', summary: 'One of the member\'s trade-ins', find: (db, m, id) => tradeInDetail(db, m.id, id) },
  { path: 'bookingorder', summary: 'One of the member\'s orders, with its money as computed at order time', find: orderDetail },
];

export default async function detailRoutes(app: FastifyInstance) {
  for (const detail of DETAILS) {
    app.get(`/detail/${detail.path}`, {
      preHandler: requireMember,
      schema: { tags: ['member'], summary: `${detail.summary} (404 when not the member's)`, security: memberSecurity, querystring: idQuery },
    }, async (request) => {
      const { id } = request.query as { id: number };
      const record = await detail.find(app.db, request.member!, id);
      if (!record) throw new NotFoundError();
      return ok(record);
    });
  }
}

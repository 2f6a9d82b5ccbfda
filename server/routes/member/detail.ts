/** Detail records of the member's own bookings and orders; another member's id answers 404. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { NotFoundError, ok } from '../../http/envelope';
import { memberOf, requireMember } from '../../plugins/auth';
import type { Member } from '../../services/sessions';
import { viewerOf, type Viewer } from '../../services/visibility';
import { serviceDetail, testDriveDetail, tradeInDetail } from './detail-repository';
import { orderDetail } from './order-repository';
import { answers } from '../../http/response-schemas';
import { detailAnswers, idQuery, memberSecurity } from './schemas';

const DETAILS: Array<{ path: string; summary: string; find: (db: Db, viewer: Viewer, member: Member, id: number) => Promise<unknown | null> }> = [
  { path: 'bookingservice', summary: 'One of the member\'s service bookings', find: (db, v, _m, id) => serviceDetail(db, v, id) },
  { path: 'testdrive', summary: 'One of the member\'s test drives', find: (db, v, _m, id) => testDriveDetail(db, v, id) },
  { path: 'tradein', summary: 'One of the member\'s trade-ins', find: (db, v, _m, id) => tradeInDetail(db, v, id) },
  { path: 'bookingorder', summary: 'One of the member\'s orders, with its money as computed at order time', find: orderDetail },
];

export default async function detailRoutes(app: FastifyInstance) {
  for (const detail of DETAILS) {
    app.get(`/detail/${detail.path}`, {
      preHandler: requireMember,
      schema: { tags: ['member'], summary: `${detail.summary} (404 when not the member's)`, security: memberSecurity, querystring: idQuery, response: answers(detailAnswers[detail.path]) },
    }, async (request) => {
      const { id } = request.query;
      const record = await detail.find(app.db, viewerOf(request), memberOf(request), id);
      if (!record) throw new NotFoundError();
      return ok(record);
    });
  }
}

/** The member's histories: service bookings, test drives, trade-ins and orders, newest first. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { requireMember } from '../../plugins/auth';
import { viewerOf, type Viewer } from '../../services/visibility';
import { orderHistory, serviceHistory, testDriveHistory, tradeInHistory } from './history-repository';
import { answers } from '../../http/response-schemas';
import { historyAnswers, memberBody, memberSecurity } from './schemas';

const HISTORIES: Array<{ path: string; summary: string; rows: (db: Db, viewer: Viewer) => Promise<unknown[]> }> = [
  { path: 'bookingservice', summary: "The member's service bookings", rows: serviceHistory },
  { path: 'testdrive', summary: "The member's test drives", rows: testDriveHistory },
  { path: 'tradein', summary: "The member's trade-ins", rows: tradeInHistory },
  { path: 'bookingorder', summary: "The member's car orders (status 'Paid' or 'Unpaid')", rows: orderHistory },
];

export default async function historyRoutes(app: FastifyInstance) {
  for (const history of HISTORIES) {
    app.post(`/history/${history.path}`, {
      preHandler: requireMember,
      schema: { tags: ['member'], summary: `${history.summary}, newest first`, security: memberSecurity, body: memberBody, response: answers(historyAnswers[history.path]) },
    }, async (request) => ok(await history.rows(app.db, viewerOf(request))));
  }
}

/** GET /api/health: the database answers (load balancers poll it; no API key). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { answers, obj, str } from '../http/response-schemas';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { hide: true, response: answers(obj({ database: str, blobs: str })) } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 200, message: 'ok', data: { database: app.database.kind, blobs: app.blobs.kind } };
  });
}

/** GET /api/health: the database answers (load balancers poll it; no API key). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 200, message: 'ok', data: { database: app.database.kind, blobs: app.blobs.kind } };
  });
}

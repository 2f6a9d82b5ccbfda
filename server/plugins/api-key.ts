/** Every call to /api and /booking-api carries `x-api-key`; a missing or wrong key is 401. */
import type { FastifyInstance } from 'fastify';

/** API paths that are documentation, not calls. */
const OPEN = /^\/api\/(docs|health)(\/|$|\?)/;

export function registerApiKey(app: FastifyInstance, apiKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!(url.startsWith('/api/') || url.startsWith('/booking-api/')) || OPEN.test(url)) return;
    if (request.headers['x-api-key'] !== apiKey) {
      return reply.code(401).send({ status: 401, message: 'API key tidak valid', data: null });
    }
  });
}

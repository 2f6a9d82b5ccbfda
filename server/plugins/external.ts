/** The external plugins, registered before the app's own: security headers, compression, rate limits, OpenAPI. */
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../http/client-address';
import { documentedBody } from '../http/form-body';
import { databaseRateLimitStore } from './rate-limit-store';
import { registerSecurityHeaders } from './security-headers';

export async function registerExternalPlugins(app: FastifyInstance): Promise<void> {
  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // An IPv6 client counts by its /64, as the plugin's default key does: one rule for every limit.
    keyGenerator: (request) => addressKey(request.ip),
    // PostgreSQL: counted in the shared table, so every instance counts against one limit. PGlite belongs to
    // one process: its counters stay in that process's memory (the plugin's own store), which spares every
    // limited request (each form POST) a write to the embedded database.
    ...(app.database.kind === 'postgres' ? { store: databaseRateLimitStore(app.db) as never } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      message: `Terlalu banyak permintaan, coba lagi dalam ${context.after}`,
      data: null,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Merapi Toyota API', version: '1.0.0', description: 'Content-management API of the dealer PWA. Every call needs the `x-api-key` header.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' }, bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ apiKey: [] }],
    },
    // A form route's body as its Valibot schema describes it (types, lengths, choices); Fastify validates a loose one.
    transform: ({ schema, url }) => ({ schema: schema?.body ? { ...schema, body: documentedBody(schema.body) } : schema, url }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: (header) => header });
}

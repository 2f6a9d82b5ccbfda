/** Builds the whole server (testable with `inject`, no port needed): plugins first, routes last. */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandler } from './plugins/errors';
import { registerApiKey } from './plugins/api-key';
import { registerIdempotency } from './plugins/idempotency';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerStatic } from './plugins/static';
import { registerAuth } from './plugins/auth';
import { registerRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance { db: Db; config: Config; database: Database }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);

  registerErrorHandler(app);
  registerApiKey(app, config.apiKey);
  registerIdempotency(app, database.db);
  registerAuth(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com', 'https://www.youtube-nocookie.com'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: { maxAge: 15552000, includeSubDomains: true },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db) as never,
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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: (header) => header });

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 200, message: 'ok', data: { database: database.kind } };
  });

  await registerRoutes(app);
  await registerStatic(app, { distDir: config.distDir, mediaDir: path.join(config.dataDir, 'media') });
  return app;
}

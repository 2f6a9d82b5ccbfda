/**
 * Builds the whole server (testable with `inject`, no port needed), in the documented order:
 * external plugins (security headers, compression, rate limits, OpenAPI), then the app's own
 * (API key, input guard, idempotency, auth, mail, blob store), routes last.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { BODY_LIMIT } from './http/limits';
import { registerErrorHandler } from './plugins/errors';
import { registerExternalPlugins } from './plugins/external';
import { registerApiKey } from './plugins/api-key';
import { registerBodyGuard } from './plugins/body-guard';
import { registerIdempotency } from './plugins/idempotency';
import { registerAuth } from './plugins/auth';
import { registerMailer } from './plugins/mail';
import { registerBlobs } from './plugins/blobs';
import { registerReadCache } from './plugins/read-cache';
import { registerAssistedSubmissions } from './services/assisted';
import { registerStatic } from './plugins/static';
import { registerRoutes } from './routes';
import type {} from './http/type-provider';
import { healthRoutes } from './routes/health';

declare module 'fastify' {
  interface FastifyInstance { db: Db; config: Config; database: Database }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** pino options (see plugins/logging), or false. */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true, allowUnionTypes: true } },
  });
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  registerErrorHandler(app);

  // External plugins first: helmet's onRequest hook then runs before every app hook, so an early 401 has its headers too.
  await registerExternalPlugins(app);

  registerApiKey(app, config.apiKey);
  registerBodyGuard(app);
  registerIdempotency(app);
  registerAuth(app);
  registerMailer(app);
  registerBlobs(app, database);
  await registerReadCache(app, database);
  registerAssistedSubmissions(app);

  await app.register(healthRoutes);
  await registerRoutes(app);
  await registerStatic(app, { distDir: config.distDir, mediaDir: `${config.dataDir}/media` });
  return app;
}

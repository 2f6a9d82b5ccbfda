/** Starts the server: database (migrated and seeded under a lock), demo media, listen; graceful shutdown on signals. */
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isFreshPglite, isPrepareOnly, prepareInChild } from './db/first-start';
import { ensureMedia, seedIfEmpty } from './seed';
import { buildApp } from './app';
import { loggerOptions } from './plugins/logging';
import { startHousekeeping } from './services/housekeeping';
import { STOCK_READS } from './routes/cars/stock';
import { warnOfDemoStaff } from './services/staff/demo-warning';
import { createDeliveryWorker } from './services/notify/worker';
import { ensureVapidKeys } from './services/notify/vapid';

// Pictures are drawn once and kept (renditions, og:image): libvips's operation cache only held memory, and
// a thread per core for one picture at a time left a malloc arena each in the RSS (docs/performance.md).
sharp.cache(false);
sharp.concurrency(1);

const config = loadConfig();
// The embedded database's first start runs in a child, so this process never holds its peak (db/first-start.ts).
const prepareOnly = isPrepareOnly();
const preparedInChild = !prepareOnly && !config.databaseUrl && isFreshPglite(config.dataDir);
if (preparedInChild) await prepareInChild();
let seeded = false;
// Several instances may start at once on one PostgreSQL: migrations and seeding run under its advisory lock.
const database = await openDatabase({
  databaseUrl: config.databaseUrl, dataDir: config.dataDir,
  startup: async (db) => { seeded = await seedIfEmpty(db, { demoStaff: config.demoStaff }); },
});
await ensureMedia(path.join(config.dataDir, 'media'));
if (prepareOnly) {
  await database.close();
  process.exit(0);
}
const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) as Record<string, unknown> });
app.log.info({ database: database.kind, blobs: app.blobs.kind, seeded: seeded || preparedInChild }, 'database ready');
await warnOfDemoStaff(database.db, app.log);
const stopHousekeeping = startHousekeeping(database.db, (error) => app.log.warn({ err: error }, 'housekeeping failed'), undefined, {
  blobs: app.blobs, rules: config.retention, onRun: (run) => app.log.info({ run: run.id, counts: run.counts }, 'retention run'),
}, () => app.readCache.invalidate(undefined, STOCK_READS));
// E-mails and push messages of the outbox (services/notify/worker.ts); the VAPID pair is made on the first start.
await ensureVapidKeys(database.db);
if (config.pushAllowInsecure) app.log.warn('PUSH_ALLOW_INSECURE=1: push to https://127.0.0.1 without certificate checks (tests only)');
const deliveryWorker = createDeliveryWorker({
  db: database.workerDb(), mailer: app.mailer, config, listen: database.listen,
  onError: (error, context) => app.log.warn({ ...context, err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, 'delivery failed'),
});
await deliveryWorker.start(config.notifyPollMs);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopHousekeeping();
  try {
    await deliveryWorker.stop();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

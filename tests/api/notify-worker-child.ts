/**
 * One round of the delivery worker in a process of its own, against DATABASE_URL, for the crash
 * test (tests/api/notifications-worker.test.ts kills it mid-send). Prints 'claimed <n>' once it has claimed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { createMailer } from '../../server/services/mail';
import { createDeliveryWorker } from '../../server/services/notify/worker';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const worker = createDeliveryWorker({ db: database.db, mailer: createMailer(config, quiet), config });
process.stdout.write('ready\n');
const handled = await worker.runOnce();
process.stdout.write(`done ${handled}\n`);
await database.close();

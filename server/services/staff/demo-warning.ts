/** The start-up log's warning while the demo staff accounts (password printed in the README) can sign in. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { activeDemoStaff } from './demo';

/** Logs, at `warn` (shown at every log level but `error`), which demo accounts are active and how to end them. */
export async function warnOfDemoStaff(db: Db, log: FastifyBaseLogger): Promise<number> {
  const demo = await activeDemoStaff(db);
  if (demo.length) {
    log.warn({ demoStaff: demo.length },
      `!!! ${demo.length} DEMO STAFF ACCOUNTS ARE ACTIVE (admin among them; their password is printed in the README). ` +
      'This is a demo database: never put real data here. For a real deployment use DATABASE_URL without DEMO_STAFF=1, ' +
      'or run `npm run staff:disable-demo` after `npm run staff:create`. !!!');
  }
  return demo.length;
}

/**
 * LISTEN on a PostgreSQL channel for as long as the caller wants it (`Database.listen`, db/client.ts):
 * one connection of the pool held for it, taken again after a failure (1 s later, then every second
 * until it succeeds). A NOTIFY sent while no connection listened is lost, so `onNotify` is also called
 * once each time listening (re)starts: the caller then looks for what it may have missed.
 */
import type pg from 'pg';

/** Ends a LISTEN (resolves once the connection went back to the pool). */
export type Unlisten = () => Promise<void>;

/** Channel names are identifiers (LISTEN takes no bind parameter). */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** Listens on `channel` through a held connection of `pool`; `onNotify` gets each payload ('' at every (re)start). */
export async function listenPostgres(pool: pg.Pool, channel: string, onNotify: (payload: string) => void): Promise<Unlisten> {
  checkChannel(channel);
  let client: pg.PoolClient | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  const lost = () => {
    // The connection is broken: it must not go back to the pool (release(true) destroys it).
    client?.release(true);
    client = null;
    if (!closing) {
      retry = setTimeout(() => { void start(); }, 1000);
      retry.unref();
    }
  };
  const start = async () => {
    retry = null;
    try {
      const held = await pool.connect();
      client = held;
      held.on('notification', (message) => { if (message.channel === channel) onNotify(message.payload ?? ''); });
      held.on('error', () => { if (client === held) lost(); });
      await held.query(`LISTEN ${channel}`);
      if (closing) return;
      onNotify('');
    } catch {
      lost();
    }
  };
  await start();
  return async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    const held = client;
    client = null;
    if (!held) return;
    try {
      await held.query(`UNLISTEN ${channel}`);
      held.release();
    } catch {
      held.release(true);
    }
  };
}

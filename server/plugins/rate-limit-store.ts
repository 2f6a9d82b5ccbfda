/** @fastify/rate-limit store on the database, so every server instance counts against one limit. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Builds a store class bound to `db` (the plugin constructs stores itself). */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseStore {
    constructor(public readonly options: Record<string, unknown> = {}, public readonly prefix = '') {}

    incr(ip: string, cb: Callback, timeWindow: number, _max: number): void {
      // Each route counts on its own (the child store's prefix names the route).
      const key = `${this.prefix}${ip}`;
      const rows = db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + (${timeWindow} * interval '1 millisecond'))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, (extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`);
      rows
        .then((result) => {
          const row = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]))[0] as { count: number; ttl: string | number };
          cb(null, { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) });
        })
        .catch((error: Error) => cb(error));
    }

    child(routeOptions: Record<string, unknown>) {
      const route = `${String(routeOptions.method ?? '')}:${String(routeOptions.url ?? routeOptions.path ?? '')}:`;
      return new DatabaseStore({ ...this.options, ...routeOptions }, route);
    }
  };
}

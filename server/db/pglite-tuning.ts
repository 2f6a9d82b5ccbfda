/**
 * PGlite on the API's write path (issue 12.5: form POST p99 at 20 connections). PGlite runs
 * every statement on the one thread that also serves HTTP, so its per-statement cost is the
 * server's throughput. Two things cut it, both invisible to the queries' callers:
 *
 * - drizzle's PGlite driver passes the same identity parsers (timestamps, dates, intervals as
 *   text) with every query, and PGlite merges per-query parsers into a copy of its whole parser
 *   table (300+ types) on every query. The same parsers are set once on the client instead, and
 *   a query whose parsers are exactly drizzle's set runs without them.
 * - A statement registered with `reuseStatement` (the booking-id inserts of every form) is
 *   prepared once under a name on PGlite's single session and then only bound and executed, in
 *   one round trip: PGlite's `query` parses, describes and plans the text again on every call, in
 *   six round trips. Parameters must all be null, text, numbers or booleans (sent as their text,
 *   their types inferred by PostgreSQL as for an unnamed statement); any other call, and every
 *   statement not registered, goes through PGlite's `query` as before. Results are parsed by
 *   PGlite's own `parseResults` with the client's parsers, so callers get the same rows.
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
type Results = Awaited<ReturnType<PGlite['query']>>;
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * The types drizzle's PGlite driver reads as text (timestamps, dates, intervals and their arrays,
 * numeric[]): it passes the same identity parsers with every query.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
/** Named statements kept per client at most (registered shapes are few: one per table and column set). */
const MAX_NAMED = 500;

const reused = new Set<string>();

/** Marks a statement text the app runs often: on PGlite it is prepared once and then only bound and executed. */
export function reuseStatement(text: string): void {
  reused.add(text);
}

const primitive = (value: unknown) => value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Installs both on `client` (after it is ready: PGlite adds its array types while starting). */
export function tunePglite(client: PGlite): void {
  const text = (value: string) => value;
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = text;
  const ownSet = (parsers: Record<number, (value: string, typeId: number) => unknown>) =>
    Object.keys(parsers).length === DRIZZLE_TEXT_TYPES.length && DRIZZLE_TEXT_TYPES.every((oid) => parsers[oid]?.('x', oid) === 'x');
  const lean = (options: QueryOptions): QueryOptions => (options?.parsers && ownSet(options.parsers) ? { ...options, parsers: undefined } : options);

  const named = new Map<string, string>();
  let counter = 0;
  const serialize = protocol.serialize;
  const hot = (sql: string, params: unknown[] | undefined, options: QueryOptions) =>
    reused.has(sql) && !options?.blob && !options?.paramTypes && !options?.serializers && (params ?? []).every(primitive)
    && (named.has(sql) || named.size < MAX_NAMED);

  /** Runs a registered statement; the caller holds PGlite's query lock (and its transaction lock or transaction). */
  const run = async (sql: string, params: unknown[] | undefined, options: QueryOptions): Promise<Results> => {
    try {
      let name = named.get(sql);
      if (name === undefined) {
        // Prepared on its own round trip: a statement that fails to prepare is not remembered, and
        // once prepared it exists whatever happens to the executions that follow.
        name = `hot_${++counter}`;
        await client.execProtocolStream(concat([serialize.parse({ name, text: sql }), serialize.sync()]), { syncToFs: false });
        named.set(sql, name);
      }
      const values = (params ?? []).map((value) => (value === null || value === undefined ? null : String(value)));
      const messages = await client.execProtocolStream(
        concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, client.parsers, options)[0];
    } catch (error) {
      // As PGlite's own query does: the error names its statement and parameters.
      if (error && typeof error === 'object') Object.assign(error, { query: sql, params, queryOptions: options });
      throw error;
    }
  };

  const query = client.query.bind(client) as Query;
  client.query = (async (sql: string, params?: unknown[], options?: QueryOptions) => {
    const opts = lean(options);
    if (!hot(sql, params, opts)) return query(sql, params, opts);
    const result = await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(sql, params, opts)));
    await client.syncToFs();
    return result;
  }) as PGlite['query'];

  const transaction = client.transaction.bind(client);
  client.transaction = ((work: Parameters<PGlite['transaction']>[0]) => transaction((tx) => {
    const txQuery = tx.query.bind(tx) as Query;
    tx.query = (async (sql: string, params?: unknown[], options?: QueryOptions) => {
      const opts = lean(options);
      if (!hot(sql, params, opts)) return txQuery(sql, params, opts);
      if (tx.closed) throw new Error('Transaction is closed');
      return client._runExclusiveQuery(() => run(sql, params, opts));
    }) as typeof tx.query;
    return work(tx);
  })) as PGlite['transaction'];
}

/**
 * Where a move's and a delivery's milliseconds go (issue 31, docs/notifications.md "Figures"): one
 * move alone and one worker round alone with every SQL statement and its time, then three waves of
 * `count` moves followed by one round for all, with wall and CPU time per move and per delivered row.
 * Same setup as bench-notify (PGlite, or PostgreSQL with DATABASE_URL). TRACE_PROFILE=DIR also writes
 * a CPU profile of each wave of moves there (open it in Chrome DevTools).
 *
 *   npx tsx --tsconfig tsconfig.server.json scripts/trace-notify.ts [count]
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { createDeliveryWorker } from '../server/services/notify/worker';
import { openNotifyBench } from './notify-bench-setup';

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
  transaction?: (work: (tx: Queryable) => unknown) => Promise<unknown>;
  on?: (event: 'acquire', listener: (client: Queryable) => void) => void;
}

const count = Number(process.argv[2] ?? 20);
const bench = await openNotifyBench(1000);
const { app, database } = bench;
const worker = createDeliveryWorker({ db: database.workerDb(), mailer: app.mailer, config: app.config });

// Every statement through the driver (PGlite: the client and its transactions; PostgreSQL: the pool's clients).
let log: { text: string; ms: number }[] | null = null;
const traced = new WeakSet<object>();
const wrap = (target: Queryable) => {
  if (traced.has(target)) return;
  traced.add(target);
  const query = target.query.bind(target);
  target.query = async (...args: unknown[]) => {
    const at = performance.now();
    try {
      return await query(...args);
    } finally {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      log?.push({ text: String(text).replace(/\s+/g, ' ').slice(0, 120), ms: performance.now() - at });
    }
  };
};
const client = (database.db as unknown as { $client: Queryable }).$client;
if (database.kind === 'pglite') {
  wrap(client);
  const transaction = client.transaction!.bind(client);
  client.transaction = (work) => transaction((tx) => { wrap(tx); return work(tx); });
} else {
  // Every connection the pools (the requests' and the worker's) hand out (pool.query takes one too).
  client.on!('acquire', wrap);
  (database.workerDb() as unknown as { $client: Queryable }).$client.on!('acquire', wrap);
}
const show = (title: string, ms: number) => {
  const rows = log ?? [];
  console.log(`--- ${title}: ${rows.length} statements, ${rows.reduce((n, r) => n + r.ms, 0).toFixed(1)} ms in them, ${ms.toFixed(1)} ms in all`);
  for (const r of rows) console.log(`${r.ms.toFixed(2).padStart(7)} ${r.text}`);
  log = null;
};
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

// Warm-up (PGlite's WebAssembly tiers up after a few thousand statements), then one move and one round alone.
const warm: number[] = [];
for (let i = 0; i < count; i++) warm.push(await bench.newTestDrive());
await bench.subscribe();
for (const id of warm.slice(0, -1)) { await bench.move(id); await worker.runOnce(); }
log = [];
let at = performance.now();
await bench.move(warm.at(-1)!);
show('one move (the staff API, answer included)', performance.now() - at);
log = [];
at = performance.now();
const one = await worker.runOnce();
show(`one worker round (${one} push)`, performance.now() - at);

for (let wave = 0; wave < 3; wave++) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await bench.newTestDrive());
  await worker.runOnce();
  const session = process.env.TRACE_PROFILE ? new Session() : null;
  if (session) { session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start'); }
  let c = cpu();
  at = performance.now();
  for (const id of ids) await bench.move(id);
  const move = { wall: (performance.now() - at) / count, cpu: (cpu() - c) / count };
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(process.env.TRACE_PROFILE!, `moves-${database.kind}-${wave}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
  c = cpu();
  at = performance.now();
  const rows = await worker.runOnce();
  console.log(`wave ${wave + 1} (${database.kind}): move ${move.wall.toFixed(1)} ms wall, ${move.cpu.toFixed(1)} ms CPU of this process; round of ${rows}: ${((performance.now() - at) / rows).toFixed(1)} ms wall, ${((cpu() - c) / rows).toFixed(1)} ms CPU per row`);
}
await worker.stop();
await bench.close();

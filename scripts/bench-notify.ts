/**
 * Delivery latency (issue 31): staff moves at a steady rate (default 20 per second), each writing
 * its inbox message and a push delivery in one transaction; the delivery worker runs as in
 * production, woken by the delivery's NOTIFY at commit with the poll (NOTIFY_POLL_MS, default
 * 1000 ms) as the fallback (BENCH_POLL_ONLY=1: the poll alone) and sends to a push service on 127.0.0.1 (HTTPS,
 * self-signed, PUSH_ALLOW_INSECURE=1). The figure is the time from the move's answer to the push
 * service receiving the encrypted message (median, p99), with the rate of moves reached and the
 * load average. Quiet hours are switched off for the measurement by a trigger in the bench's own
 * database (otherwise a night-time run would measure 07:00 WIB). PGlite by default (a scratch
 * data directory); DATABASE_URL for PostgreSQL (the requests' pool and the worker's own, as in
 * production; a scratch database, reusable across runs).
 *
 *   npm run bench:notify -- [moves-per-second] [seconds]
 *   DATABASE_URL=postgres://... npm run bench:notify -- [moves-per-second] [seconds]
 */
import { loadavg } from 'node:os';
import { createDeliveryWorker } from '../server/services/notify/worker';
import { openNotifyBench } from './notify-bench-setup';
import { decryptPush } from './push-test-service';

const rate = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 10);
const pollMs = Number(process.env.NOTIFY_POLL_MS ?? 1000);
const bench = await openNotifyBench(pollMs);
const { app, database, push, device } = bench;

// The test drives to confirm; the device subscribes once they exist (their own 'received' messages are not part of the figure).
const total = Math.round(rate * seconds);
const ids: number[] = [];
while (ids.length < total) ids.push(await bench.newTestDrive());
await bench.subscribe();

const arrivals = new Map<string, number>();
const seen = push.requests.length;
const pollOnly = process.env.BENCH_POLL_ONLY === '1';
const worker = createDeliveryWorker({ db: database.workerDb(), mailer: app.mailer, config: app.config, listen: pollOnly ? undefined : database.listen });
await worker.start(pollMs);
const moved = new Map<string, number>();
const started = performance.now();
await Promise.all(ids.map(async (id, i) => {
  await new Promise((r) => setTimeout(r, started + (i * 1000) / rate - performance.now()));
  await bench.move(id);
  moved.set(`/testdrive/detail/${id}`, performance.now());
}));
const movesPerSecond = total / ((performance.now() - started) / 1000);
const load = loadavg();
const deadline = performance.now() + 60_000;
// Each request is decrypted once (the bench shares the thread with the worker it measures).
let read = seen;
const poll = () => {
  for (; read < push.requests.length; read++) {
    const r = push.requests[read];
    const url = (JSON.parse(decryptPush(device, r.body)) as { data: { url: string } }).data.url;
    if (!arrivals.has(url)) arrivals.set(url, r.at);
  }
};
while (arrivals.size < total && performance.now() < deadline) {
  poll();
  await new Promise((r) => setTimeout(r, 20));
}
await worker.stop();
// Negative when the push arrived before the move's answer: the worker is woken at the commit, the answer reads the record back after it.
const latencies = [...moved].filter(([url]) => arrivals.has(url)).map(([url, at]) => arrivals.get(url)! - at).sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(`notifications: ${total} moves at ${movesPerSecond.toFixed(1)}/s of ${rate}/s asked (${database.kind}, ${pollOnly ? '' : 'LISTEN + '}poll ${pollMs} ms, load average at the last move ${load.map((l) => l.toFixed(1)).join(' ')}): move -> push received min ${latencies[0].toFixed(0)} ms, median ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms; ${latencies.length}/${total} arrived`);
await bench.close();

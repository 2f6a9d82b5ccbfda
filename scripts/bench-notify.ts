/**
 * Delivery latency (issue 31): staff moves at a steady rate (default 20 per second), each writing
 * its inbox message and a push delivery in one transaction; the delivery worker runs as in
 * production, woken by the delivery's NOTIFY at commit with the poll (NOTIFY_POLL_MS, default
 * 1000 ms) as the fallback (BENCH_POLL_ONLY=1: the poll alone) and sends to a push service on 127.0.0.1 (HTTPS,
 * self-signed, PUSH_ALLOW_INSECURE=1). The figure is the time from the move's answer to the push
 * service receiving the encrypted message (median, p99). Quiet hours are switched off for the
 * measurement by a trigger in the bench's own database (otherwise a night-time run would measure
 * 07:00 WIB). PGlite by default; DATABASE_URL (an empty scratch database) for PostgreSQL.
 *
 *   npx tsx --tsconfig tsconfig.server.json scripts/bench-notify.ts [moves-per-second] [seconds]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { loadavg } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { DEMO_API_KEY, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { members } from '../server/db/schema';
import { seedIfEmpty } from '../server/seed';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../server/seed/staff';
import { createDeliveryWorker } from '../server/services/notify/worker';
import { decryptPush, startPushService } from './push-test-service';
import { addDays } from '../domain/money';

const rate = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-bench-notify-'));
const pollMs = Number(process.env.NOTIFY_POLL_MS ?? 1000);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATABASE_URL ? null : dataDir });
await seedIfEmpty(database.db, { demoStaff: true });
const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), PUSH_ALLOW_INSECURE: '1', FORM_RATE_LIMIT: '1000000', NOTIFY_POLL_MS: String(pollMs) });
const app = await buildApp({ config, database });
await app.ready();
const db = database.db;
await db.execute(sql`create or replace function bench_no_quiet_hours() returns trigger language plpgsql as $$ begin new.not_before := now(); return new; end $$`);
await db.execute(sql`drop trigger if exists bench_no_quiet_hours on notification_deliveries`);
await db.execute(sql`create trigger bench_no_quiet_hours before insert on notification_deliveries for each row execute function bench_no_quiet_hours()`);

const call = async (url: string, payload?: unknown, token?: string) => {
  const res = await app.inject({
    method: payload === undefined ? 'GET' : 'POST', url, payload: payload as object | undefined,
    headers: { 'x-api-key': DEMO_API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

/** A test drive body with ids read from the API (a Semarang branch). */
async function testDriveBody(email: string) {
  const [category] = await call('/api/carcategory') as { category_id: number }[];
  let car: Record<string, unknown> = {};
  for (const model of await call('/api/carmodel', { category_id: category.category_id }) as { car_model_id: number }[]) {
    const types = await call('/api/cartype', { car_model_id: model.car_model_id, car_transmission: 'AT' }) as { car_type_id: number }[];
    if (types.length) {
      car = { car_category: category.category_id, car_model: model.car_model_id, car_transmission: 'AT', car_type: types[0].car_type_id };
      break;
    }
  }
  const [branch] = await call('/api/cabang', { city_code: '33.74' }) as { cabang_id: number }[];
  return {
    name: 'Budi Santoso', email, phone: '081234567890', birth: '1990-05-17', gender: 'Laki-laki', province: '33', city: '33.74', address: 'Jl. Pandanaran No. 1, Semarang',
    ...car, kota_cabang: '33.74', cabang_id: branch.cabang_id, appointment_date: addDays(4), appointment_time: '10:00',
    buycar: '0 - 3 bulan', note: 'Bench', kebijakan1: true, kebijakan2: true,
  };
}

// One member with one subscribed device, and the test drives to confirm.
const push = await startPushService();
const device = push.device('bench');
// A fresh address per run, so the same PostgreSQL database serves several runs.
const email = `bench.notify.${Date.now()}@example.com`;
const total = Math.round(rate * seconds);
const first = await call('/api/testdrive', await testDriveBody(email));
const memberToken: string = first.login.token;
await db.update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.email, email));
await call('/api/member/notifications', { channels: { email: false } }, memberToken);
const ids: number[] = [first.id];
while (ids.length < total) ids.push((await call('/api/testdrive', await testDriveBody(email), memberToken)).id);
// Subscribed once the records exist: their own 'received' messages are not part of the figure.
await call('/api/member/push', { subscription: device.subscription }, memberToken);
// The admin may place a booking beyond a slot's capacity (issue 32): every move takes the same 10:00.
const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
const staffToken: string = (await call('/api/staff/login', { email: admin.email, password: DEMO_STAFF_PASSWORD })).token;

const arrivals = new Map<string, number>();
const seen = push.requests.length;
const pollOnly = process.env.BENCH_POLL_ONLY === '1';
const worker = createDeliveryWorker({ db, mailer: app.mailer, config, listen: pollOnly ? undefined : database.listen });
await worker.start(pollMs);
const moved = new Map<string, number>();
const started = performance.now();
await Promise.all(ids.map(async (id, i) => {
  await new Promise((r) => setTimeout(r, started + (i * 1000) / rate - performance.now()));
  await call(`/api/staff/queue/testdrive/${id}/status`, { to: 'confirmed', version: 0, date: addDays(5), time: '10:00', override: true }, staffToken);
  moved.set(`/testdrive/detail/${id}`, performance.now());
}));
const movesPerSecond = total / ((performance.now() - started) / 1000);
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
const latencies = [...moved].filter(([url]) => arrivals.has(url)).map(([url, at]) => arrivals.get(url)! - at).sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(`notifications: ${total} moves at ${movesPerSecond.toFixed(1)}/s (${database.kind}, ${pollOnly ? '' : 'LISTEN + '}poll ${pollMs} ms, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}): move -> push received median ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms; ${latencies.length}/${total} arrived`);
await db.execute(sql`drop trigger bench_no_quiet_hours on notification_deliveries`);
await push.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

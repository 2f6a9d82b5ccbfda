/**
 * What `bench-notify.ts` and `trace-notify.ts` share: the app on PGlite (a scratch data directory)
 * or on PostgreSQL (`DATABASE_URL`, one pool), seeded, with quiet hours off in that database (a
 * trigger, removed on close), one member with one device subscribed to a push service on 127.0.0.1
 * (HTTPS, self-signed, `PUSH_ALLOW_INSECURE=1`), e-mail off, and the admin's session for moves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { DEMO_API_KEY, loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { members } from '../server/db/schema';
import { seedIfEmpty } from '../server/seed';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../server/seed/staff';
import { startPushService, type PushService, type TestDevice } from './push-test-service';
import { addDays } from '../domain/money';

export interface NotifyBench {
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  push: PushService;
  device: TestDevice;
  /** A new test drive of the member (Semarang, four days ahead); its own 'received' push is not sent (the device subscribes after the first ones). */
  newTestDrive(): Promise<number>;
  /** Subscribes the device (call once the records that are not part of the figure exist). */
  subscribe(): Promise<void>;
  /** The admin confirms test drive `id` for five days ahead at 10:00 (with `override`: all moves take the same slot). */
  move(id: number): Promise<void>;
  close(): Promise<void>;
}

/** Opens the bench's app and database; `pollMs` is the worker's NOTIFY_POLL_MS. */
export async function openNotifyBench(pollMs: number): Promise<NotifyBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-bench-notify-'));
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

  // A test drive body with ids read from the API (a Semarang branch).
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
  // A fresh address per run, so one PostgreSQL database serves several runs.
  const email = `bench.notify.${Date.now()}@example.com`;
  const body = () => ({
    name: 'Budi Santoso', email, phone: '081234567890', birth: '1990-05-17', gender: 'Laki-laki', province: '33', city: '33.74', address: 'Jl. Pandanaran No. 1, Semarang',
    ...car, kota_cabang: '33.74', cabang_id: branch.cabang_id, appointment_date: addDays(4), appointment_time: '10:00',
    buycar: '0 - 3 bulan', note: 'Bench', kebijakan1: true, kebijakan2: true,
  });

  const first = await call('/api/testdrive', body());
  const memberToken: string = first.login.token;
  await db.update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.email, email));
  await call('/api/member/notifications', { channels: { email: false } }, memberToken);
  let firstId: number | null = first.id;
  const push = await startPushService();
  const device = push.device('bench');
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  const staffToken: string = (await call('/api/staff/login', { email: admin.email, password: DEMO_STAFF_PASSWORD })).token;

  return {
    database, app, push, device,
    async newTestDrive() {
      if (firstId !== null) {
        const id = firstId;
        firstId = null;
        return id;
      }
      return (await call('/api/testdrive', body(), memberToken)).id as number;
    },
    async subscribe() {
      await call('/api/member/push', { subscription: device.subscription }, memberToken);
    },
    async move(id) {
      await call(`/api/staff/queue/testdrive/${id}/status`, { to: 'confirmed', version: 0, date: addDays(5), time: '10:00', override: true }, staffToken);
    },
    async close() {
      await db.execute(sql`drop trigger bench_no_quiet_hours on notification_deliveries`);
      await push.close();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

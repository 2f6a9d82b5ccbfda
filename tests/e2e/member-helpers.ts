/** Shared by the member browser tests: API set-up as the server's client, page storage reads, login through the modal. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { addDays } from '../../domain/money';
import { visible } from './browser';

/** The password of every member the tests create. */
export const PASSWORD = 'rahasia-123';
/** A fresh e-mail address. */
export const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The API as its client (the server's fixed key), for set-up only. */
export async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${route}`, {
    method,
    headers: { 'x-api-key': 'merapi-demo-key', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json.data as T;
}

/** Identity fields of the set-up bodies. */
export const identity = (email: string) => ({
  name: 'Budi Santoso', email, phone: '081234567890', birth: '1990-05-17', gender: 'Laki-laki', province: '33', city: '33.74', address: 'Jl. Pandanaran No. 1, Semarang',
});

/** Registers through the API; returns the token. */
export async function registerByApi(email: string): Promise<string> {
  const data = await call<{ login: { token: string } }>('POST', '/api/register', {
    ...identity(email), password: PASSWORD, confirm_password: PASSWORD, cek_list_agree: 'accepted', cek_list_penawaran: 'accepted', channel: 'register',
  });
  return data.login.token;
}

/** The first car with an AT type and the first Semarang branch, as a test drive body's fields. */
async function testDriveCar(): Promise<{ car: Record<string, unknown>; branchId: number }> {
  const [category] = await call<Array<{ category_id: number }>>('GET', '/api/carcategory');
  let car: Record<string, unknown> | null = null;
  for (const model of await call<Array<{ car_model_id: number }>>('POST', '/api/carmodel', { category_id: category.category_id })) {
    const types = await call<Array<{ car_type_id: number }>>('POST', '/api/cartype', { car_model_id: model.car_model_id, car_transmission: 'AT' });
    if (types.length) {
      car = { car_category: category.category_id, car_model: model.car_model_id, car_transmission: 'AT', car_type: types[0].car_type_id };
      break;
    }
  }
  const [branch] = await call<Array<{ cabang_id: number }>>('POST', '/api/cabang', { city_code: '33.74' });
  return { car: car!, branchId: branch.cabang_id };
}

type TestDriveAnswer = { id: number; slot?: { status: string; date: string; time: string } };

async function postTestDrive(token: string, email: string, car: Record<string, unknown>, branchId: number, date: string, time: string): Promise<TestDriveAnswer> {
  return call<TestDriveAnswer>('POST', '/api/testdrive', {
    ...identity(email), ...car, kota_cabang: '33.74', cabang_id: branchId, appointment_date: date, appointment_time: time,
    buycar: '0 - 3 bulan', note: 'Ingin mencoba di jalan tanjakan', kebijakan1: true, kebijakan2: true,
  }, token);
}

/** Books a test drive for the member of `token` with ids read from the API (4 days ahead, 10:00, held or a request); returns its id. */
export async function bookTestDrive(token: string, email: string): Promise<number> {
  const { car, branchId } = await testDriveCar();
  // Four days ahead, past the seeded closed days (1 January, 25 December): a run in late December books too.
  let day = 4;
  while (/-(12-25|01-01)$/.test(addDays(day))) day += 1;
  return (await postTestDrive(token, email, car, branchId, addDays(day), '10:00')).id;
}

/**
 * Books a test drive at a slot GET /api/slots says is free (10:00 when it is), so it holds its place
 * however full the shared server's other slots are; a place taken meanwhile is tried again elsewhere.
 */
export async function bookFreeTestDrive(token: string, email: string): Promise<{ id: number; date: string; time: string }> {
  const { car, branchId } = await testDriveCar();
  const tried = new Set<string>();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const query = `kind=testdrive&branch_id=${branchId}&car_model=${car.car_model}&date_from=${addDays(4)}&date_to=${addDays(30)}`;
    const { days } = await call<{ days: Array<{ date: string; open: boolean; slots: Array<{ time: string; left: number }> }> }>('GET', `/api/slots?${query}`);
    const free = days.flatMap((d) => d.slots.filter((s) => s.left > 0 && !tried.has(`${d.date} ${s.time}`)).map((s) => ({ date: d.date, time: s.time })));
    const at = free.find((s) => s.time === '10:00') ?? free[0];
    if (!at) break;
    tried.add(`${at.date} ${at.time}`);
    const answer = await postTestDrive(token, email, car, branchId, at.date, at.time);
    if (answer.slot?.status === 'held') return { id: answer.id, ...at };
  }
  throw new Error('no free test-drive slot in the next weeks');
}

/** The session the page stored (the key-value table of its database, src/data/keyval.ts), read in the page. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => new Promise<string | null>((resolve) => {
    const open = indexedDB.open('merapi-toyota');
    open.onsuccess = () => {
      if (!open.result.objectStoreNames.contains('keyval')) return resolve(null);
      const read = open.result.transaction('keyval').objectStore('keyval').get('member:session');
      read.onsuccess = () => resolve((read.result as { token?: string } | undefined)?.token ?? null);
      read.onerror = () => resolve(null);
    };
    open.onerror = () => resolve(null);
  }));
}

/** Mirror keys of member data left in the page's Dexie database. */
export function memberMirrorKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve) => {
    const open = indexedDB.open('merapi-toyota');
    open.onsuccess = () => {
      const keys = open.result.transaction('responses').objectStore('responses').getAllKeys();
      keys.onsuccess = () => resolve((keys.result as string[]).filter((k) => k.startsWith('member:')));
    };
    open.onerror = () => resolve([]);
  }));
}

/** The reset link of the newest mail to `email` (files under DATA_DIR/mail; quoted-printable undone). */
export function resetLinkFor(email: string): string | null {
  const dir = path.join(inject('dataDir'), 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!raw.includes(email)) continue;
    const match = /\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(raw);
    if (match) return match[0];
  }
  return null;
}

/** Fills and submits the open login modal. */
export async function loginThroughModal(page: Page, email: string, password = PASSWORD) {
  const dialog = await visible(page.getByRole('dialog', { name: 'Login' }));
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/** The unread count beside the Inbox tab. */
export const unreadCount = (page: Page) => page.getByRole('tab', { name: /Inbox/ }).innerText().then((t) => Number(t.match(/\d+/)?.[0] ?? 0));
/** Chromium logs every 4xx fetch; the tests that provoke one expect exactly that line. */
export const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: (the server responded with a status of (400|404)|net::ERR_INTERNET_DISCONNECTED)/.test(e));

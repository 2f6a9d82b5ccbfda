/** Shared by the back-office browser tests: the demo staff accounts, sign-in through the page, API set-up as staff. */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { until, visible } from './browser';

/** The demo staff password (README). */
export const STAFF_PASSWORD = 'staf-demo-2026';
/** The demo accounts used by the tests. */
export const STAFF = {
  admin: 'admin@merapitoyota.example',
  sales: 'sales.semarang@merapitoyota.example',
  finance: 'keuangan@merapitoyota.example',
  content: 'konten@merapitoyota.example',
} as const;

/** The showroom tablet's viewport. */
export const TABLET = { width: 820, height: 1180 };

/** Signs in on /staff/login (the page must be there) and waits for the overview. */
export async function signInStaff(page: Page, email: string): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Masuk Staf' }));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await visible(page.getByRole('heading', { name: 'Ringkasan' }));
}

/** A staff call as the API's client (set-up and checks beside the browser). */
export async function staffCall<T>(method: 'GET' | 'POST', route: string, token: string | null, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${inject('baseUrl')}/api/staff/${route}`, {
    method,
    headers: { 'x-api-key': 'merapi-demo-key', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

/** A staff token of a demo account. */
export async function staffToken(email: string): Promise<string> {
  const { status, data } = await staffCall<{ token: string }>('POST', 'login', null, { email, password: STAFF_PASSWORD });
  if (status !== 200) throw new Error(`staff login ${email}: ${status}`);
  return data.token;
}

/** Opens a queue through the menu and finds one record by its booking id with the search field, then opens it. */
export async function openFromQueue(page: Page, queue: string, bookingId: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: queue, exact: true }).click();
  await visible(page.getByRole('heading', { name: queue, level: 1 }));
  await page.getByRole('search').getByLabel('Cari').fill(bookingId);
  await page.getByRole('search').getByRole('button', { name: 'Terapkan' }).click();
  await until(() => Promise.resolve(new URL(page.url()).search), (s) => s.includes('q='));
  await (await visible(page.getByRole('link', { name: bookingId }))).click();
  await visible(page.getByRole('heading', { name: bookingId, level: 1 }));
}

/** The status shown at the top of a record page. */
export const recordStatus = (page: Page) => page.getByRole('region', { name: 'Status' }).getByText(/^Status: \S/).innerText().then((t) => t.replace(/^Status:\s*/, ''));

/** A cash order of the member of `token` (an Avanza at the Pemuda branch, Semarang), placed through the API; returns its booking id. */
export async function placeOrderByApi(token: string, email: string, identity: Record<string, unknown>): Promise<string> {
  const api = async <T>(route: string, body: unknown): Promise<T> => {
    const res = await fetch(`${inject('baseUrl')}/api/${route}`, {
      method: 'POST', headers: { 'x-api-key': 'merapi-demo-key', 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const car = await api<{ car_model_id: number; category_id: number; color: Array<{ color_id: number }> }>('cardetail', { car_seo: 'avanza' });
  const [type] = await api<Array<{ car_type_id: number; price_otr: number; price_disc: number }>>('cartype', { car_model_id: car.car_model_id, car_transmission: 'AT' });
  const [branch] = await api<Array<{ cabang_id: number }>>('cabang', { city_code: '33.74' });
  const order = await api<{ order_id: string }>('order', {
    ...identity, email, cek_list_agree: 'accepted', cek_list_penawaran: 'accepted', channel: 'booking-order', kota_cabang: '33.74', cabang_id: branch.cabang_id,
    car_category: car.category_id, car_model: car.car_model_id, car_transmission: 'AT', car_type: type.car_type_id, car_color: car.color[0].color_id,
    payment_type: 'cash', price_otr: type.price_disc > 0 ? type.price_disc : type.price_otr, price_otr_promo: 0, promotion_code: '',
  });
  return order.order_id;
}

/** A real PNG drawn on a canvas, wide enough for two WebP variants (480 and 960) besides its own width. */
export async function pngFile(page: Page, name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 750;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 1200, 750);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(200, 300, 800, 200);
    return canvas.toDataURL('image/png');
  }, colour);
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

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

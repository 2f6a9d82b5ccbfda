/** Shared steps of the form browser tests: filling the identity and car blocks, the session, the server. */
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { addDays } from '../../domain/money';
import { until, visible } from './browser';

type Scope = Page | Locator;

export const API_HEADERS = { 'x-api-key': 'merapi-demo-key', 'content-type': 'application/json' };

/** POSTs to the real server (a check beside the browser). */
export async function apiPost<T>(path: string, body: unknown, token?: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${inject('baseUrl')}/api/${path}`, {
    method: 'POST',
    headers: { ...API_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

/** Name, e-mail, phone, birth, gender, Jawa Tengah / Kota Semarang, address. */
export async function fillIdentity(scope: Scope, email: string): Promise<void> {
  await scope.getByLabel('Nama Lengkap').fill('Budi Santoso');
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await scope.getByLabel('No. Telp').fill('0812-3456-7890');
  await scope.getByLabel('Tanggal Lahir').fill('1990-05-17');
  await scope.getByLabel('Laki-laki').check();
  await scope.getByLabel('Provinsi').selectOption('33');
  await scope.getByLabel('Kota', { exact: true }).selectOption('33.74');
  await scope.getByLabel('Alamat').fill('Jl. Pandanaran No. 1, Semarang');
}

/** MPV, automatic, Avanza, 1.3 E CVT in the order of test drive and booking service. */
export async function fillCarTransmissionFirst(scope: Scope): Promise<void> {
  await scope.getByLabel('Kategori Mobil').selectOption({ label: 'MPV' });
  await scope.getByLabel('Transmisi').selectOption('AT');
  await scope.getByLabel('Model Mobil').selectOption({ label: 'Avanza' });
  await scope.getByLabel('Tipe Mobil').selectOption({ label: '1.3 E CVT' });
}

/** Kota Semarang, the Pemuda branch. */
export async function fillBranch(scope: Scope): Promise<void> {
  await scope.getByLabel('Kota Cabang').selectOption('33.74');
  await scope.getByLabel('Cabang', { exact: true }).selectOption({ label: 'Merapi Toyota Pemuda' });
}

/**
 * A day from four days ahead at 10.00 WIB, or the first free time: the times offered are the branch's
 * free ones once its availability is known (issue 32), and the browser tests share one server, whose
 * 10.00 fills up; a full day moves on to the next.
 */
export async function fillAppointment(scope: Scope): Promise<void> {
  const select = scope.locator('select[name="appointment_time"]');
  // Until the branch's availability arrives the select offers every half hour: wait for the day strip
  // (availability known, also the last known offline) or the note that none could be loaded offline.
  const known = scope.locator('[role="group"][aria-label="Pilih tanggal"]').or(scope.getByText('Ketersediaan jadwal belum bisa dimuat saat offline', { exact: false }));
  await known.first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  for (let ahead = 4; ahead < 20; ahead += 1) {
    await scope.locator('input[name="appointment_date"]').fill(addDays(ahead));
    const times = await until(
      () => select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean)),
      (values) => values.length > 0, 3_000,
    ).catch(() => [] as string[]);
    if (times.length) {
      await select.selectOption(times.includes('10:00') ? '10:00' : times[0]);
      return;
    }
  }
  throw new Error('no free appointment time in the next weeks');
}

/** Ticks both consents. */
export async function acceptConsents(scope: Scope): Promise<void> {
  for (const box of await scope.locator('input[type="checkbox"]').all()) await box.check();
}

/** The test drive form after the identity: the car, the branch, the appointment, '0 - 3 bulan', the consents. */
export async function fillTestDrive(scope: Scope): Promise<void> {
  await fillCarTransmissionFirst(scope);
  await fillBranch(scope);
  await fillAppointment(scope);
  await scope.getByLabel('0 - 3 bulan').check();
  await acceptConsents(scope);
}

/** Clicks the enabled submit button, confirms the success dialog and returns its title and text. */
export async function submitAndConfirm(page: Page, button: string): Promise<string> {
  const submit = page.getByRole('button', { name: button, exact: true });
  await until(() => submit.isEnabled(), (enabled) => enabled);
  await submit.click();
  const dialog = await visible(page.getByRole('dialog'));
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: 'OK' }).click();
  return text;
}

/** The member session the page stored (key 'member:session' of its database's key-value table), or null. */
export function storedSession(page: Page): Promise<{ token: string; profile: Record<string, string> } | null> {
  return page.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('merapi-toyota');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve(null);
      const get = db.transaction('keyval').objectStore('keyval').get('member:session');
      get.onsuccess = () => resolve(get.result ?? null);
      get.onerror = () => resolve(null);
    };
    open.onerror = () => resolve(null);
  }));
}

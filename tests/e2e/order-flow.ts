/** Steps of the order wizard driven in Chromium, shared by the order browser tests. */
import type { Page } from 'playwright-core';
import { until, visible } from './browser';

/** A small real JPEG (drawn on a canvas), for the KTP and the transfer proof. */
export async function jpegFile(page: Page, name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#3366cc';
    ctx.fillRect(0, 0, 64, 40);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

/** Clicks Next once it is enabled. */
export async function next(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Next', exact: true });
  // A step that is not ready yet keeps Next focusable but aria-disabled (wizard-nav.tsx): pressing it then only shows what is missing.
  await until(async () => (await button.isEnabled()) && (await button.getAttribute('aria-disabled')) !== 'true', Boolean);
  const step = await page.getByText(/^Langkah \d dari 5/).first().textContent();
  await button.click();
  await until(() => page.getByText(/^Langkah \d dari 5/).first().textContent(), (now) => now !== step);
}

/** Step 1 as a guest. */
export async function fillRegistration(page: Page, email: string): Promise<void> {
  await page.getByLabel('Nama Lengkap').fill('Rina Wulandari');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('No. Telepon').fill('081234567890');
  await page.getByLabel('Tanggal Lahir').fill('1992-03-14');
  await page.getByLabel('Perempuan').check();
  const province = page.getByLabel('Provinsi');
  await until(() => province.locator('option').count(), (n) => n > 2);
  await province.selectOption({ label: 'Jawa Tengah' });
  const city = page.getByLabel('Kota', { exact: true });
  await until(() => city.locator('option').count(), (n) => n > 2);
  await city.selectOption({ label: 'Kota Semarang' });
  await page.getByLabel('Alamat').fill('Jl. Pandanaran No. 10, Semarang');
  await page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await page.getByLabel('Konfirmasi Password').fill('rahasia123');
  await page.getByLabel(/Saya menyetujui/).check();
  await page.getByLabel(/Saya bersedia/).check();
}

/** Step 2: Kota Semarang, Merapi Toyota Pemuda, MPV, `model`, AT, then the type tile `typeName`. */
export async function chooseCar(page: Page, model: string, typeName: string): Promise<void> {
  const select = async (label: string, option: string) => {
    const field = page.getByLabel(label, { exact: true });
    await until(() => field.locator('option').allTextContents(), (texts) => texts.includes(option));
    await field.selectOption({ label: option });
  };
  await select('Kota Cabang', 'Kota Semarang');
  await select('Cabang', 'Merapi Toyota Pemuda');
  await select('Kategori Mobil', 'MPV');
  await select('Model Mobil', model);
  await (await visible(page.getByRole('radio', { name: new RegExp(typeName) }))).check();
}

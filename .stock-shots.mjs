import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:52563';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors = [];
async function staffPage(width, email) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${width}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${width}: ${e}`));
  await page.goto(`${base}/staff/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('staf-demo-2026');
  await page.getByRole('button', { name: /Masuk/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/staff/login'));
  return page;
}
const which = process.argv[2] ?? 'staff';
if (which === 'staff') {
  for (const [width, email] of [[1280, 'admin@merapitoyota.example'], [820, 'sales.semarang@merapitoyota.example']]) {
    const page = await staffPage(width, email);
    await page.goto(`${base}/staff/stock`, { waitUntil: 'networkidle' });
    await page.getByRole('table').first().waitFor();
    await page.screenshot({ path: `/work/shots/stock/staff-stock-${width}.png`, fullPage: false });
    await page.getByRole('button', { name: 'Impor CSV' }).click();
    await page.setInputFiles('input[type=file]', { name: 'stok.csv', mimeType: 'text/csv', buffer: Buffer.from('no_rangka,tipe_id,warna_id,cabang_id,status,perkiraan_tiba\nSALAH,1,1,1,available,\nMHFXX000000000001,1,1,1,on_the_way,\n') });
    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    await page.getByText('baris salah').waitFor();
    await page.screenshot({ path: `/work/shots/stock/staff-import-${width}.png` });
    await page.getByRole('button', { name: 'Tutup' }).click();
    await page.getByRole('button', { name: /^Ubah unit/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/work/shots/stock/staff-edit-${width}.png` });
    await page.context().close();
  }
}
if (which === 'car') {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`car: ${m.text()}`); });
  await page.goto(`${base}/${process.argv[3] ?? 'avanza'}`, { waitUntil: 'networkidle' });
  const note = page.getByTestId('stock-note');
  await note.waitFor({ timeout: 15000 });
  await note.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -250));
  await page.screenshot({ path: `/work/shots/stock/car-stock-390.png` });
  console.log('note:', await note.textContent());
  await ctx.close();
}
console.log('errors:', JSON.stringify(errors));
await browser.close();

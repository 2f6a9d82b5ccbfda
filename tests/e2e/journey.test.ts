import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const PROMPT = 'Silahkan Pilih Mobil Impian Anda';

describe('Journey (dream car finder)', () => {
  it('searches the answers from the query string and shows the result cards', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/merapi-journey?question_1=1&question_2=1', DESKTOP);
    const count = await visible(page.getByText(/^Showing \d+ result$/));
    const n = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(n).toBeGreaterThan(0);
    const results = page.getByRole('region', { name: 'Hasil pencarian' });
    expect(await results.getByRole('article').count()).toBe(n);
    expect(await results.getByRole('link', { name: /^DISCOVER/ }).first().getAttribute('href')).toMatch(/^\/[a-z0-9-]+$/);
    // BUY A CAR opens the site's own order with the model, in this tab.
    const buy = results.getByRole('link', { name: /^BUY A CAR/ }).first();
    expect(await buy.getAttribute('href')).toMatch(/^\/order\?category=\d+&model=\d+$/);
    expect(await buy.getAttribute('target')).toBeNull();
    await visible(results.getByText(/Rp \d{1,3}(\.\d{3})+/).first());
    // Changing question 1 clears answer 2 and the results.
    await page.getByLabel('Mobil seperti apa yang Anda inginkan?').selectOption('2');
    await visible(page.getByText(PROMPT));
    expect(await results.getByRole('article').count()).toBe(0);
    expect(await page.getByLabel('Apa pertimbangan utama Anda?').inputValue()).toBe('');
    expect(await until(async () => new URL(page.url()).search, (q) => q === '')).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says there is no car for premium and affordable (4 then 1)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/merapi-journey?question_1=4&question_2=1', PHONE);
    await visible(page.getByText('Belum ada jenis mobil dengan pilihan ini'));
    expect(await page.getByText(/^Showing/).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('prompts first, asks the business question only for answer 5, and FIND runs the search', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/merapi-journey', PHONE);
    await visible(page.getByText(PROMPT));
    const find = page.getByRole('button', { name: 'FIND' });
    expect(await find.isDisabled()).toBe(true);
    expect(await page.getByLabel('Apa pertimbangan utama Anda?').isDisabled()).toBe(true);
    await page.getByLabel('Mobil seperti apa yang Anda inginkan?').selectOption('5');
    await page.getByLabel('Apa pertimbangan utama Anda?').selectOption('1');
    expect(await find.isDisabled()).toBe(true);
    await page.getByLabel('Jenis mobil bisnis yang Anda butuhkan?').selectOption('1');
    await find.click();
    await visible(page.getByText(/^Showing \d+ result$/));
    expect(await until(async () => new URL(page.url()).search, (q) => q === '?question_1=5&question_2=1&question_3=1')).toBe('?question_1=5&question_2=1&question_3=1');
    await until(() => page.getByRole('region', { name: 'Hasil pencarian' }).getByRole('article').count(), (c) => c > 0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/**
 * "Buy a Car" leads to the site's own order wizard (issue 30 item 1): from Home and from a car page
 * it lands in /order with the car picked filled in, nothing opens another host, and the server's
 * HTML already carries the link. 'Pesan' on the type cards and "Chat with Us" too.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { fillRegistration, next } from './order-flow';
import { raw } from './server-page';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const OWN_HOST = new URL(inject('baseUrl')).host;

/** Every host the context asks for (requests and new tabs), to show nothing leaves the site. */
function watchHosts(context: BrowserContext): { hosts: Set<string>; tabs: number } {
  const seen = { hosts: new Set<string>(), tabs: 0 };
  context.on('request', (request) => { seen.hosts.add(new URL(request.url()).host); });
  context.on('page', () => { seen.tabs += 1; });
  return seen;
}

/** The text of the option a select shows. */
const shownOption = (select: Locator) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent?.trim() ?? '');

/** Step 1 as a guest, then Next: step 2 shows the car fields. */
async function toCarStep(page: Page, email: string): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Data Pribadi' }));
  await fillRegistration(page, email);
  await next(page);
  await visible(page.getByText('Selamat datang, Rina Wulandari'));
}

describe('Buy a Car', () => {
  it('from Home: BUY A CAR on a recommended car opens /order in this tab with that model filled in', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/', PHONE);
    const seen = watchHosts(context);
    // The sticky bar's Buy a Car (no car on Home) and the sales slide open the empty wizard.
    expect(await page.getByRole('navigation', { name: 'Aksi cepat' }).getByRole('link', { name: 'Buy a Car' }).getAttribute('href')).toBe('/order');
    const section = page.getByRole('region', { name: 'Mobil Pilihan untuk Anda' });
    await section.scrollIntoViewIfNeeded();
    const buy = await visible(section.getByRole('link', { name: /^BUY A CAR / }).first());
    const model = (await buy.getAttribute('aria-label'))!.replace('BUY A CAR ', '');
    expect(await buy.getAttribute('target')).toBeNull();
    await buy.click();
    expect(await until(async () => new URL(page.url()).pathname, (p) => p === '/order')).toBe('/order');
    await toCarStep(page, 'rina.home@example.com');
    const modelField = page.getByLabel('Model Mobil', { exact: true });
    expect(await until(() => shownOption(modelField), (text) => text === model)).toBe(model);
    expect(await shownOption(page.getByLabel('Kategori Mobil', { exact: true }))).not.toBe('Pilih kategori');
    expect([...seen.hosts].filter((host) => host !== OWN_HOST)).toEqual([]);
    expect(seen.tabs).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('from a car page: BUY A CAR starts the order with the model, the simulated type and the colour chosen', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', DESKTOP);
    const seen = watchHosts(context);
    await page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button', { name: 'Silver Metallic' }).click();
    const panel = page.locator('#car-credit');
    const typeName = await until(() => shownOption(panel.getByLabel('Tipe Mobil')), (text) => text !== '' && text !== 'Pilih tipe');
    await panel.getByRole('link', { name: 'BUY A CAR' }).click();
    expect(await until(async () => new URL(page.url()).pathname, (p) => p === '/order')).toBe('/order');
    await toCarStep(page, 'rina.avanza@example.com');
    expect(await until(() => shownOption(page.getByLabel('Model Mobil', { exact: true })), (text) => text === 'Avanza')).toBe('Avanza');
    expect(await shownOption(page.getByLabel('Kategori Mobil', { exact: true }))).toBe('MPV');
    expect(await page.getByLabel('Transmisi', { exact: true }).inputValue()).toBe('AT');
    const type = await visible(page.getByRole('radio', { name: new RegExp(typeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
    expect(await until(() => type.isChecked(), Boolean)).toBe(true);
    // The branch is the buyer's to choose; then the colour step shows the colour picked on the car page.
    const select = async (label: string, option: string) => {
      const field = page.getByLabel(label, { exact: true });
      await until(() => field.locator('option').allTextContents(), (texts) => texts.includes(option));
      await field.selectOption({ label: option });
    };
    await select('Kota Cabang', 'Kota Semarang');
    await select('Cabang', 'Merapi Toyota Pemuda');
    await next(page);
    await visible(page.getByRole('heading', { name: new RegExp(`Avanza ${typeName}`) }));
    expect(await page.getByRole('radio', { name: 'Silver Metallic' }).isChecked()).toBe(true);
    expect([...seen.hosts].filter((host) => host !== OWN_HOST)).toEqual([]);
    expect(seen.tabs).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("gives each type card 'Pesan' into /order with its type, and Chat with Us a WhatsApp message naming the car", async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', PHONE);
    const pesan = page.getByRole('region', { name: 'Tipe Avanza' }).getByRole('link', { name: /^Pesan Avanza / }).first();
    expect(await pesan.getAttribute('href')).toMatch(/^\/order\?category=2&model=3&transmission=(AT|MT)&type=\d+$/);
    const chat = new URL((await page.getByRole('navigation', { name: 'Aksi cepat' }).getByRole('link', { name: 'Chat with Us' }).getAttribute('href'))!);
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/6281127008800');
    expect(chat.searchParams.get('text')).toContain('Toyota Avanza');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("gives the showroom presentation 'Pesan' into /order with the model and the type picked on it", async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/showroom/avanza', { width: 820, height: 1180 });
    const pesan = await visible(page.getByRole('link', { name: 'Pesan', exact: true }));
    expect(await pesan.getAttribute('href')).toBe('/order?category=2&model=3');
    await page.getByRole('group', { name: 'Tipe Avanza' }).getByRole('button', { name: '1.5 G CVT' }).click();
    expect(await until(() => pesan.getAttribute('href'), (href) => href !== '/order?category=2&model=3')).toMatch(/^\/order\?category=2&model=3&transmission=AT&type=\d+$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("sends Chat with Us to the branch's own WhatsApp on its profile", async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/find-dealer/merapi-toyota-pemuda', PHONE);
    const chat = page.getByRole('navigation', { name: 'Aksi cepat' }).getByRole('link', { name: 'Chat with Us' });
    expect(await until(() => chat.getAttribute('href'), (href) => href?.startsWith('https://wa.me/6281127010001?text=') ?? false)).toMatch(/^https:\/\/wa\.me\/6281127010001\?text=Halo/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Buy a Car in the server HTML (before any script)', () => {
  it("links the car page's BUY A CAR, the sticky bar and the type cards to /order, and nothing to the unreachable sales host", async () => {
    const { status, html } = await raw('/avanza');
    expect(status).toBe(200);
    expect(html).toMatch(/<a [^>]*href="\/order\?category=2&amp;model=3&amp;transmission=AT&amp;type=\d+"[^>]*>BUY A CAR<\/a>/);
    expect(html).toContain('href="/order?category=2&amp;model=3"');
    expect(html).toMatch(/href="\/order\?category=2&amp;model=3&amp;transmission=(AT|MT)&amp;type=\d+"[^>]*>Pesan<\/a>/);
    expect(html).toMatch(/href="https:\/\/wa\.me\/6281127008800\?text=[^"]*Avanza/);
    expect(html).not.toContain('sales.merapitoyota');
    const home = await raw('/');
    expect(home.html).toContain('href="/order"');
    expect(home.html).not.toContain('sales.merapitoyota');
  });
});

/**
 * Content management in the browser: `konten@` changes a type's prices and uploads a new photo for
 * a model and the type; a visitor's Home, mega menu, car detail, price list and order wizard show
 * them at once (the photo with its WebP `srcset`); a voucher created in the office works in the
 * order wizard; a draft news item stays hidden until it is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isoDay, addDays } from '../../domain/money';
import { axeViolations } from './axe';
import { DESKTOP, launchBrowser, openPage, until, visible } from './browser';
import { unexpected } from './member-helpers';
import { chooseCar, fillRegistration, next } from './order-flow';
import { pngFile, signInStaff, STAFF, staffCall, staffToken, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** Opens a collection from Konten and one record by its link in the list (after a search), in the row that also says `row`. */
async function openRecord(page: Page, collection: string, search: string, title: string, row = title): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Konten' }).click();
  await (await visible(page.getByRole('link', { name: new RegExp(`^${collection}`) }))).click();
  await visible(page.getByRole('heading', { name: collection, level: 1 }));
  const search_ = page.getByRole('search');
  await search_.getByLabel('Cari').fill(search);
  await search_.getByRole('button', { name: 'Terapkan' }).click();
  await (await visible(page.getByRole('row').filter({ hasText: row }).getByRole('link', { name: title, exact: true }))).click();
  await visible(page.getByRole('heading', { name: new RegExp(`^Ubah .*: ${title}$`), level: 1 }));
}

/** Uploads `file` into the photo field `label` and waits until its preview shows an uploaded photo; returns the URL. */
async function uploadPhoto(page: Page, label: string, file: Awaited<ReturnType<typeof pngFile>>): Promise<string> {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.locator('input[type=file]').setInputFiles(file);
  const preview = group.getByRole('img', { name: `Pratinjau ${label}` });
  return until(() => preview.getAttribute('src'), (src) => /^\/media\/u\/[0-9a-f]+-\d+\.webp$/.test(src ?? ''), 20_000) as Promise<string>;
}

/** Saves the form and waits for the list it returns to. */
async function save(page: Page, toast: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Simpan' }).click();
  await visible(page.getByText(toast), 15_000);
}

/** The hash part of an uploaded photo's URL ('/media/u/<hash>-1200.webp'). */
const hashOf = (url: string) => /\/media\/u\/([0-9a-f]+)-/.exec(url)![1];

describe('Content management reaches visitors', () => {
  it('konten@ changes a type\'s prices and the model\'s and type\'s photo; Home, mega menu, car detail, price list and the order wizard show them', async () => {
    const office = await openPage(browser, '/staff/login', DESKTOP);
    const { page } = office;
    await signInStaff(page, STAFF.content);
    const photo = await pngFile(page, 'kijang-innova-baru.png', '#0b6e4f');

    await openRecord(page, 'Model Mobil', 'Kijang', 'Kijang Innova');
    const modelPhoto = await uploadPhoto(page, 'Foto Utama', photo);
    await save(page, /Model Kijang Innova disimpan/);

    await openRecord(page, 'Tipe & Harga', '2.4 G AT', '2.4 G AT Diesel', 'Kijang Innova');
    await page.getByLabel('Harga OTR').fill('439900000');
    // A discount above the OTR price is refused on the page, under the field, before anything is sent.
    await page.getByLabel('Harga Diskon').fill('450000000');
    await page.getByLabel('Harga Diskon').blur();
    await visible(page.getByText('*Harga diskon harus di bawah harga OTR (0 bila tidak ada)!.'));
    await page.getByLabel('Harga Diskon').fill('385000000');
    await visible(page.getByText('Rp 385.000.000 · 0 bila tidak ada diskon', { exact: false }));
    const typePhoto = await uploadPhoto(page, 'Foto Tipe', photo);
    // The same bytes are the same stored photo (content-hashed names).
    expect(typePhoto).toBe(modelPhoto);
    await save(page, /Tipe 2.4 G AT Diesel disimpan/);
    await visible(page.getByRole('heading', { name: 'Tipe & Harga', level: 1 }));
    const hash = hashOf(modelPhoto);
    expect(unexpected(office.consoleErrors)).toEqual([]);
    await office.context.close();

    const visitor = await openPage(browser, '/', DESKTOP);
    const v = visitor.page;
    const uploaded = (scope: ReturnType<Page['locator']>) => scope.locator(`img[src*="${hash}"]`).first();
    // Home: the MPV tab, the model chip and its panel.
    const section = v.getByRole('region', { name: 'Pilih Mobil Toyota Anda' });
    await section.getByRole('tab', { name: 'MPV' }).click();
    const chip = section.getByRole('group', { name: 'Model MPV' }).getByRole('button', { name: 'Kijang Innova', exact: true });
    await visible(uploaded(chip));
    expect(await uploaded(chip).getAttribute('srcset')).toMatch(new RegExp(`/media/u/${hash}-480\\.webp 480w, /media/u/${hash}-960\\.webp 960w, /media/u/${hash}-1200\\.webp 1200w`));
    await chip.click();
    await visible(section.locator('article').getByText('Rp 385.000.000').first());

    // The VEHICLES mega menu.
    await v.getByRole('button', { name: 'VEHICLES' }).click();
    const menu = await visible(v.locator('#mega-menu'));
    await menu.getByRole('tab', { name: 'MPV' }).click();
    const card = menu.getByRole('link').filter({ has: v.getByRole('heading', { name: 'Kijang Innova', exact: true }) });
    await visible(uploaded(card));
    await visible(card.getByText('Rp 385.000.000').first());
    await visible(card.getByText('Rp 439.900.000'));
    await v.keyboard.press('Escape');

    // Car detail: the type's card in 'Choose a Type'.
    await v.goto('/kijang-innova', { waitUntil: 'networkidle' });
    const typeCard = v.getByRole('article', { name: 'Kijang Innova 2.4 G AT Diesel' });
    await visible(uploaded(typeCard));
    await visible(typeCard.getByText('Rp 385.000.000'));
    await visible(typeCard.getByText('Rp 439.900.000'));

    // Price list: the model's photo, the type's OTR struck beside its new discount price.
    await v.goto('/price-list', { waitUntil: 'networkidle' });
    await v.getByRole('tab', { name: 'MPV' }).click();
    const panel = v.getByRole('tabpanel');
    await visible(uploaded(panel));
    const table = panel.getByRole('table', { name: 'Harga Toyota Kijang Innova' });
    expect(await table.getByRole('row', { name: /2\.4 G AT Diesel/ }).getByRole('cell').textContent()).toBe('Harga normal Rp 439.900.000, harga diskon Rp 385.000.000');
    expect(unexpected(visitor.consoleErrors)).toEqual([]);
    await visitor.context.close();

    // The order wizard: the type tile with its photo and price.
    const order = await openPage(browser, '/order', DESKTOP);
    await fillRegistration(order.page, `rina.cms.${Date.now()}@example.com`);
    await next(order.page);
    await chooseCar(order.page, 'Kijang Innova', '2.4 G AT Diesel');
    const tile = order.page.getByRole('radio', { name: /2\.4 G AT Diesel/ });
    expect(await tile.evaluate((el) => el.closest('label')?.textContent ?? '')).toContain('Rp 385.000.000');
    expect(await tile.evaluate((el, h) => Boolean(el.closest('label')?.querySelector(`img[src*="${h}"]`)), hash)).toBe(true);
    await order.context.close();
  });

  it('a voucher created in the office takes its discount off a cash order in the wizard', async () => {
    const code = `CMS${String(Date.now()).slice(-6)}`;
    const office = await openPage(browser, '/staff/login', DESKTOP);
    await signInStaff(office.page, STAFF.content);
    const p = office.page;
    await p.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Konten' }).click();
    await p.getByRole('link', { name: /^Voucher/ }).click();
    await p.getByRole('link', { name: 'Tambah Voucher' }).click();
    await visible(p.getByRole('heading', { name: 'Tambah Voucher', level: 1 }));
    await p.getByLabel('Kode', { exact: true }).fill(code.toLowerCase());
    await p.getByLabel('Kode', { exact: true }).blur();
    await visible(p.getByText('*Kode hanya huruf besar dan angka (3-20)!.'));
    await p.getByLabel('Kode', { exact: true }).fill(code);
    await p.getByLabel('Keterangan').fill('Potongan tunai uji coba');
    await p.getByRole('radio', { name: 'Tunai', exact: true }).check();
    await p.getByLabel('Berlaku Dari').fill(isoDay());
    await p.getByLabel('Berlaku Sampai').fill(addDays(30));
    await p.getByLabel('Potongan Harga (tunai)').fill('2500000');
    await p.getByLabel('Kuota').fill('10');
    await save(p, new RegExp(`Voucher ${code} disimpan`));
    await visible(p.getByRole('table').getByRole('link', { name: code, exact: true }));
    expect(unexpected(office.consoleErrors)).toEqual([]);
    await office.context.close();

    const { page, context } = await openPage(browser, '/order', DESKTOP);
    await fillRegistration(page, `rina.voucher.${Date.now()}@example.com`);
    await next(page);
    await chooseCar(page, 'Avanza', '1.5 G CVT');
    await next(page);
    await page.getByRole('radio', { name: 'Silver Metallic' }).check();
    await next(page);
    await page.getByRole('radio', { name: /Cash/ }).check();
    await page.getByLabel('Kode Promo (opsional)').fill(code);
    await page.getByRole('button', { name: 'Gunakan Kode' }).click();
    await visible(page.getByText('*Berhasil memakai kode promo'));
    // 1.5 G CVT costs Rp 272.500.000 after its discount; the voucher takes Rp 2.500.000 off.
    await visible(page.getByText('Total dengan Promo'));
    await visible(page.getByText('Rp 270.000.000'));
    await context.close();
  });

  it('a draft news item is not visible to visitors until it is published', async () => {
    const slug = `uji-draf-${Date.now()}`;
    const title = `Uji Draf Berita ${slug.slice(-6)}`;
    const office = await openPage(browser, '/staff/login', DESKTOP);
    await signInStaff(office.page, STAFF.content);
    const p = office.page;
    await p.goto('/staff/content/news/baru', { waitUntil: 'networkidle' });
    await visible(p.getByRole('heading', { name: 'Tambah Berita', level: 1 }));
    const category = p.getByLabel('Kategori', { exact: true });
    await until(() => category.locator('option').count(), (n) => n > 1);
    await category.selectOption({ index: 1 });
    await p.getByLabel('Judul', { exact: true }).fill(title);
    // A slug another news item has is refused by the server, under the field.
    await p.getByLabel('Slug (URL)').fill('promo-akhir-tahun-cashback-hingga-25-juta');
    await uploadPhoto(p, 'Gambar', await pngFile(p, 'berita.png', '#b3001b'));
    await p.getByLabel('Ringkasan', { exact: true }).fill('Ringkasan berita uji yang belum terbit.');
    const body = p.getByRole('textbox', { name: 'Isi', exact: true });
    await body.click();
    await p.keyboard.type('Isi berita ');
    await p.getByRole('button', { name: 'Tebal' }).click();
    await p.keyboard.type('penting');
    await p.getByLabel('Tanggal Terbit').fill(isoDay());
    expect(await p.getByRole('radio', { name: 'Draf' }).isChecked()).toBe(true);
    await p.getByRole('button', { name: 'Simpan' }).click();
    await visible(p.getByText('*Slug sudah dipakai, pilih yang lain!.'));
    await p.getByLabel('Slug (URL)').fill(slug);
    await save(p, new RegExp(`Berita ${title} disimpan`));

    const token = await staffToken(STAFF.content);
    const found = await staffCall<{ items: Array<{ id: number; text: string; status: string }> }>('GET', `content/news?q=${slug}`, token);
    expect(found.data.items[0].status).toBe('draft');
    expect(found.data.items[0].text).toMatch(/<(b|strong)>penting<\/(b|strong)>/);

    const visitor = await openPage(browser, `/news/${slug}`, DESKTOP);
    await visible(visitor.page.getByRole('heading', { name: 'Berita tidak ditemukan' }));
    await visitor.page.goto('/promo', { waitUntil: 'networkidle' });
    expect(await visitor.page.getByText(title).count()).toBe(0);

    await p.goto(`/staff/content/news/${found.data.items[0].id}`, { waitUntil: 'networkidle' });
    await p.getByRole('radio', { name: 'Terbit' }).check();
    await save(p, new RegExp(`Berita ${title} disimpan`));
    await visitor.page.goto(`/news/${slug}`, { waitUntil: 'networkidle' });
    await visible(visitor.page.getByRole('heading', { name: title, level: 1 }));
    await visible(visitor.page.getByText('penting'));
    await visitor.context.close();
    await office.context.close();
  });
});

describe('Content management is for content and admin only', () => {
  it('sales sees no Konten or Media in the menu and a note at their addresses', async () => {
    const { page, context } = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(page, STAFF.sales);
    const menu = page.getByRole('navigation', { name: 'Menu back office' });
    const entries = await menu.getByRole('link').allInnerTexts();
    expect(entries).not.toContain('Konten');
    expect(entries).not.toContain('Media');
    for (const address of ['/staff/content', '/staff/content/types', '/staff/content/types/baru', '/staff/media']) {
      await page.goto(address, { waitUntil: 'networkidle' });
      await visible(page.getByText('Hanya staf konten dan admin yang dapat mengelola konten.'));
      expect(await page.getByRole('table').count()).toBe(0);
    }
    await context.close();
  });
});


describe.each([['tablet', TABLET], ['desktop', DESKTOP]] as const)('content screens at %s width', (_, viewport) => {
  it('collections, a list, a record form, its validation messages, a refused delete and the media library have no axe violations', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/staff/login', viewport);
    await signInStaff(page, STAFF.content);
    const found: Record<string, string[]> = {};
    await page.goto('/staff/content', { waitUntil: 'networkidle' });
    await visible(page.getByRole('link', { name: /^Tipe & Harga/ }));
    found.collections = await axeViolations(page);
    await page.goto('/staff/content/types?sort=-price_otr', { waitUntil: 'networkidle' });
    await visible(page.getByRole('table'));
    found.list = await axeViolations(page);
    await page.goto('/staff/content/models', { waitUntil: 'networkidle' });
    await (await visible(page.getByRole('link', { name: 'Calya', exact: true }))).click();
    await visible(page.getByRole('img', { name: 'Pratinjau Foto Utama' }));
    found.form = await axeViolations(page);
    // Every message of the form shows once Simpan is pressed on an invalid form.
    await page.getByLabel('Nama Model').fill('');
    await page.getByLabel('Slug (URL)').fill('Bukan Slug');
    await page.getByRole('button', { name: 'Simpan' }).click({ force: true });
    await visible(page.getByText('*Masukkan nama model!.'));
    await visible(page.getByText('*Hanya huruf kecil, angka dan tanda hubung (mis. avanza-veloz)!.'));
    found.errors = await axeViolations(page);
    await page.goto('/staff/content/categories', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Hapus MPV' }).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Hapus Kategori MPV?' }));
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
    await visible(dialog.getByRole('alert').getByText(/Kategori masih dipakai \d+ model/));
    found.refusedDelete = await axeViolations(page);
    await page.goto('/staff/media', { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: 'Media', level: 1 }));
    found.media = await axeViolations(page);
    expect(found).toEqual({ collections: [], list: [], form: [], errors: [], refusedDelete: [], media: [] });
    // The refused delete's 400 is the one failed request Chromium reports.
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
    // Six axe runs, one of them over a model's long form: more than the default minute on a busy machine.
  }, 180_000);
});

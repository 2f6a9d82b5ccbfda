/**
 * The content editor keeps what an article holds: `konten@` opens a seeded article (an h2 heading
 * and a list), adds a sentence, a table and an uploaded picture, pastes HTML with a script and
 * event handlers, and saves; the article keeps its heading and gains the table and the picture,
 * with nothing executable, in the office and on the visitor's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { NEWS_BERITA_TIPS } from '../../server/seed/content/news-berita-tips';
import { DESKTOP, launchBrowser, openPage, until, visible } from './browser';
import { unexpected } from './member-helpers';
import { pngFile, signInStaff, STAFF, staffCall, staffToken } from './staff-helpers';

let browser: Browser;

/** With E2E_SHOTS=1, screenshots at the three widths into screenshots/ (to look at, not compared). */
async function shoot(page: Page, name: string, at?: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (at) await page.locator(at).first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: !at });
  }
  await page.setViewportSize(size);
}
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

// An article no other browser test reads (they share one server).
const article = NEWS_BERITA_TIPS.find((a) => a.seo === 'kapan-harus-ganti-oli-mesin')!;
const PASTED = '<p onclick="alert(1)">Teks tempelan <a href="javascript:alert(2)">klik</a><img src="x" onerror="alert(3)"></p><script>alert(4)</script>';

describe('the content editor', () => {
  it('saves a seeded article with its heading, a new table and picture, and no pasted script', async () => {
    const token = await staffToken(STAFF.content);
    const found = await staffCall<{ items: Array<{ id: number; text: string }> }>('GET', `content/news?q=${article.seo}`, token);
    const { id, text } = found.data.items[0];
    expect(text).toContain(`<h2>${article.heading}</h2>`);

    const { page, context, consoleErrors } = await openPage(browser, '/staff/login', DESKTOP);
    await signInStaff(page, STAFF.content);
    await page.goto(`/staff/content/news/${id}`, { waitUntil: 'networkidle' });
    const body = page.getByRole('textbox', { name: 'Isi', exact: true });
    await visible(body.getByRole('heading', { name: article.heading, level: 2 }));

    // A real paste event carrying HTML, as from another site, into the first paragraph.
    await body.locator('p').first().click();
    await page.evaluate((html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Teks tempelan klik');
      document.querySelector('[role=textbox][contenteditable=true]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PASTED);
    await visible(body.getByText('Teks tempelan'));

    // A keystroke at the end of the body: the old editor saved it without its headings from here on.
    await body.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Kalimat tambahan.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Daftar harga:');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sisipkan tabel' }).click();
    await page.keyboard.type('Tipe');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Harga');
    await visible(page.getByRole('group', { name: 'Tabel' }).getByRole('button', { name: 'Tambah baris' }));

    // A picture after 'Daftar harga:', uploaded through the media pipeline.
    await body.getByText('Daftar harga:').click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Sisipkan gambar' }).click();
    const panel = page.getByRole('group', { name: 'Sisipkan gambar' });
    await panel.getByLabel('Foto', { exact: true }).setInputFiles(await pngFile(page, 'isi.png', '#0a5bd3'));
    await panel.getByLabel(/Teks alternatif/).fill('Avanza biru di showroom');
    await panel.getByRole('button', { name: 'Sisipkan', exact: true }).click();
    await visible(body.getByRole('img', { name: 'Avanza biru di showroom' }), 20_000);

    await page.getByRole('textbox', { name: 'Isi', exact: true }).locator('table th').first().click();
    await shoot(page, 'staff-editor', '[role=toolbar]');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await visible(page.getByText(new RegExp(`Berita ${article.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* disimpan`)), 15_000);

    const saved = await until(
      async () => (await staffCall<{ items: Array<{ text: string }> }>('GET', `content/news?q=${article.seo}`, token)).data.items[0].text,
      (html) => html.includes('Kalimat tambahan'),
    );
    expect(saved).toContain(`<h2>${article.heading}</h2>`);
    expect(saved).toContain('<li>');
    expect(saved).toMatch(/Daftar harga:<\/p><img src="\/media\/u\/[0-9a-f]+-\d+\.webp" alt="Avanza biru di showroom"><table>.*<th[^>]*>.*Tipe.*<\/th>.*Harga.*<\/table>/);
    expect(saved).toContain('Teks tempelan');
    expect(saved).not.toMatch(/onclick|onerror|javascript:|<script|alert\(4\)|<img>/);

    const visitor = await openPage(browser, `/news/${article.seo}`, DESKTOP);
    await visible(visitor.page.getByRole('heading', { name: article.heading, level: 2 }));
    await visible(visitor.page.getByRole('columnheader', { name: 'Harga' }));
    await visible(visitor.page.getByRole('img', { name: 'Avanza biru di showroom' }));
    await shoot(visitor.page, 'article-edited', 'article h2');
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(unexpected(visitor.consoleErrors)).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});

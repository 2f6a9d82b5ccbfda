/**
 * Speed to lead (docs/speed-to-lead.md): a guest's test drive arrives while the Semarang sales
 * person has the queue open on a tablet -> without a reload the bell counts it and the queue shows
 * it assigned to her with its response timer -> she opens and confirms it, and its alert is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays } from '../../domain/money';
import { launchBrowser, openPage, until, visible } from './browser';
import { bookTestDrive, call, unique } from './member-helpers';
import { recordStatus, signInStaff, STAFF, staffToken, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Back office: speed to lead', () => {
  it('shows a new test drive on the bell and in the queue, assigned, without a reload; the sales person confirms it', async () => {
    const sales = await openPage(browser, '/staff/login', TABLET);
    const { page } = sales;
    await signInStaff(page, STAFF.sales);
    await page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Test Drive', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Test Drive', level: 1 }));
    const bell = page.getByTestId('staff-alert-badge');
    const countOf = async () => Number(/(\d+) belum dibaca/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await countOf();

    // A guest books while the page stays open.
    const id = await bookTestDrive('', unique('tamu.cepat'));
    const { booking_id: bookingId } = await call<{ booking_id: string }>('GET', `/api/staff/queue/testdrive/${id}`, undefined, await staffToken(STAFF.admin));

    // Other browser test files book in Semarang at the same time, so the bell may count theirs too:
    // it rises without a reload, and this booking's own alert is there, unread.
    const salesToken = await staffToken(STAFF.sales);
    const alertOf = async () => (await call<{ items: Array<{ record_id: number | null; read: boolean }> }>('GET', '/api/staff/alerts', undefined, salesToken)).items.find((a) => a.record_id === id);
    expect(await until(countOf, (n) => n > before, 25_000)).toBeGreaterThan(before);
    expect(await alertOf()).toMatchObject({ read: false });
    const row = await visible(page.getByRole('row', { name: new RegExp(bookingId) }), 15_000);
    await visible(row.getByText('Ditangani Rina Sales Semarang', { exact: false }));
    await visible(row.getByText(/^(Sisa|Terlambat) /));
    expect(page.url()).toMatch(/\/staff\/queue\/testdrive$/);

    // She opens it (its alert is read) and confirms it.
    await row.getByRole('link', { name: bookingId }).click();
    await visible(page.getByRole('heading', { name: bookingId, level: 1 }));
    expect(await until(alertOf, (alert) => alert?.read === true, 15_000)).toMatchObject({ read: true });
    await page.getByRole('group', { name: 'Ubah status' }).getByRole('button', { name: 'Dikonfirmasi' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Ubah status ke Dikonfirmasi' }));
    await dialog.getByLabel('Atau ketik tanggal').fill(addDays(5));
    const time = dialog.locator('select[name="time"]');
    const offered = await until(() => time.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean)), (v) => v.length > 0);
    await time.selectOption(offered.includes('11:00') ? '11:00' : offered[0]);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    expect(await until(() => recordStatus(page), (s) => s === 'Dikonfirmasi')).toBe('Dikonfirmasi');
    expect(sales.consoleErrors).toEqual([]);
  });
});


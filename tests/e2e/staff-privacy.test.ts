/** The personal-data area of the back office (admin, issue 29): retention run by hand, the breach register, and who may open it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { RETENTION_RULE_LABELS } from '../../domain/staff/privacy';
import { DESKTOP, launchBrowser, openPage, visible } from './browser';
import { signInStaff, STAFF, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Back office: personal data', () => {
  it('an admin runs retention by hand and finds the run in the history, then records a breach in the register', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/staff/login', DESKTOP);
    await signInStaff(page, STAFF.admin);
    await page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Data Pribadi' }).click();
    await visible(page.getByRole('heading', { name: 'Data Pribadi', level: 1 }));
    for (const label of Object.values(RETENTION_RULE_LABELS)) await visible(page.getByRole('region', { name: label }));

    // 'Jalankan sekarang' asks first (nothing can be undone), then the run is in the history with who ran it.
    let asked = '';
    page.once('dialog', (dialog) => { asked = dialog.message(); void dialog.accept(); });
    await page.getByRole('button', { name: 'Jalankan sekarang' }).click();
    await visible(page.getByText(/^Retensi dijalankan\./));
    expect(asked).toContain('tidak dapat dibatalkan');
    const history = await visible(page.getByRole('table', { name: 'Riwayat pemusnahan' }));
    await visible(history.getByRole('row').filter({ hasText: 'Manual oleh Admin Merapi' }).first());

    // The register: a breach recorded through the dialog is listed with its 3 × 24 hour deadline.
    await page.getByRole('navigation', { name: 'Data pribadi' }).getByRole('link', { name: 'Register Insiden' }).click();
    await page.getByRole('button', { name: 'Catat insiden' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Catat insiden data pribadi' }));
    const title = `Laptop sales hilang ${Date.now()}`;
    await dialog.getByLabel('Apa yang terjadi').fill(title);
    await dialog.getByLabel('Siapa yang terdampak').fill('Pembeli yang datang ke showroom Pemuda minggu ini');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await visible(page.getByText('Insiden dicatat'));
    await visible(page.getByRole('table', { name: 'Register insiden' }).getByRole('row').filter({ hasText: title }));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is the admin\'s only: a sales account has no menu entry and the address tells it so', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(page, STAFF.sales);
    await expect(page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Data Pribadi' }).count()).resolves.toBe(0);
    await page.goto('/staff/privacy', { waitUntil: 'networkidle' });
    await visible(page.getByText('Hanya admin yang dapat membuka pengaturan data pribadi.'));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/**
 * Payment verification: a member orders and confirms payment -> finance verifies beside the order
 * and the proof -> the order shows Paid in tab 3; finance rejects another with a reason -> the member
 * sees why and confirms again. The export is a CSV fetched with the staff token.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, until, visible } from './browser';
import { identity, loginThroughModal, registerByApi, unexpected, unique } from './member-helpers';
import { jpegFile } from './order-flow';
import { openFromQueue, placeOrderByApi, recordStatus, signInStaff, STAFF, staffCall, staffToken } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** Tab 7: confirms the payment of `orderId` with a drawn JPEG as the proof. */
async function confirmPayment(page: Page, orderId: string): Promise<void> {
  await page.goto('/dashboard-member?tab=7', { waitUntil: 'networkidle' });
  const form = await visible(page.getByRole('form', { name: 'Konfirmasi Pembayaran' }), 20_000);
  const order = form.getByLabel('Nomor Order');
  await until(() => order.locator('option').allTextContents(), (texts) => texts.some((t) => t.includes(orderId)));
  await order.selectOption({ label: orderId });
  await form.getByLabel('Bank Anda').fill('BCA');
  await form.getByLabel('Nama Pemilik Rekening').fill('Budi Santoso');
  await form.getByLabel('Nomor Rekening').fill('1234567890');
  await form.getByLabel('Metode Transfer').selectOption('Mobile Banking');
  await form.getByLabel('Tanggal Transfer').fill(new Date().toISOString().slice(0, 10));
  await form.locator('input[type=file]').setInputFiles(await jpegFile(page, 'bukti.jpg'));
  const send = form.getByRole('button', { name: 'Kirim Konfirmasi' });
  await until(() => send.isEnabled(), Boolean);
  await send.click();
  await visible(page.getByRole('dialog', { name: 'Konfirmasi Pembayaran berhasil dikirim' }), 20_000);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}

/** The member signed in on the home page. */
async function memberPage(email: string) {
  const opened = await openPage(browser, '/', DESKTOP);
  await opened.page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await loginThroughModal(opened.page, email);
  await until(async () => new URL(opened.page.url()).pathname, (p) => p === '/dashboard-member');
  return opened;
}

describe('Back office: payment verification', () => {
  it('finance verifies a confirmation beside its order and proof; the order shows Paid in tab 3', async () => {
    const email = unique('bayar');
    const token = await registerByApi(email);
    const orderId = await placeOrderByApi(token, email, identity(email));
    const member = await memberPage(email);
    await confirmPayment(member.page, orderId);

    const finance = await openPage(browser, '/staff/login', DESKTOP);
    await signInStaff(finance.page, STAFF.finance);
    await openFromQueue(finance.page, 'Konfirmasi Pembayaran', orderId);
    expect(await recordStatus(finance.page)).toBe('Menunggu Verifikasi');
    // The proof, fetched with the staff token into a blob URL, beside the order it pays.
    const proof = await visible(finance.page.getByRole('img', { name: 'Bukti transfer' }));
    expect(await proof.getAttribute('src')).toMatch(/^blob:/);
    const orderPanel = finance.page.getByRole('region', { name: 'Pesanan', exact: true });
    await visible(orderPanel.getByText('Menunggu Pembayaran'));

    await finance.page.getByRole('group', { name: 'Keputusan verifikasi' }).getByRole('button', { name: 'Verifikasi' }).click();
    const dialog = await visible(finance.page.getByRole('dialog', { name: 'Ubah status ke Terverifikasi' }));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    expect(await until(() => recordStatus(finance.page), (s) => s === 'Terverifikasi')).toBe('Terverifikasi');
    await visible(orderPanel.getByText('Lunas Booking Fee'), 15_000);

    // The member: tab 3 shows Paid, and the inbox says so.
    await member.page.goto('/dashboard-member?tab=3', { waitUntil: 'networkidle' });
    const row = await visible(member.page.getByRole('row', { name: new RegExp(orderId) }));
    await visible(row.getByText('Paid', { exact: true }));
    await member.page.goto('/dashboard-member?tab=8', { waitUntil: 'networkidle' });
    await visible(member.page.getByRole('button', { name: new RegExp(`Pembayaran order ${orderId}: Terverifikasi`) }));

    // The viewing of the proof is in the audit log.
    const admin = await staffToken(STAFF.admin);
    const audit = await staffCall<{ items: Array<{ action: string; kind: string; staff: { name: string } }> }>('GET', 'audit?action=file.view&kind=payment', admin);
    expect(audit.data.items.some((e) => e.staff.name === 'Dewi Keuangan')).toBe(true);

    expect(unexpected(member.consoleErrors)).toEqual([]);
    expect(unexpected(finance.consoleErrors)).toEqual([]);
    await member.context.close();
    await finance.context.close();
  });

  it('finance rejects with a reason; the member sees it and confirms again; the export holds the confirmations', async () => {
    const email = unique('tolak');
    const token = await registerByApi(email);
    const orderId = await placeOrderByApi(token, email, identity(email));
    const member = await memberPage(email);
    await confirmPayment(member.page, orderId);

    const finance = await openPage(browser, '/staff/login', DESKTOP);
    await signInStaff(finance.page, STAFF.finance);
    await openFromQueue(finance.page, 'Konfirmasi Pembayaran', orderId);
    await finance.page.getByRole('group', { name: 'Keputusan verifikasi' }).getByRole('button', { name: 'Tolak' }).click();
    const dialog = await visible(finance.page.getByRole('dialog', { name: 'Ubah status ke Ditolak' }));
    const save = dialog.getByRole('button', { name: 'Simpan' });
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await dialog.getByLabel('Alasan').fill('Nominal transfer tidak sesuai booking fee');
    await save.click();
    expect(await until(() => recordStatus(finance.page), (s) => s === 'Ditolak')).toBe('Ditolak');

    // The member is told why, the order stays Unpaid, and a new confirmation can be sent.
    await member.page.goto('/dashboard-member?tab=8', { waitUntil: 'networkidle' });
    await visible(member.page.getByRole('button', { name: new RegExp(`Pembayaran order ${orderId}: Ditolak`) }));
    await member.page.goto('/dashboard-member?tab=3', { waitUntil: 'networkidle' });
    const row = await visible(member.page.getByRole('row', { name: new RegExp(orderId) }));
    await visible(row.getByText('Unpaid', { exact: true }));
    await row.getByRole('link', { name: `Detail ${orderId}` }).click();
    const timeline = await visible(member.page.getByRole('list', { name: `Riwayat status ${orderId}` }));
    await visible(timeline.getByText('Alasan: Nominal transfer tidak sesuai booking fee'));
    await confirmPayment(member.page, orderId);

    // Finance's queue has the new confirmation waiting; the CSV export (fetched with the token) lists both.
    await finance.page.getByRole('link', { name: /Antrian Konfirmasi Pembayaran/ }).click();
    await finance.page.getByRole('search').getByLabel('Cari').fill(orderId);
    await finance.page.getByRole('search').getByRole('button', { name: 'Terapkan' }).click();
    await until(() => finance.page.getByRole('link', { name: orderId }).count(), (n) => n === 2);
    const [download] = await Promise.all([finance.page.waitForEvent('download'), finance.page.getByRole('button', { name: 'Ekspor CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^antrian-payment-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFBooking ID,')).toBe(true);
    expect(csv).toContain('Menunggu Verifikasi');
    expect(csv).toContain('Ditolak');
    expect(csv.split('\r\n').filter((line) => line.includes(orderId))).toHaveLength(2);

    expect(unexpected(member.consoleErrors)).toEqual([]);
    expect(unexpected(finance.consoleErrors)).toEqual([]);
    await member.context.close();
    await finance.context.close();
  });
});

/**
 * A guest books a test drive -> sales (Semarang) confirms it with a date and time on a tablet -> the
 * member sees 'Dikonfirmasi' in tab 5, the detail timeline and the inbox. What the visitor typed
 * stays plain text on the staff screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, formatDateId } from '../../domain/money';
import { launchBrowser, openPage, PHONE, until, visible } from './browser';
import { acceptConsents, fillAppointment, fillBranch, fillCarTransmissionFirst, fillIdentity, submitAndConfirm } from './forms-helpers';
import { unexpected, unique } from './member-helpers';
import { openFromQueue, recordStatus, signInStaff, STAFF, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const TYPED = '<b>Mohon</b> unit putih <img src=x onerror="window.__pwned=1">';

describe('Back office: test drive', () => {
  it('sales confirms a guest\'s test drive with a date and time; the member sees Dikonfirmasi in tab 5, the detail timeline and the inbox', async () => {
    // The guest books on a phone and becomes a member.
    const member = await openPage(browser, '/test-drive', PHONE);
    const form = member.page.getByRole('form', { name: 'Form Test Drive' });
    await fillIdentity(form, unique('tamu.staf'));
    await fillCarTransmissionFirst(form);
    await fillBranch(form);
    await fillAppointment(form);
    await form.getByLabel('0 - 3 bulan').check();
    await form.getByLabel('Pertanyaan').fill(TYPED);
    await acceptConsents(form);
    const bookingId = /TD-[A-Z0-9-]+/.exec(await submitAndConfirm(member.page, 'SUBMIT'))![0];

    // Sales signs in on a tablet; /staff sends to the sign-in and back.
    const sales = await openPage(browser, '/staff', TABLET);
    await until(() => Promise.resolve(new URL(sales.page.url()).pathname), (p) => p === '/staff/login');
    await signInStaff(sales.page, STAFF.sales);
    await visible(sales.page.getByRole('banner').getByText('Rina Sales Semarang'));
    await openFromQueue(sales.page, 'Test Drive', bookingId);
    expect(await recordStatus(sales.page)).toBe('Menunggu Konfirmasi');

    // The visitor's text is shown as typed, never as HTML.
    await visible(sales.page.getByText(TYPED, { exact: true }));
    expect(await sales.page.locator('main b, main img[src="x"]').count()).toBe(0);
    expect(await sales.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // Confirming takes a free slot: the picker offers the free times of the day typed.
    await sales.page.getByRole('group', { name: 'Ubah status' }).getByRole('button', { name: 'Dikonfirmasi' }).click();
    const dialog = await visible(sales.page.getByRole('dialog', { name: 'Ubah status ke Dikonfirmasi' }));
    const save = dialog.getByRole('button', { name: 'Simpan' });
    const day = addDays(6);
    await dialog.getByLabel('Atau ketik tanggal').fill(day);
    const time = dialog.locator('select[name="time"]');
    const offered = await until(() => time.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean)), (v) => v.length > 0);
    const at = offered.includes('10:30') ? '10:30' : offered[0];
    await time.selectOption(at);
    await dialog.getByLabel('Catatan internal (opsional)').fill('Unit putih disiapkan');
    await save.click();
    await visible(sales.page.getByText('Status berhasil diubah'));
    expect(await until(() => recordStatus(sales.page), (s) => s === 'Dikonfirmasi')).toBe('Dikonfirmasi');
    const history = sales.page.getByRole('list', { name: `Riwayat ${bookingId}` });
    await visible(history.getByText(`Untuk member: ${formatDateId(day)} pukul ${at} di Merapi Toyota Pemuda, bersama Rina Sales Semarang`));
    await visible(history.getByText('Catatan internal: Unit putih disiapkan'));

    // It was routed to her on arrival (the only Semarang sales person on duty); she writes to the member's inbox (plain text, escaped by the server).
    await visible(sales.page.getByRole('region', { name: 'Penugasan' }).locator('p', { hasText: 'Ditangani: Rina Sales Semarang' }));
    const message = sales.page.getByRole('form', { name: 'Pesan ke member' });
    await message.getByRole('textbox').fill('Unit <Veloz> putih sudah siap, sampai jumpa!');
    await message.getByRole('button', { name: 'Kirim pesan' }).click();
    await visible(sales.page.getByText('Pesan terkirim ke inbox member'));
    await visible(sales.page.getByRole('region', { name: 'Catatan dan pesan' }).getByText('Unit <Veloz> putih sudah siap, sampai jumpa!'));

    // The member: tab 5, the detail page's timeline (never the internal note), the inbox.
    await member.page.goto('/dashboard-member?tab=5', { waitUntil: 'networkidle' });
    const row = await visible(member.page.getByRole('row', { name: new RegExp(bookingId) }));
    await visible(row.getByText('Dikonfirmasi'));
    await row.getByRole('link', { name: 'Detail' }).click();
    const timeline = await visible(member.page.getByRole('list', { name: `Riwayat status ${bookingId}` }));
    await visible(timeline.getByText('Dikonfirmasi'));
    await visible(timeline.getByText(new RegExp(`${formatDateId(day)} pukul ${at}`)));
    expect(await member.page.getByText('Unit putih disiapkan').count()).toBe(0);
    await member.page.goto('/dashboard-member?tab=8', { waitUntil: 'networkidle' });
    await visible(member.page.getByRole('button', { name: new RegExp(`Test Drive ${bookingId}: Dikonfirmasi`) }));
    await member.page.getByRole('button', { name: new RegExp(`Pesan tentang Test Drive ${bookingId}`) }).click();
    await visible(member.page.getByText('Unit <Veloz> putih sudah siap, sampai jumpa!'));

    expect(unexpected(member.consoleErrors)).toEqual([]);
    expect(unexpected(sales.consoleErrors)).toEqual([]);
    await member.context.close();
    await sales.context.close();
  });
});

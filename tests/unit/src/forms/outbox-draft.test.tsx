// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { keyValueStore } from '../../../../src/data/keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newOutboxItem } from '../../../../domain/outbox';
import { db } from '../../../../src/data/database';
import ContactScreen from '../../../../src/features/forms/contact/contact-screen';
import { RootStore } from '../../../../src/stores/root-store';
import { SessionStore } from '../../../../src/stores/session-store';
import { StoresProvider } from '../../../../src/stores/stores-context';

const outbox = vi.hoisted(() => ({ submitForm: vi.fn(), resubmitForm: vi.fn() }));
vi.mock('../../../../src/data/outbox', () => outbox);

const PAYLOAD = { name: 'Sari Dewi', email: 'sari@example', phone: '081298765432', address: 'Yogyakarta', text: 'Halo' };

function renderContact(url: string, store = new RootStore({ session: new SessionStore(keyValueStore(`s-${Math.random()}`)) })) {
  const router = createMemoryRouter([{ path: '/contact-us', element: <ContactScreen /> }, { path: '/', element: <p>home</p> }], { initialEntries: [url] });
  render(
    <StoresProvider store={store}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { router, store };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(async () => {
  await db.outbox.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  outbox.submitForm.mockReset();
  outbox.resubmitForm.mockReset();
});
afterEach(() => cleanup());

describe('a refused submission opened from the pending list', () => {
  it('fills the form with its payload, shows its errors and sends the correction with resubmitForm', async () => {
    const item = { ...newOutboxItem({ id: 'refused-1', request: { endpoint: 'contact', body: PAYLOAD }, form: 'contact', label: 'Konsultasi', editPath: '/contact-us' }, 1), status: 'refused' as const, errors: { email: ['*Email tidak valid!.'] } };
    await db.outbox.put(item);
    outbox.resubmitForm.mockResolvedValue({ state: 'queued', id: 'new' });
    const { router, store } = renderContact('/contact-us?outbox=refused-1');

    await waitFor(() => expect(input('Nama Lengkap').value).toBe('Sari Dewi'));
    expect(screen.getByText('*Email tidak valid!.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('belum diterima server');
    const kirim = screen.getByRole('button', { name: 'KIRIM' }) as HTMLButtonElement;
    // Invalid: still focusable, but aria-disabled and saying what is missing.
    expect(kirim.getAttribute('aria-disabled')).toBe('true');
    expect(kirim.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.change(input('Email'), { target: { value: 'sari@example.com' } });
    expect(screen.queryByText('*Email tidak valid!.')).toBeNull();
    fireEvent.click(kirim);
    await waitFor(() => expect(outbox.resubmitForm).toHaveBeenCalledWith('refused-1', { endpoint: 'contact', body: expect.objectContaining({ email: 'sari@example.com', name: 'Sari Dewi' }) }, null));
    expect(outbox.submitForm).not.toHaveBeenCalled();
    await waitFor(() => expect(store.ui.dialog?.title).toBe('Tersimpan di perangkat ini'));
    store.ui.confirmDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('locks the identity fields of a member and submits with the token', async () => {
    const session = new SessionStore(keyValueStore(`s-${Math.random()}`));
    await session.setSession('member-token', {
      unique_id: 'u1', full_name: 'Budi Santoso', member_email: 'budi@example.com', phone: '081234567890', gender: 'Laki-laki', birth: '1990-05-17',
      province_id: '33', province_name: 'Jawa Tengah', city_id: '33.74', city_name: 'Kota Semarang', address: 'Semarang', no_rangka: '', image: '', agree1: true, agree2: true,
    });
    outbox.submitForm.mockResolvedValue({ state: 'delivered', data: { id: 1, booking_id: 'CU-1', status: 'New' }, message: 'ok' });
    const { store } = renderContact('/contact-us', new RootStore({ session }));
    await waitFor(() => expect(input('Email').value).toBe('budi@example.com'));
    for (const label of ['Nama Lengkap', 'Email', 'No. Telp', 'Alamat']) expect(input(label).disabled).toBe(true);
    fireEvent.change(input('Pesan'), { target: { value: 'Halo' } });
    fireEvent.click(screen.getByRole('button', { name: 'KIRIM' }));
    await waitFor(() => expect(outbox.submitForm).toHaveBeenCalledWith(expect.objectContaining({ request: expect.objectContaining({ endpoint: 'contact' }), token: 'member-token' })));
    await waitFor(() => expect(store.ui.dialog?.title).toBe('Terimakasih telah menghubungi kami'));
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, PROFILE, refused, renderModals } from './member-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string, label: string) => within(dialog(name)).getByLabelText(label) as HTMLInputElement;

function typeLogin(email: string, password: string) {
  fireEvent.change(field('Login', 'Email'), { target: { value: email } });
  fireEvent.change(field('Login', 'Password'), { target: { value: password } });
}

// Generous: the first render loads the form rules, Dexie and the modal code on a busy 2-core machine.
describe('account modals', { timeout: 20_000 }, () => {
  it('switch between login, reset password and register through their links', async () => {
    const { store } = renderModals();
    fakeApi({ 'GET provinsi': ok([]) });
    act(() => store.ui.openAuthModal('login'));
    fireEvent.click(within(dialog('Login')).getByRole('button', { name: 'Lupa password?' }));
    expect(dialog('Reset Password')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    fireEvent.click(within(dialog('Reset Password')).getByRole('button', { name: 'Login' }));
    fireEvent.click(within(dialog('Login')).getByRole('button', { name: 'Daftar' }));
    expect(dialog('Daftar Member')).toBeTruthy();
    fireEvent.click(within(dialog('Daftar Member')).getByRole('button', { name: 'Sudah punya akun? Login' }));
    expect(dialog('Login')).toBeTruthy();
    expect(store.ui.authModal).toBe('login');
  });

  it('keeps LOGIN disabled until the e-mail is valid and a password is given, with the messages under the fields', () => {
    const { store } = renderModals();
    act(() => store.ui.openAuthModal('login'));
    const submit = () => within(dialog('Login')).getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    // An invalid form's submit stays focusable (aria-disabled) and says what is missing.
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Masih ada 2 isian yang perlu dilengkapi.')).toBeTruthy();
    expect(screen.queryByText('*Email tidak valid!.')).toBeNull();
    typeLogin('budi@', '');
    expect(screen.getByText('*Email tidak valid!.')).toBeTruthy();
    typeLogin('budi@example.com', 'rahasia-123');
    expect(submit().getAttribute('aria-disabled')).toBeNull();
  });

  it("keeps the login modal open on a wrong password, with the e-mail kept and the spec's message in it (issue 16)", async () => {
    const { calls } = fakeApi({ 'POST login': refused(400, { alert: 'Email Atau Password Salah' }) });
    const { store } = renderModals();
    act(() => store.ui.openAuthModal('login'));
    typeLogin('budi@example.com', 'salah-sekali');
    fireEvent.click(within(dialog('Login')).getByRole('button', { name: 'Login' }));

    const alert = await within(dialog('Login')).findByRole('alert');
    expect(alert.textContent).toBe('Email Atau Password Salah');
    expect(calls[0]).toMatchObject({ key: 'POST login', body: { email: 'budi@example.com', password: 'salah-sekali' } });
    expect(field('Login', 'Email').value).toBe('budi@example.com');
    expect(field('Login', 'Password').value).toBe('');
    expect(store.session.isLoggedIn).toBe(false);
    // Typing again drops the message.
    fireEvent.change(field('Login', 'Password'), { target: { value: 'rahasia-123' } });
    expect(within(dialog('Login')).queryByRole('alert')).toBeNull();
  });

  it('logs in: session set, toast, modal closed, Dashboard_member', async () => {
    fakeApi({ 'POST login': ok({ ...PROFILE, is_login: true, token: 'tok-1' }, 'Anda berhasil login') });
    const { store, router } = renderModals();
    act(() => store.ui.openAuthModal('login'));
    typeLogin('  budi@example.com ', 'rahasia-123');
    fireEvent.click(within(dialog('Login')).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-member'));
    expect(store.session.token).toBe('tok-1');
    expect(store.session.profile?.full_name).toBe('Budi Santoso');
    expect(store.ui.authModal).toBeNull();
    expect(await screen.findByText('Anda berhasil login')).toBeTruthy();
  });

  it("sends the reset link, or shows the server's refusal as a toast and keeps the modal", async () => {
    fakeApi({ 'POST forgotpassword': (body) => ((body as { email: string }).email === 'ada@example.com' ? ok(null) : refused(400, { alert: 'Email Belum terdaftar' })) });
    const { store } = renderModals();
    act(() => store.ui.openAuthModal('reset'));
    fireEvent.change(field('Reset Password', 'Email'), { target: { value: 'tidak@example.com' } });
    fireEvent.click(within(dialog('Reset Password')).getByRole('button', { name: 'Kirim Link Reset' }));
    expect(await screen.findByText('Email Belum terdaftar')).toBeTruthy();
    expect(store.ui.authModal).toBe('reset');
    fireEvent.change(field('Reset Password', 'Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(dialog('Reset Password')).getByRole('button', { name: 'Kirim Link Reset' }));
    await waitFor(() => expect(store.ui.authModal).toBeNull());
    expect(store.ui.toasts.map((t) => t.text)).toContain('Email Reset Password Berhasil Dikirim');
  });
});

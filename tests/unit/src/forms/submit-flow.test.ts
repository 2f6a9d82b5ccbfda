// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyValueStore } from '../../../../src/data/keyval';
import type { LoginData } from '../../../../domain/api';
import { ContactDto } from '../../../../domain/forms/contact';
import { FormStore } from '../../../../src/stores/form/form-store';
import { SUBMIT_TEXTS, submitThroughOutbox, type SubmitPlan } from '../../../../src/stores/form/submit-flow';
import { SessionStore } from '../../../../src/stores/session-store';
import { UiStore } from '../../../../src/stores/ui-store';

const outbox = vi.hoisted(() => ({ submitForm: vi.fn(), resubmitForm: vi.fn() }));
vi.mock('../../../../src/data/outbox', () => outbox);

const PLAN: SubmitPlan = {
  endpoint: 'testdrive', form: 'test-drive', label: 'Test Drive Avanza', editPath: '/test-drive',
  successText: 'Test Drive berhasil ditambahkan', destination: { href: '/dashboard-member?tab=5', dashboardTab: 5 },
};
const LOGIN = { is_login: true, token: 'tok-123', full_name: 'Budi', member_email: 'budi@example.com' } as LoginData;

let ui: UiStore;
let session: SessionStore;
let navigate: ReturnType<typeof vi.fn<(href: string) => void>>;

function validForm() {
  const form = new FormStore(ContactDto);
  form.fill({ name: 'Budi', email: 'budi@example.com', phone: '081234567890', address: 'Semarang', text: 'Halo' });
  return form;
}

/** Confirms each dialog as it opens, recording it. */
function autoConfirm() {
  const seen: Array<{ title: string; text?: string }> = [];
  const original = ui.showDialog.bind(ui);
  vi.spyOn(ui, 'showDialog').mockImplementation((request) => {
    seen.push({ title: request.title, text: request.text });
    const done = original(request);
    ui.confirmDialog();
    return done;
  });
  return seen;
}

beforeEach(() => {
  outbox.submitForm.mockReset();
  outbox.resubmitForm.mockReset();
  ui = new UiStore(10);
  session = new SessionStore(keyValueStore(`session-${Math.random()}`));
  navigate = vi.fn<(href: string) => void>();
});

describe('submit flow', () => {
  it('delivered: the guest becomes a member, the success dialog shows, the form clears and the user goes on', async () => {
    outbox.submitForm.mockResolvedValue({ state: 'delivered', data: { id: 1, booking_id: 'TD-1', status: 'New', login: LOGIN }, message: 'ok' });
    const dialogs = autoConfirm();
    const form = validForm();
    expect(await submitThroughOutbox(form, PLAN, { ui, session, navigate })).toBe('delivered');
    expect(outbox.submitForm).toHaveBeenCalledWith(expect.objectContaining({ request: { endpoint: 'testdrive', body: expect.objectContaining({ name: 'Budi' }) }, form: 'test-drive', editPath: '/test-drive', token: null }));
    expect(session.token).toBe('tok-123');
    expect(dialogs[0].title).toBe('Test Drive berhasil ditambahkan');
    expect(ui.dashboardTab).toBe(5);
    expect(navigate).toHaveBeenCalledWith('/dashboard-member?tab=5');
    expect(form.values.name).toBe('');
  });

  it('sends the member token and keeps the existing session', async () => {
    await session.setSession('member-token', null);
    outbox.submitForm.mockResolvedValue({ state: 'delivered', data: { id: 1, booking_id: 'TD-1', status: 'New', login: LOGIN }, message: 'ok' });
    autoConfirm();
    await submitThroughOutbox(validForm(), PLAN, { ui, session, navigate });
    expect(outbox.submitForm).toHaveBeenCalledWith(expect.objectContaining({ token: 'member-token' }));
    expect(session.token).toBe('member-token');
  });

  it('queued: tells the user it will be sent when online and goes on', async () => {
    outbox.submitForm.mockResolvedValue({ state: 'queued', id: 'abc' });
    const dialogs = autoConfirm();
    const form = validForm();
    expect(await submitThroughOutbox(form, PLAN, { ui, session, navigate })).toBe('queued');
    expect(dialogs[0]).toEqual({ title: SUBMIT_TEXTS.queuedTitle, text: SUBMIT_TEXTS.queuedText });
    expect(navigate).toHaveBeenCalledWith('/dashboard-member?tab=5');
    expect(form.values.email).toBe('');
  });

  it('refused 422: shows the server field errors and the toast, keeping what was typed', async () => {
    outbox.submitForm.mockResolvedValue({ state: 'refused', status: 422, message: 'Periksa Kembali Semua Form', errors: { email: ['*Email tidak valid!.'] } });
    const form = validForm();
    expect(await submitThroughOutbox(form, PLAN, { ui, session, navigate })).toBe('refused');
    expect(form.errorOf('email')).toBe('*Email tidak valid!.');
    expect(form.values.name).toBe('Budi');
    expect(ui.toasts.map((t) => t.text)).toEqual(['Periksa Kembali Semua Form']);
    expect(navigate).not.toHaveBeenCalled();
    expect(form.isSaving).toBe(false);
  });

  it('refused 400: shows the alert in an error dialog', async () => {
    outbox.submitForm.mockResolvedValue({ state: 'refused', status: 400, message: 'Cabang sedang tutup', errors: null });
    const dialogs = autoConfirm();
    await submitThroughOutbox(validForm(), PLAN, { ui, session, navigate });
    expect(dialogs[0].text).toBe('Cabang sedang tutup');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refused 401: the session ends with the expiry toast', async () => {
    await session.setSession('old-token', null);
    outbox.submitForm.mockResolvedValue({ state: 'refused', status: 401, message: 'Unauthorized', errors: null });
    const form = validForm();
    form.lock({ email: 'budi@example.com' });
    await submitThroughOutbox(form, PLAN, { ui, session, navigate });
    expect(session.isLoggedIn).toBe(false);
    expect(form.isLocked('email')).toBe(false);
    expect(ui.toasts.map((t) => t.text)).toEqual([SUBMIT_TEXTS.expired]);
  });

  it('a double click sends once', async () => {
    outbox.submitForm.mockResolvedValue({ state: 'refused', status: 422, message: 'x', errors: {} });
    const form = validForm();
    const deps = { ui, session, navigate };
    const [first, second] = await Promise.all([submitThroughOutbox(form, PLAN, deps), submitThroughOutbox(form, PLAN, deps)]);
    expect([first, second]).toEqual(['refused', 'skipped']);
    expect(outbox.submitForm).toHaveBeenCalledTimes(1);
  });

  it('an invalid form is not sent', async () => {
    expect(await submitThroughOutbox(new FormStore(ContactDto), PLAN, { ui, session, navigate })).toBe('skipped');
    expect(outbox.submitForm).not.toHaveBeenCalled();
  });

  it('a corrected refused submission is sent again with resubmitForm', async () => {
    outbox.resubmitForm.mockResolvedValue({ state: 'queued', id: 'new' });
    autoConfirm();
    const form = validForm();
    await submitThroughOutbox(form, { ...PLAN, outboxId: 'old-id' }, { ui, session, navigate });
    expect(outbox.resubmitForm).toHaveBeenCalledWith('old-id', { endpoint: 'testdrive', body: expect.objectContaining({ email: 'budi@example.com' }) }, null);
    expect(outbox.submitForm).not.toHaveBeenCalled();
  });
});

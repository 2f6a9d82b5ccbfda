// @vitest-environment jsdom
/** Showroom assisted mode in the form kernel: the staff token goes instead of the member's, and the tablet keeps no buyer session. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyValueStore } from '../../../../src/data/keyval';
import { ContactDto } from '../../../../domain/forms/contact';
import { STAFF_SESSION_KEY, staffSessionStorage } from '../../../../src/data/showroom-seller';
import { FormStore } from '../../../../src/stores/form/form-store';
import { submitThroughOutbox, type SubmitPlan } from '../../../../src/stores/form/submit-flow';
import { SessionStore } from '../../../../src/stores/session-store';
import { ShowroomStore, showroom } from '../../../../src/stores/showroom/showroom-store';
import { UiStore } from '../../../../src/stores/ui-store';

const outbox = vi.hoisted(() => ({ submitForm: vi.fn(), resubmitForm: vi.fn(), forgetDeliveredSubmissions: vi.fn() }));
vi.mock('../../../../src/data/outbox', () => outbox);

const PLAN: SubmitPlan = {
  endpoint: 'testdrive', form: 'test-drive', label: 'Test Drive Avanza', editPath: '/test-drive',
  successText: 'Test Drive berhasil ditambahkan', destination: { href: '/dashboard-member?tab=5', dashboardTab: 5 },
};

let ui: UiStore;
let session: SessionStore;

function validForm() {
  const form = new FormStore(ContactDto);
  form.fill({ name: 'Budi', email: 'budi@example.com', phone: '081234567890', address: 'Semarang', text: 'Halo' });
  return form;
}

beforeEach(async () => {
  outbox.submitForm.mockReset();
  ui = new UiStore(10);
  session = new SessionStore(keyValueStore(`session-${Math.random()}`));
  vi.spyOn(ui, 'showDialog').mockImplementation(async () => undefined);
  showroom().turnOff();
  // Each test starts with no sales session on the device (one test signs a sales person in).
  await staffSessionStorage().del(STAFF_SESSION_KEY);
  localStorage.removeItem('merapi-showroom');
});

describe('assisted submissions on a showroom tablet', () => {
  it('refuses showroom mode without a live sales session on the device', async () => {
    expect(await showroom().turnOn(3)).toBe(false);
    expect(showroom().assistToken).toBeNull();
  });

  it('sends the staff token and no member token, and goes back to Home instead of the member dashboard', async () => {
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    await staffSessionStorage().set(STAFF_SESSION_KEY, { token: 'stf_sales', staff: { id: 2, name: 'Rina', email: 'r@x', role: 'sales', branch_ids: [1] }, expires_at: expires });
    await session.setSession('member-on-tablet', null);
    expect(await showroom().turnOn(5)).toBe(true);
    expect(showroom().idleMinutes).toBe(5);
    outbox.submitForm.mockResolvedValue({ state: 'queued', id: 'x' });
    const navigate = vi.fn<(href: string) => void>();
    expect(await submitThroughOutbox(validForm(), PLAN, { ui, session, navigate })).toBe('queued');
    expect(outbox.submitForm).toHaveBeenCalledWith(expect.objectContaining({ token: null, staffToken: 'stf_sales' }));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(JSON.parse(localStorage.getItem('merapi-showroom')!)).toEqual({ active: true, idleMinutes: 5 });
  });

  it('outside showroom mode the member token goes as before', async () => {
    await session.setSession('member-token', null);
    outbox.submitForm.mockResolvedValue({ state: 'queued', id: 'y' });
    await submitThroughOutbox(validForm(), PLAN, { ui, session, navigate: vi.fn() });
    expect(outbox.submitForm).toHaveBeenCalledWith(expect.objectContaining({ token: 'member-token', staffToken: null }));
  });

  it('hides the submissions of earlier visits (before this page started) in showroom mode only', async () => {
    localStorage.setItem('merapi-showroom', JSON.stringify({ active: true, idleMinutes: 3 }));
    const store = new ShowroomStore();
    expect(store.hidesSubmission(store.visitStartedAt - 1)).toBe(true);
    expect(store.hidesSubmission(store.visitStartedAt + 1)).toBe(false);
    store.turnOff();
    expect(store.hidesSubmission(store.visitStartedAt - 1)).toBe(false);
  });
});

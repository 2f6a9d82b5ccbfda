// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueRecord } from '../../../../domain/api';
import { db } from '../../../../src/data/database';
import { readMirror } from '../../../../src/data/db';
import { staffKey } from '../../../../src/back-office/data/staff-mirror';
import { moveForm } from '../../../../src/back-office/record/move-form';
import { settleWrite } from '../../../../src/back-office/writes/settle-write';
import { staffNotices } from '../../../../src/back-office/writes/staff-notices';
import { sendStaffWrite } from '../../../../src/back-office/writes/staff-write';
import { staffSession } from '../../../../src/back-office/session/staff-session-store';

const record = (status: string, label: string, version: number) => ({ id: 5, kind: 'testdrive', booking_id: 'TD-5', status, status_label: label, version }) as unknown as QueueRecord;
const sent: Array<{ url: string; key: string | null; auth: string | null; body: unknown }> = [];

/** Answers each call with the next of `answers` (status, body), or a network failure for 0. */
function server(...answers: Array<[number, unknown]>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, key: headers.get('idempotency-key'), auth: headers.get('authorization'), body: JSON.parse(String(init.body)) });
    const [status, body] = answers.shift() ?? [0, null];
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }));
}
const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
const confirmForm = () => {
  const form = moveForm({ to: 'confirmed', label: 'Dikonfirmasi', needs: ['date', 'time'] }, 0);
  form.set('date', '2099-01-02');
  form.set('time', '10:00');
  return form;
};
const move = (form: ReturnType<typeof confirmForm>) => ({ kind: 'testdrive' as const, id: 5, action: 'status' as const, label: 'Test Drive TD-5 → Dikonfirmasi', payload: form.payload });
const mirrored = async () => (await readMirror<QueueRecord>(staffKey(2, 'record/testdrive/5')))?.data;

beforeEach(async () => {
  sent.length = 0;
  setOnline(true);
  await db.outbox.clear();
  staffNotices.clear();
  await staffSession().signIn({ token: 'stf_sales', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff: { id: 2, name: 'Rina', email: 'r@x', role: 'sales', branch_ids: [1] } });
});
afterEach(() => vi.unstubAllGlobals());

describe('a staff move through the outbox', () => {
  it('online: sent with the staff token, its version and an Idempotency-Key; the record as the server left it is shown', async () => {
    server([200, { status: 200, message: 'Status berhasil diubah', data: record('confirmed', 'Dikonfirmasi', 1) }]);
    const toast = vi.fn();
    expect(await sendStaffWrite(confirmForm(), move(confirmForm()), toast)).toBe('delivered');
    expect(sent[0]).toMatchObject({ url: '/api/staff/queue/testdrive/5/status', auth: 'Bearer stf_sales', body: { to: 'confirmed', version: 0, date: '2099-01-02', time: '10:00' } });
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await mirrored())?.status_label).toBe('Dikonfirmasi');
    expect(toast).toHaveBeenCalledWith('success', 'Status berhasil diubah');
    expect(await db.outbox.count()).toBe(0);
  });

  it('online on a stale view: the 409 is refused at once and shown with the current state it carries, nothing kept', async () => {
    const current = record('cancelled', 'Dibatalkan', 1);
    server([409, { status: 409, message: 'stale', data: current }]);
    const toast = vi.fn();
    expect(await sendStaffWrite(confirmForm(), move(confirmForm()), toast)).toBe('conflict');
    expect(sent).toHaveLength(1);
    expect(staffNotices.of({ kind: 'testdrive', id: 5 })?.text).toBe('Data sudah diubah oleh orang lain: status sekarang Dibatalkan');
    expect(toast).toHaveBeenCalledWith('error', 'Data sudah diubah oleh orang lain: status sekarang Dibatalkan');
    expect((await mirrored())?.status).toBe('cancelled');
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: kept in the outbox with its version and the staff token, and said so', async () => {
    setOnline(false);
    server();
    const toast = vi.fn();
    expect(await sendStaffWrite(confirmForm(), move(confirmForm()), toast)).toBe('queued');
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ form: 'staff-status', token: 'stf_sales', status: 'queued', request: { endpoint: 'staff/queue/:kind/:id/status', params: { kind: 'testdrive', id: 5 }, body: { version: 0 } } });
    expect(sent).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith('info', 'Tersimpan di perangkat ini; dikirim otomatis saat online.');
  });

  it('a 422 shows the server\'s field messages and keeps the dialog open', async () => {
    server([422, { status: 422, message: 'Periksa Kembali Semua Form', errors: { date: ['*Tanggal tidak boleh sebelum hari ini!.'] }, data: null }]);
    const form = confirmForm();
    expect(await sendStaffWrite(form, move(form), vi.fn())).toBe('refused');
    expect(form.errorOf('date')).toBe('*Tanggal tidak boleh sebelum hari ini!.');
  });

  it('a 401 ends the staff session', async () => {
    server([401, { status: 401, message: 'Sesi staf berakhir, silakan masuk kembali', data: null }]);
    expect(await sendStaffWrite(confirmForm(), move(confirmForm()), vi.fn())).toBe('expired');
    expect(staffSession().isSignedIn).toBe(false);
    expect(staffSession().endedMessage).toBe('Sesi Anda telah berakhir, silakan masuk kembali');
  });
});

describe('settling a write the outbox could not deliver', () => {
  const item = async (status: 'queued' | 'refused', attempts = 1) => {
    const row = {
      id: crypto.randomUUID(), form: 'staff-status', label: 'Test Drive TD-5 → Dikonfirmasi',
      request: { endpoint: 'staff/queue/:kind/:id/status' as const, params: { kind: 'testdrive' as const, id: 5 }, body: { to: 'confirmed', version: 0 } }, token: 'stf_sales', status, attempts, createdAt: Date.now(), nextAttemptAt: Date.now() + 60_000,
    };
    await db.outbox.put(row);
    return row;
  };

  it('applied meanwhile (the answer was lost): the same key gives the first answer, and the item leaves', async () => {
    const row = await item('queued');
    server([200, { status: 200, message: 'ok', data: record('confirmed', 'Dikonfirmasi', 1) }]);
    expect(await settleWrite(row, vi.fn())).toBe('delivered');
    expect(sent[0].key).toBe(row.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('no answer: it stays for the outbox to send', async () => {
    const row = await item('queued');
    server([0, null]);
    expect(await settleWrite(row, vi.fn())).toBe('pending');
    expect(await db.outbox.count()).toBe(1);
  });

  it('refused for good (the workflow moved on): the reason is shown on the record and the item leaves', async () => {
    const row = await item('refused');
    server([422, { status: 422, message: 'Periksa Kembali Semua Form', errors: { to: ['Status ini tidak dapat diubah ke Dikonfirmasi'] }, data: null }]);
    expect(await settleWrite(row, vi.fn())).toBe('refused');
    expect(staffNotices.of({ kind: 'testdrive', id: 5 })?.text).toBe('Test Drive TD-5 → Dikonfirmasi ditolak: Status ini tidak dapat diubah ke Dikonfirmasi');
    expect(await db.outbox.count()).toBe(0);
  });

  it('made under a sign-in that ended: it waits to be sent again, the current session untouched', async () => {
    const row = { ...(await item('refused')), token: 'stf_old' };
    await db.outbox.put(row);
    server([401, { status: 401, message: 'Sesi staf berakhir', data: null }]);
    expect(await settleWrite(row, vi.fn())).toBe('expired');
    expect(staffSession().isSignedIn).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });
});

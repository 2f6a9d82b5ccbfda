import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../domain/money';
import { moveButtonLabel, moveForm, moveLabel, neededFields } from '../../../../src/back-office/record/move-form';
import { statusTone } from '../../../../src/back-office/components/status';
import { timelineSteps } from '../../../../src/back-office/record/record-timeline';
import { isStaffWrite, needsSettling, writeRequest, writeTargetOf } from '../../../../src/back-office/writes/staff-writes';
import { requestUrl } from '../../../../shared/outbox-store';
import { conflictText } from '../../../../src/back-office/writes/staff-notices';

const confirm = { to: 'confirmed', label: 'Dikonfirmasi', needs: ['date', 'time'] };

describe('a move as a form', () => {
  it('asks for the fields the move needs, with the server\'s messages, and refuses a day in the past', () => {
    const form = moveForm(confirm, 3, () => '2026-11-23');
    expect(form.valid).toBe(false);
    expect(form.validation.errors).toMatchObject({ date: ['*Masukkan tanggal!.'], time: ['*Masukkan jam!.'] });
    form.set('date', '2026-11-22');
    form.set('time', '10:00');
    expect(form.validation.errors).toEqual({ date: ['*Tanggal tidak boleh sebelum hari ini!.'] });
    form.set('date', '2026-11-28');
    expect(form.valid).toBe(true);
    expect(form.payload).toMatchObject({ to: 'confirmed', version: 3, date: '2026-11-28', time: '10:00', note: '' });
  });

  it('sends only the fields of the move (a cancellation: the reason), converting the offer to a number', () => {
    const cancel = moveForm({ to: 'cancelled', label: 'Dibatalkan', needs: ['reason'] }, 0);
    expect(Object.keys(cancel.values).sort()).toEqual(['note', 'reason', 'to', 'version']);
    cancel.set('reason', '  Pelanggan batal  ');
    expect(cancel.payload).toMatchObject({ reason: 'Pelanggan batal' });
    const offer = moveForm({ to: 'offered', label: 'Penawaran Dikirim', needs: ['amount'] }, 1);
    offer.set('amount', '125000000');
    expect(offer.payload.amount).toBe(125_000_000);
    expect(neededFields({ to: 'x', label: 'x', needs: ['reason', 'date', 'unknown'] })).toEqual(['date', 'reason']);
  });

  it('names the move for the pending list and calls a new schedule in the same status a reschedule', () => {
    expect(moveLabel({ kind: 'testdrive', booking_id: 'TD-1' }, confirm)).toBe('Test Drive TD-1 → Dikonfirmasi');
    expect(moveButtonLabel('confirmed', confirm)).toBe('Ubah jadwal');
    expect(moveButtonLabel('new', confirm)).toBe('Dikonfirmasi');
    expect(addDays(0)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('staff writes in the outbox', () => {
  it('addresses each write by record and action, and knows its own items', () => {
    const write = writeRequest({ kind: 'payment', id: 7 }, 'status', { to: 'verified' });
    expect(write).toEqual({ endpoint: 'staff/queue/:kind/:id/status', params: { kind: 'payment', id: 7 }, body: { to: 'verified' } });
    expect(requestUrl(write)).toBe('/api/staff/queue/payment/7/status');
    expect(writeTargetOf(write)).toEqual({ kind: 'payment', id: 7, action: 'status' });
    expect(writeTargetOf(writeRequest({ kind: 'order', id: 3 }, 'progress', {}))).toEqual({ kind: 'order', id: 3, action: 'progress' });
    expect(writeTargetOf({ endpoint: 'testdrive', body: {} })).toBeNull();
    expect(isStaffWrite({ form: 'staff-status', request: { endpoint: 'staff/queue/:kind/:id/status', params: { kind: 'order', id: 1 }, body: {} } })).toBe(true);
    expect(isStaffWrite({ form: 'contact', request: { endpoint: 'contact', body: {} } })).toBe(false);
  });

  it('settles what the outbox tried and could not deliver, not what waits for its first try', () => {
    expect(needsSettling({ status: 'queued', attempts: 0 })).toBe(false);
    expect(needsSettling({ status: 'queued', attempts: 1 })).toBe(true);
    expect(needsSettling({ status: 'refused', attempts: 1 })).toBe(true);
    expect(needsSettling({ status: 'sending', attempts: 2 })).toBe(false);
  });

  it('says a conflict with the current state', () => {
    expect(conflictText('Dikonfirmasi')).toBe('Data sudah diubah oleh orang lain: status sekarang Dikonfirmasi');
  });
});

describe('how statuses and timelines read', () => {
  it('colours waiting, under way, done and closed', () => {
    expect(statusTone('testdrive', 'new')).toBe('waiting');
    expect(statusTone('payment', 'pending')).toBe('waiting');
    expect(statusTone('testdrive', 'confirmed')).toBe('active');
    expect(statusTone('payment', 'verified')).toBe('done');
    expect(statusTone('order', 'delivered')).toBe('done');
    expect(statusTone('payment', 'rejected')).toBe('closed');
    expect(statusTone('contact', 'lost')).toBe('closed');
  });

  it('shows the arrival, then each step with what the member was told and the internal note', () => {
    const steps = timelineSteps([
      { at: '2026-11-23T03:00:00Z', by: 'Situs web', from: null, to: 'new', to_label: 'Menunggu Konfirmasi', note: '', member_note: '', detail: {} },
      { at: '2026-11-23T04:05:00Z', by: 'Rina', from: 'new', to: 'confirmed', to_label: 'Dikonfirmasi', note: 'unit siap', member_note: '28 November 2026 pukul 10:00', detail: {} },
    ]);
    expect(steps[0]).toMatchObject({ title: 'Diterima · Menunggu Konfirmasi', by: 'Situs web', when: '23 November 2026 10.00' });
    expect(steps[1]).toMatchObject({ title: 'Dikonfirmasi', by: 'Rina', lines: ['Untuk member: 28 November 2026 pukul 10:00', 'Catatan internal: unit siap'] });
  });
});

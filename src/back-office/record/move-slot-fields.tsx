/**
 * The date and time of a move that places a booking (confirming a test drive or service booking,
 * scheduling a trade-in inspection; issue 32): the booking forms' slot picker on the free slots of
 * the requested day and the days around it (GET /api/slots), the requested time preselected when
 * free; for a branch head or admin an override checkbox offers full slots too (the server audits
 * it). A time that filled meanwhile (422) says so and asks the availability again.
 */
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { QueueRecord } from '../../../domain/api';
import { addDays, formatDateId, isoDay } from '../../../domain/money';
import type { SlotDay, SlotsQuery } from '../../../domain/slots';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { useSlotAvailability } from '../../lib/use-slot-availability';
import type { FormStore } from '../../stores/form/form-store';
import { Alert } from '../../ui/alert';
import { Checkbox } from '../../ui/checkbox';
import { SlotPicker } from '../../ui/slot-picker';
import { MOVE_FIELD_LABELS } from './move-form';

/** Days shown before and after the requested day. */
const BEFORE = 3;
const AFTER = 10;
/** The server's word for a full slot in its 422 on `time`. */
const FULL = /penuh/i;

const at = (day: string) => new Date(`${day}T05:00:00Z`);

/** The days around the requested one (from today at the earliest); the server clips them to its window. */
export function aroundRequested(requested: QueueRecord['requested'], today = isoDay()): { date_from: string; date_to: string } {
  const center = requested && requested.date > today ? requested.date : today;
  const from = addDays(-BEFORE, at(center));
  return { date_from: from < today ? today : from, date_to: addDays(AFTER, at(center)) };
}

/** The availability as this booking sees it: the place it holds at `requested` counts as free for it. */
export function freeForBooking(days: readonly SlotDay[] | undefined, requested: QueueRecord['requested'], held: boolean): SlotDay[] | undefined {
  if (!days || !held || !requested) return days ? [...days] : undefined;
  return days.map((d) => (d.date !== requested.date ? d : {
    ...d, slots: d.slots.map((s) => (s.time === requested.time ? { ...s, left: s.left + 1 } : s)),
  }));
}

interface MoveSlotFieldsProps { form: FormStore; record: QueueRecord; slot: NonNullable<QueueRecord['slot']> }

/** The picker, the override and the 'filled meanwhile' message. */
export const MoveSlotFields = observer(function MoveSlotFields({ form, record, slot }: MoveSlotFieldsProps) {
  const requested = record.requested ?? null;
  const query: SlotsQuery = { ...slot.query, ...aroundRequested(requested) };
  const availability = useSlotAvailability(query, { ranged: true, sentLater: 'Jadwal diperiksa lagi saat tersimpan.' });
  const days = freeForBooking(availability.days, requested, slot.held);
  const override = form.value('override') === true;
  const timeError = form.errorOf('time');
  const filled = Boolean(timeError && FULL.test(timeError));

  // The requested time is preselected once, when the availability shows it free.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !days || !requested) return;
    preselected.current = true;
    if (form.text('date')) return;
    const free = days.find((d) => d.date === requested.date)?.slots.some((s) => s.time === requested.time && s.left > 0);
    if (free) {
      form.set('date', requested.date);
      form.set('time', requested.time);
    }
  }, [days, requested, form]);

  // A 422 'penuh': someone took the place meanwhile. The time is emptied (the select must not seem to
  // hold a time it no longer offers) and the list asked again, so it shows what is left.
  const [lost, setLost] = useState<{ date: string; time: string } | null>(null);
  const { refetch } = availability;
  useEffect(() => {
    if (!filled || override) return;
    setLost({ date: form.text('date'), time: form.text('time') });
    form.set('time', '');
    // The answer of moments ago would be reused (FRESH_MS): forget it so the server is asked.
    forgetRecentAnswers();
    refetch();
  }, [filled, override, form, refetch]);

  return (
    <>
      {lost && !form.text('time') ? (
        <Alert kind="danger">
          Jam {lost.time.replace(':', '.')} pada {formatDateId(lost.date)} baru saja terisi oleh booking lain. Daftar jam sudah diperbarui: pilih jam lain
          {slot.may_overbook ? ', atau centang tambah di luar kapasitas.' : '.'}
        </Alert>
      ) : null}
      <SlotPicker days={days} loading={availability.loading} note={availability.note} full={override}
        date={form.text('date')} time={form.text('time')}
        onDate={(d) => form.set('date', d)} onTime={(t) => form.set('time', t)} onBlur={(f) => form.touch(f)}
        dateLabel={MOVE_FIELD_LABELS.date} timeLabel={MOVE_FIELD_LABELS.time} dateName="date" timeName="time" min={isoDay()}
        beforeWindow={Boolean(days?.length) && form.text('date') < (days?.[0]?.date ?? '')}
        dateHint="Hari di luar daftar: ketik tanggalnya." dateError={form.errorOf('date')} timeError={timeError} />
      {slot.may_overbook ? (
        <Checkbox checked={override} onChange={(on) => form.set('override', on)} name="override">
          Tambah di luar kapasitas (slot penuh boleh dipilih; tercatat di audit)
        </Checkbox>
      ) : null}
    </>
  );
});

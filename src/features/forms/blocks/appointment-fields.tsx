/**
 * Appointment day and time (issue 32, docs/slots.md). Once the branch (and the test-drive model)
 * is chosen, a strip of the bookable days shows which are full or closed (those are disabled) and
 * the time select offers the free times of the chosen day, from GET /api/slots. The answer is
 * mirrored: offline the last known availability shows with its age, and the request is confirmed
 * when it is sent. With nothing known (offline, no branch yet) the day input and every half-hour time stay.
 */
import { observer } from 'mobx-react-lite';
import { APPOINTMENT_MIN_DAYS } from '../../../../domain/constants';
import { CAR_CHOICE } from '../../../../domain/forms/car-choice';
import { addDays, formatDateId } from '../../../../domain/money';
import { bookingWindow, type SlotDay, type SlotKind, type SlotsQuery } from '../../../../domain/slots';
import { api } from '../../../data/api-client';
import { useMirroredQuery } from '../../../data/mirrored-query';
import { useOnline } from '../../../lib/use-online';
import { FormDate } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';
import styles from './appointment-fields.module.css';

const FIRST_HOUR = 8;
const LAST_HOUR = 16;

const label = (time: string) => `${time.replace(':', '.')} WIB`;

/** Half-hour slots 08:00 ... 16:00, labelled '08.00 WIB' (when no availability is known). */
export function timeSlots(): Array<{ value: string; label: string }> {
  const slots: Array<{ value: string; label: string }> = [];
  for (let minutes = FIRST_HOUR * 60; minutes <= LAST_HOUR * 60; minutes += 30) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    slots.push({ value: time, label: label(time) });
  }
  return slots;
}

const SLOTS = timeSlots();
const WEEKDAYS = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** '5 menit lalu', '2 jam lalu', '3 hari lalu'. */
export function ageText(fetchedAt: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - fetchedAt) / 60_000));
  if (minutes < 1) return 'baru saja';
  if (minutes < 60) return `${minutes} menit lalu`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `${hours} jam lalu` : `${Math.round(hours / 24)} hari lalu`;
}

const freeCount = (day: SlotDay) => day.slots.filter((s) => s.left > 0).length;

/** What GET /api/slots is asked for this form, or null while the branch (or the test-drive model) is not chosen. */
function slotQuery(form: FormStore, kind: SlotKind): SlotsQuery | null {
  const branch = Number(form.values.cabang_id) || 0;
  const model = Number(form.values.car_model) || 0;
  if (!branch || (kind === 'testdrive' && !model)) return null;
  const window = bookingWindow();
  return {
    kind, branch_id: branch, date_from: window.first, date_to: window.last,
    ...(kind === 'service' ? { service_type: String(form.values.service_type || 'general-service') } : {}),
    ...(kind === 'testdrive' ? { car_model: model } : {}),
  };
}

/** The bookable days: full and closed ones disabled, the chosen one pressed. */
const DayStrip = observer(function DayStrip({ form, days }: { form: FormStore; days: SlotDay[] }) {
  const chosen = form.text('appointment_date');
  return (
    <div className={styles.strip} role="group" aria-label="Pilih tanggal">
      {days.map((day) => {
        const free = freeCount(day);
        const d = new Date(`${day.date}T00:00:00Z`);
        const state = !day.open ? 'Tutup' : free ? `${free} slot` : 'Penuh';
        return (
          <button key={day.date} type="button" className={styles.day} data-slot-day={day.date} disabled={!free} aria-pressed={chosen === day.date}
            aria-label={`${formatDateId(day.date)}, ${state}`}
            onClick={() => { form.set('appointment_date', day.date); form.touch('appointment_date'); }}>
            <span className={styles.weekday}>{WEEKDAYS[d.getUTCDay()]}</span>
            <span className={styles.date}>{d.getUTCDate()}</span>
            <span className={styles.month}>{MONTHS[d.getUTCMonth()]}</span>
            <span className={styles.state}>{state}</span>
          </button>
        );
      })}
    </div>
  );
});

/** The appointment day (min. 3 days ahead, with the hint) and time slot, from the branch's availability when known. */
export const AppointmentFields = observer(function AppointmentFields({ form, dateLabel, timeLabel, kind }: { form: FormStore; dateLabel: string; timeLabel: string; kind: SlotKind }) {
  const query = slotQuery(form, kind);
  const key = query ? `slots:${kind}:${query.branch_id}:${query.service_type ?? query.car_model ?? ''}` : null;
  const slots = useMirroredQuery(key, () => api.get('slots', { query: query! }));
  const online = useOnline();
  const days = query ? slots.data?.days : undefined;
  const chosen = form.text('appointment_date');
  const day = days?.find((d) => d.date === chosen);
  const times = !days ? SLOTS : (day?.slots ?? []).filter((s) => s.left > 0).map((s) => ({ value: s.time, label: label(s.time) }));
  const stale = Boolean(days && slots.fetchedAt && (!online || slots.error));
  const dayNote = days && chosen && !day?.slots.some((s) => s.left > 0)
    ? (day && !day.open) || (!day && chosen >= bookingWindow().first) ? 'Cabang tutup pada tanggal ini. Pilih tanggal lain.' : day ? 'Jadwal pada tanggal ini sudah penuh. Pilih tanggal lain.' : ''
    : '';
  return (
    <>
      {days ? (
        <div className={styles.picker}>
          <span className={styles.label}>{dateLabel}</span>
          <DayStrip form={form} days={days} />
          {stale ? (
            <p className={styles.stale} role="status">
              Ketersediaan terakhir diketahui {ageText(slots.fetchedAt!)}. Jadwal dikonfirmasi saat permintaan terkirim.
            </p>
          ) : null}
        </div>
      ) : query && !online ? (
        <p className={styles.stale} role="status">Ketersediaan jadwal belum bisa dimuat saat offline. Pilih tanggal dan jam; jadwal dikonfirmasi saat permintaan terkirim.</p>
      ) : null}
      <FormDate form={form} field="appointment_date" label={days ? 'Atau ketik tanggal' : dateLabel} min={addDays(APPOINTMENT_MIN_DAYS)} max={bookingWindow().last}
        hint={dayNote || CAR_CHOICE.appointment_date_early} />
      <FormSelect form={form} field="appointment_time" label={timeLabel} placeholder="Pilih Jam" emptyText={days && !chosen ? 'Pilih tanggal dulu' : 'Jam tidak tersedia'}
        isLoading={Boolean(query && slots.isLoading)} options={times} />
    </>
  );
});

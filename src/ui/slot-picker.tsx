/**
 * The appointment picker of issue 32 (docs/slots.md), shared by the booking forms, the member's
 * "Ubah Jadwal" and the staff confirm dialog: a strip of days from GET /api/slots (full and closed
 * ones disabled unless `full`), a typed day for dates off the strip, and a select of the chosen
 * day's free times. It takes values and callbacks; the screens bind it to their form.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatDateId } from '../../domain/money';
import { halfHourTimes, type SlotDay } from '../../domain/slots';
import { DateInput } from './date-input';
import { Select, type SelectOption } from './select';
import styles from './slot-picker.module.css';

const WEEKDAYS = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
/** Every half hour 08.00 ... 16.00 WIB: what is offered while no availability is known. */
const ANY_TIME = halfHourTimes();

const label = (time: string) => `${time.replace(':', '.')} WIB`;
const freeCount = (day: SlotDay) => day.slots.filter((s) => s.left > 0).length;

/** The times offered for `date`: its free ones (with `full`, also the full ones, marked), or every half hour while nothing is known. */
export function slotTimeOptions(days: readonly SlotDay[] | undefined, date: string, full = false): SelectOption[] {
  if (!days) return ANY_TIME;
  const day = days.find((d) => d.date === date);
  // Staff may place a booking off the strip (before the visitors' window): any half hour there.
  if (!day && full && date) return ANY_TIME;
  return (day?.slots ?? []).filter((s) => full || s.left > 0)
    .map((s) => ({ value: s.time, label: s.left > 0 ? label(s.time) : `${label(s.time)} (penuh)` }));
}

/** The bookable days: full and closed ones disabled (with `full`, only closed ones), the chosen one pressed. */
export const DayStrip = observer(function DayStrip({ days, chosen, full, onChoose }: { days: readonly SlotDay[]; chosen: string; full?: boolean; onChoose: (date: string) => void }) {
  return (
    <div className={styles.strip} role="group" aria-label="Pilih tanggal">
      {days.map((day) => {
        const free = freeCount(day);
        const d = new Date(`${day.date}T00:00:00Z`);
        const state = !day.open ? 'Tutup' : free ? `${free} slot` : 'Penuh';
        return (
          <button key={day.date} type="button" className={styles.day} data-slot-day={day.date} disabled={full ? !day.open : !free} aria-pressed={chosen === day.date}
            aria-label={`${formatDateId(day.date)}, ${state}`} onClick={() => onChoose(day.date)}>
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

export interface SlotPickerProps {
  /** The branch's availability; undefined while nothing is known (the typed day and every half hour stay). */
  days: readonly SlotDay[] | undefined;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onBlur?: (field: 'date' | 'time') => void;
  dateLabel: string;
  timeLabel: string;
  /** The input names (a form's own field names). */
  dateName?: string;
  timeName?: string;
  min?: string;
  max?: string;
  /** Under the typed day when no note about the chosen day applies. */
  dateHint?: string;
  dateError?: string;
  timeError?: string;
  loading?: boolean;
  /** The availability's age or the offline note, under the strip (alone while nothing is known). */
  note?: ReactNode;
  /** Offer full days and times too (a staff override). */
  full?: boolean;
  /** True when the chosen date lies before the first bookable day (no 'closed' note there). */
  beforeWindow?: boolean;
}

/** The strip, the typed day and the time select. */
export const SlotPicker = observer(function SlotPicker(props: SlotPickerProps) {
  const { days, date, time, onDate, onTime, onBlur, dateLabel, timeLabel, dateName, timeName, min, max, dateHint, dateError, timeError, loading, note, full, beforeWindow } = props;
  const day = days?.find((d) => d.date === date);
  const dayNote = days && date && !day?.slots.some((s) => s.left > 0)
    ? (day && !day.open) || (!day && !beforeWindow) ? 'Cabang tutup pada tanggal ini. Pilih tanggal lain.' : day && !full ? 'Jadwal pada tanggal ini sudah penuh. Pilih tanggal lain.' : ''
    : '';
  return (
    <>
      {days ? (
        <div className={styles.picker}>
          <span className={styles.label}>{dateLabel}</span>
          <DayStrip days={days} chosen={date} full={full} onChoose={(d) => { onDate(d); onBlur?.('date'); }} />
          {note ? <p className={styles.stale} role="status">{note}</p> : null}
        </div>
      ) : note ? <p className={styles.stale} role="status">{note}</p> : null}
      <DateInput label={days ? 'Atau ketik tanggal' : dateLabel} name={dateName} value={date} onChange={onDate} onBlur={() => onBlur?.('date')}
        min={min} max={max} hint={dayNote || dateHint} error={dateError} />
      <div onBlur={() => onBlur?.('time')}>
        <Select label={timeLabel} name={timeName} value={time} onChange={onTime} placeholder="Pilih Jam"
          emptyText={loading ? 'Memuat...' : days && !date ? 'Pilih tanggal dulu' : 'Jam tidak tersedia'} options={slotTimeOptions(days, date, full)} error={timeError} />
      </div>
    </>
  );
});

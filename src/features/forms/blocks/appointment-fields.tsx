/** Appointment day (at least three days ahead) and a half-hour time slot in Indonesian notation. */
import { observer } from 'mobx-react-lite';
import { APPOINTMENT_MIN_DAYS } from '../../../../domain/constants';
import { CAR_CHOICE } from '../../../../domain/forms/car-choice';
import { addDays } from '../../../../domain/money';
import { FormDate } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';

const FIRST_HOUR = 8;
const LAST_HOUR = 16;

/** Half-hour slots 08:00 ... 16:00, labelled '08.00 WIB'. */
export function timeSlots(): Array<{ value: string; label: string }> {
  const slots: Array<{ value: string; label: string }> = [];
  for (let minutes = FIRST_HOUR * 60; minutes <= LAST_HOUR * 60; minutes += 30) {
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    slots.push({ value: `${hh}:${mm}`, label: `${hh}.${mm} WIB` });
  }
  return slots;
}

const SLOTS = timeSlots();

/** The appointment day (min. 3 days ahead, with the hint) and time slot. */
export const AppointmentFields = observer(function AppointmentFields({ form, dateLabel, timeLabel }: { form: FormStore; dateLabel: string; timeLabel: string }) {
  return (
    <>
      <FormDate form={form} field="appointment_date" label={dateLabel} min={addDays(APPOINTMENT_MIN_DAYS)} hint={CAR_CHOICE.appointment_date_early} />
      <FormSelect form={form} field="appointment_time" label={timeLabel} placeholder="Pilih Jam" emptyText="Jam tidak tersedia" options={SLOTS} />
    </>
  );
});

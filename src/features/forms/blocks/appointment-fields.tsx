/**
 * Appointment day and time of the booking forms (issue 32, docs/slots.md): once the branch (and
 * the test-drive model) is chosen, the shared slot picker shows the bookable days (full and closed
 * ones disabled) and the free times of the chosen day, from GET /api/slots; offline the last known
 * availability with its age. With nothing known the typed day and every half-hour time stay.
 */
import { observer } from 'mobx-react-lite';
import { APPOINTMENT_MIN_DAYS } from '../../../../domain/constants';
import { CAR_CHOICE } from '../../../../domain/forms/car-choice';
import { addDays } from '../../../../domain/money';
import { bookingWindow, type SlotKind, type SlotsQuery } from '../../../../domain/slots';
import { useSlotAvailability } from '../../../lib/use-slot-availability';
import { SlotPicker } from '../../../ui/slot-picker';
import type { FormStore } from '../../../stores/form/form-store';

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

/** The appointment day (min. 3 days ahead, with the hint) and time slot of `form`, from the branch's availability when known. */
export const AppointmentFields = observer(function AppointmentFields({ form, dateLabel, timeLabel, kind }: { form: FormStore; dateLabel: string; timeLabel: string; kind: SlotKind }) {
  const slots = useSlotAvailability(slotQuery(form, kind));
  const date = form.text('appointment_date');
  const window = bookingWindow();
  return (
    <SlotPicker days={slots.days} loading={slots.loading} note={slots.note}
      date={date} time={form.text('appointment_time')}
      onDate={(d) => form.set('appointment_date', d)} onTime={(t) => { form.set('appointment_time', t); form.touch('appointment_time'); }}
      onBlur={(field) => form.touch(field === 'date' ? 'appointment_date' : 'appointment_time')}
      dateLabel={dateLabel} timeLabel={timeLabel} dateName="appointment_date" timeName="appointment_time"
      min={addDays(APPOINTMENT_MIN_DAYS)} max={window.last} beforeWindow={Boolean(date) && date < window.first}
      dateHint={CAR_CHOICE.appointment_date_early} dateError={form.errorOf('appointment_date')} timeError={form.errorOf('appointment_time')} />
  );
});

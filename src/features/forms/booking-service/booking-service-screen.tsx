/** Booking service (general service or body & paint), sent to the online-booking base through the outbox. */
import { slotQueuedText } from '../../../../domain/slots';
import { DASHBOARD_TAB, SERVICE_TYPES } from '../../../../domain/constants';
import { observer } from 'mobx-react-lite';
import { BookingServiceDto } from '../../../../domain/forms/booking-service';
import { paths } from '../../../lib/paths';
import { FormSide, joined } from '../blocks/form-side';
import { FormPage, FormSection, SubmissionForm } from '../blocks/form-page';
import { PersonalSection } from '../blocks/identity-block';
import { BRANCH_CASCADE, CAR_CASCADE, REGION_CASCADE } from '../store/cascades';
import { FormStore } from '../../../stores/form/form-store';
import { identityOf } from '../store/member-identity';
import { useFormScreen, useSubmit } from '../store/use-form-screen';
import { ServiceFields } from './service-fields';
import { VehicleFields } from './vehicle-fields';
import { GaragePick } from './garage-pick';

const SERVICE_STEPS = [
  'Bengkel pilihan Anda mengonfirmasi jadwal dan estimasi pekerjaan.',
  'Status booking tampil di Dashboard Member, tab Booking Service.',
  'Datang sesuai jadwal; kendaraan langsung masuk antrean servis.',
];

/** A fresh booking-service form. */
export const createBookingServiceForm = () => new FormStore(BookingServiceDto, { cascade: { ...REGION_CASCADE, ...BRANCH_CASCADE, ...CAR_CASCADE } });

const BookingServiceScreen = observer(function BookingServiceScreen() {
  const { form, outboxId } = useFormScreen('Booking Service', createBookingServiceForm, identityOf);

  const submit = useSubmit(form, () => ({
    endpoint: 'bookingonlinenet.php',
    form: 'booking-service',
    label: `Booking Service ${form.text('car_model_name')}`.trim(),
    editPath: paths.bookingService.getHref(),
    successText: 'Booking Service berhasil ditambahkan',
    destination: { href: paths.home.getHref(), dashboardTab: DASHBOARD_TAB.service },
    outboxId,
    queuedText: slotQueuedText(form.text('appointment_date'), form.text('appointment_time')),
  }));

  return (
    <FormPage eyebrow="After Sales" title="Booking Service" intro="Jadwalkan General Service atau Body & Paint kendaraan Toyota Anda tanpa antre di bengkel Merapi Toyota."
      side={<FormSide title="Pilihan Anda" steps={SERVICE_STEPS} rows={[
        { label: 'Kendaraan', value: joined(form.text('car_model_name'), form.text('car_type_name'), form.text('police_number')) },
        { label: 'Service', value: SERVICE_TYPES.find((t) => t.value === form.text('service_type'))?.label ?? '' },
        { label: 'Cabang', value: form.text('cabang_name') },
        { label: 'Jadwal', value: joined(form.text('appointment_date'), form.text('appointment_time')) },
      ]} />}>
      <SubmissionForm label="Form Booking Service" form={form} outboxId={outboxId} onSubmit={submit}>
        <PersonalSection id="bs-personal" title="Data Pribadi" form={form} />
        <FormSection id="bs-vehicle" title="Data Kendaraan">
          <GaragePick form={form} />
          <VehicleFields form={form} />
        </FormSection>
        <FormSection id="bs-service" title="Informasi Service">
          <ServiceFields form={form} />
        </FormSection>
      </SubmissionForm>
    </FormPage>
  );
});

/** The /booking-service route. */
export default BookingServiceScreen;

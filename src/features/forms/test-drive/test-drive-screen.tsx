/** Test drive: personal data, the car, and branch, day, time and purchase plan; SUBMIT goes through the outbox. */
import { slotQueuedText } from '../../../../domain/slots';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_TAB, DEFAULT_TRANSMISSION, PURCHASE_TIMES } from '../../../../domain/constants';
import { TestDriveDto } from '../../../../domain/forms/test-drive';
import { paths } from '../../../lib/paths';
import { AppointmentFields } from '../blocks/appointment-fields';
import { BranchSelects } from '../blocks/branch-selects';
import { CarSelects } from '../blocks/car-selects';
import { Consents } from '../blocks/consents';
import { FormSide, joined } from '../blocks/form-side';
import { FormPage, FormSection, SubmissionForm } from '../blocks/form-page';
import { PersonalSection } from '../blocks/identity-block';
import { FormRadio, FormText } from '../../../ui/form-fields';
import { BRANCH_CASCADE, CAR_CASCADE, REGION_CASCADE } from '../store/cascades';
import { FormStore } from '../../../stores/form/form-store';
import { identityOf } from '../store/member-identity';
import { useFormScreen, useSubmit } from '../store/use-form-screen';
import styles from '../forms.module.css';

const PURCHASE_OPTIONS = PURCHASE_TIMES.map((p) => ({ value: p, label: p }));

const TEST_DRIVE_STEPS = [
  'Cabang pilihan Anda mengonfirmasi jadwal melalui telepon atau WhatsApp.',
  'Status dan jadwal test drive tampil di Dashboard Member, tab Test Drive.',
  'Datang ke cabang dengan membawa SIM A yang masih berlaku.',
];

/** A fresh test-drive form. */
export const createTestDriveForm = () => new FormStore(TestDriveDto, { cascade: { ...REGION_CASCADE, ...BRANCH_CASCADE, ...CAR_CASCADE } });

const TestDriveScreen = observer(function TestDriveScreen() {
  const { form, outboxId } = useFormScreen('Test Drive', createTestDriveForm, identityOf);
  const [params] = useSearchParams();
  const category = params.get('category');
  const model = params.get('model');
  const transmission = params.get('transmission');
  const type = params.get('type');

  // From Home or a car detail: category and model chosen, automatic by default; from a credit
  // simulation also the transmission and the type simulated (issue 30.7: the type is kept).
  useEffect(() => {
    if (params.get('outbox') || !Number(category)) return;
    const gear = transmission === 'AT' || transmission === 'MT' ? transmission : DEFAULT_TRANSMISSION;
    form.fill({
      car_category: Number(category),
      ...(Number(model) ? { car_model: Number(model), car_transmission: gear, ...(Number(type) && gear === transmission ? { car_type: Number(type) } : {}) } : {}),
    });
  }, [form, params, category, model, transmission, type]);

  const submit = useSubmit(form, () => ({
    endpoint: 'testdrive',
    form: 'test-drive',
    label: `Test Drive ${form.text('car_model_name')}`.trim(),
    editPath: paths.testDrive.getHref(),
    successText: 'Test Drive berhasil ditambahkan',
    destination: { href: paths.dashboardMember.getHref(DASHBOARD_TAB.testDrive), dashboardTab: DASHBOARD_TAB.testDrive },
    outboxId,
    queuedText: slotQueuedText(form.text('appointment_date'), form.text('appointment_time')),
  }));

  return (
    <FormPage eyebrow="Test Drive" title="Jadwalkan Test Drive" intro="Rasakan langsung pengalaman berkendara Toyota pilihan Anda di dealer Merapi Toyota terdekat."
      side={<FormSide title="Pilihan Anda" steps={TEST_DRIVE_STEPS} rows={[
        { label: 'Mobil', value: joined(form.text('car_model_name'), form.text('car_type_name')) },
        { label: 'Cabang', value: form.text('cabang_name') },
        { label: 'Jadwal', value: joined(form.text('appointment_date'), form.text('appointment_time')) },
      ]} />}>
      <SubmissionForm label="Form Test Drive" form={form} outboxId={outboxId} onSubmit={submit}>
        <PersonalSection id="td-personal" title="Data Pribadi" form={form} />
        <FormSection id="td-car" title="Data Mobil Test Drive Anda">
          <CarSelects form={form} order="transmission-first" />
        </FormSection>
        <FormSection id="td-schedule" title="Jadwal & Lokasi Test Drive">
          <BranchSelects form={form} />
          <AppointmentFields form={form} kind="testdrive" dateLabel="Tanggal Test Drive" timeLabel="Jam Test Drive" />
          <FormRadio form={form} field="buycar" legend="Rencana Waktu Pembelian" options={PURCHASE_OPTIONS} className={styles.full} />
          <FormText form={form} field="note" label="Pertanyaan" rows={3} placeholder="Tulis pertanyaan Anda (opsional)" className={styles.full} />
          <Consents form={form} fields={['kebijakan1', 'kebijakan2']} />
        </FormSection>
      </SubmissionForm>
    </FormPage>
  );
});

/** The /test-drive route (`?category=&model=` prefill). */
export default TestDriveScreen;

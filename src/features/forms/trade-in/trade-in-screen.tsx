/** Trade-in: personal data, the car the customer has, the Toyota they want and where; names are sent with the ids. */
import { useState } from 'react';
import { DASHBOARD_TAB } from '../../../../domain/constants';
import { observer } from 'mobx-react-lite';
import { formatDateId } from '../../../../domain/money';
import { Checkbox } from '../../../ui/checkbox';
import { TradeInDto } from '../../../../domain/forms/trade-in';
import { paths } from '../../../lib/paths';
import { AppointmentFields } from '../blocks/appointment-fields';
import { BranchSelects } from '../blocks/branch-selects';
import { CarSelects } from '../blocks/car-selects';
import { FormSide, joined } from '../blocks/form-side';
import { FormPage, FormSection, SubmissionForm } from '../blocks/form-page';
import { PersonalSection } from '../blocks/identity-block';
import { OldCarSelects } from '../blocks/old-car-selects';
import { TradeInEstimate } from './trade-in-estimate';
import { BRANCH_CASCADE, DREAM_CAR_CASCADE, OLD_CAR_CASCADE, REGION_CASCADE } from '../store/cascades';
import { FormStore } from '../../../stores/form/form-store';
import { identityOf } from '../store/member-identity';
import { useFormScreen, useSubmit } from '../store/use-form-screen';
import styles from '../forms.module.css';

/** A fresh trade-in form. */
export const createTradeInForm = () =>
  new FormStore(TradeInDto, { cascade: { ...REGION_CASCADE, ...BRANCH_CASCADE, ...OLD_CAR_CASCADE, ...DREAM_CAR_CASCADE } });

const TRADE_IN_STEPS = [
  'Tim kami menghubungi Anda untuk jadwal inspeksi mobil lama.',
  'Setelah inspeksi, penawaran harga dikirim ke Inbox Dashboard Member.',
  'Terima penawaran, lalu selisihnya dibayar untuk Toyota impian Anda.',
];

/**
 * The optional inspection of the old car at the branch (issue 32): ticked, the slot picker of the
 * booking forms offers the branch's free inspection times; unticked, no date or time is sent.
 */
const InspectionFields = observer(function InspectionFields({ form }: { form: FormStore }) {
  const [asked, setAsked] = useState(false);
  // A draft or an edit of a queued request that carries a date opens with the picker.
  const shown = asked || Boolean(form.text('appointment_date'));
  const toggle = (on: boolean) => {
    setAsked(on);
    if (!on) {
      form.set('appointment_date', '');
      form.set('appointment_time', '');
    }
  };
  return (
    <>
      <Checkbox checked={shown} onChange={toggle} name="inspection" className={styles.full}>
        Jadwalkan inspeksi mobil lama di cabang (opsional)
      </Checkbox>
      {shown ? <AppointmentFields form={form} kind="inspection" dateLabel="Tanggal Inspeksi" timeLabel="Jam Inspeksi" /> : null}
    </>
  );
});

const TradeInScreen = observer(function TradeInScreen() {
  const { form, outboxId } = useFormScreen('Trade In', createTradeInForm, identityOf);
  const inspection = form.text('appointment_date') && form.text('appointment_time')
    ? `${formatDateId(form.text('appointment_date'))}, ${form.text('appointment_time').replace(':', '.')} WIB` : '';

  const submit = useSubmit(form, () => ({
    endpoint: 'tradein',
    form: 'trade-in',
    label: `Trade In ${form.text('brand_model_name')} ke ${form.text('car_model_name')}`,
    editPath: paths.tradeIn.getHref(),
    successText: 'Trade In berhasil ditambahkan',
    destination: { href: paths.dashboardMember.getHref(DASHBOARD_TAB.tradeIn), dashboardTab: DASHBOARD_TAB.tradeIn },
    outboxId,
  }));

  return (
    <FormPage eyebrow="Trade In" title="Tukar Tambah Mobil Anda" intro="Tukarkan mobil lama Anda dengan Toyota baru impian Anda. Tim kami akan menghubungi Anda untuk jadwal inspeksi."
      side={<FormSide title="Pilihan Anda" steps={TRADE_IN_STEPS} rows={[
        { label: 'Mobil Anda', value: joined(form.text('brand_name'), form.text('brand_model_name'), form.text('brand_year'), form.text('brand_type_name')) },
        { label: 'Mobil Impian', value: joined(form.text('car_model_name'), form.text('car_type_name')) },
        { label: 'Cabang', value: form.text('cabang_name') },
        { label: 'Inspeksi', value: inspection },
      ]} />}>
      <SubmissionForm label="Form Trade In" form={form} outboxId={outboxId} onSubmit={submit}>
        <PersonalSection id="ti-personal" title="Personal data" form={form} />
        <FormSection id="ti-own" title="Your car details">
          <OldCarSelects form={form} />
          <TradeInEstimate form={form} />
        </FormSection>
        <FormSection id="ti-dream" title="Your dream car">
          <CarSelects form={form} order="model-first" />
          <BranchSelects form={form} />
          <InspectionFields form={form} />
        </FormSection>
      </SubmissionForm>
    </FormPage>
  );
});

/** The /trade-in route. */
export default TradeInScreen;

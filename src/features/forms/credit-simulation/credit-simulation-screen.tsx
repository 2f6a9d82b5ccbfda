/** Credit simulation: the car, down payment and tenor with HITUNG, then the instant-approval request. */
import { observer } from 'mobx-react-lite';
import { paths } from '../../../lib/paths';
import { useCreditRates } from '../../../data/repositories/credit-rates';
import { useStores } from '../../../stores/stores-context';
import { Money } from '../../../ui/money';
import { CarSelects } from '../blocks/car-selects';
import { FormSide, joined } from '../blocks/form-side';
import { FormPage, FormSection, SubmissionForm } from '../blocks/form-page';
import { emailIdentityOf } from '../store/member-identity';
import { useMemberIdentity, useOutboxDraft, useScreenSetup, useScreenStore, useSubmit } from '../store/use-form-screen';
import { CreditForm } from './credit-form';
import { DownPayment } from './down-payment';
import { InstantApprovalFields } from './instant-approval';
import { SimulationResult } from './simulation-result';
import { PartnerComparison } from '../../../lib/deal/partner-comparison';

const APPROVAL_STEPS = [
  'Hitung angsuran dengan HITUNG, lalu kirim Instan Approval dengan Scan KTP.',
  'Mitra pembiayaan menilai pengajuan Anda dan sales kami menghubungi Anda.',
  'Angsuran final mengikuti ketentuan perusahaan pembiayaan.',
];

const CreditSimulationScreen = observer(function CreditSimulationScreen() {
  useScreenSetup('Credit Simulation');
  const { ui, session } = useStores();
  const store = useScreenStore(() => new CreditForm({ onError: (message) => ui.showToast('error', message), token: () => session.token }));
  const { form, credit } = store;
  useCreditRates();
  useMemberIdentity(form, emailIdentityOf);
  const outboxId = useOutboxDraft(form, (payload) => store.restore(payload));

  const submit = useSubmit(form, () => ({
    endpoint: 'instantapprove',
    form: 'instant-approval',
    label: `Instan Approval ${form.text('car_model_name')}`.trim(),
    editPath: paths.creditSimulation.getHref(),
    successText: 'Credit Simulation berhasil dikirim',
    destination: { href: paths.home.getHref() },
    outboxId,
    payload: store.payload,
  }));

  return (
    <FormPage eyebrow="Credit Simulation" title="Simulasi Kredit Toyota" intro="Hitung perkiraan angsuran bulanan Toyota pilihan Anda, lalu ajukan Instan Approval dengan sekali kirim."
      side={<FormSide title="Pilihan Anda" steps={APPROVAL_STEPS} rows={[
        { label: 'Mobil', value: joined(form.text('car_model_name'), form.text('car_type_name')) },
        { label: 'Uang Muka', value: credit.uangMuka ? <><Money value={credit.uangMuka} /> ({credit.percent}%)</> : '' },
        { label: 'Tenor', value: credit.type ? `${credit.tenor} bulan` : '' },
        { label: 'Angsuran per Bulan', value: credit.result ? <Money value={credit.result.angsuran} /> : '' },
      ]} />}>
      <SubmissionForm label="Form Credit Simulation" form={form} outboxId={outboxId} onSubmit={submit}>
        <FormSection id="cs-car" title="Data Kendaraan">
          <CarSelects form={form} order="model-first" onType={(type) => store.chooseType(type)} onParentChange={() => store.parentChanged()} />
        </FormSection>
        <FormSection id="cs-credit" title="Credit Simulation">
          <DownPayment store={store} />
          <SimulationResult store={store.credit} />
          <PartnerComparison carTypeId={credit.type?.car_type_id ?? null} price={credit.price} dp={credit.uangMuka} tenor={credit.tenor} />
        </FormSection>
        <FormSection id="cs-approval" title="Instan Approval">
          <InstantApprovalFields form={form} />
        </FormSection>
      </SubmissionForm>
    </FormPage>
  );
});

/** The /credit-simulation route. */
export default CreditSimulationScreen;

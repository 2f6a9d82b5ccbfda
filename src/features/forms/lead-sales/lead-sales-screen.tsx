/** Lead sales: the personal-data protection consent (name, WhatsApp number, two consents). The server reads the IP. */
import { observer } from 'mobx-react-lite';
import type { MemberProfile } from '../../../../domain/api';
import { BRAND } from '../../../../domain/brand';
import { LeadSalesDto } from '../../../../domain/forms/lead-sales';
import { paths } from '../../../lib/paths';
import { digitsOnly } from '../../../ui/text-field';
import { PrivacyLink } from '../blocks/consents';
import { FormSide } from '../blocks/form-side';
import { FormPage, FormSection, SubmissionForm } from '../blocks/form-page';
import { FormCheckbox, FormText } from '../../../ui/form-fields';
import { FormStore } from '../../../stores/form/form-store';
import { leadIdentityOf } from '../store/member-identity';
import { useFormScreen, useSubmit } from '../store/use-form-screen';
import styles from '../forms.module.css';

const TITLE = 'Persetujuan Perlindungan Data Pribadi';
const namePrefill = (p: MemberProfile) => ({ name: p.full_name });

/** A fresh lead-sales form. */
export const createLeadSalesForm = () => new FormStore(LeadSalesDto);

const LEAD_STEPS = [
  'Data Anda disimpan dan hanya dipakai untuk menghubungi Anda.',
  'Sales consultant kami menghubungi Anda melalui WhatsApp di jam kerja.',
  'Persetujuan dapat Anda tarik kapan saja melalui Customer Care.',
];

const LeadSalesScreen = observer(function LeadSalesScreen() {
  const { form, outboxId } = useFormScreen(TITLE, createLeadSalesForm, leadIdentityOf, namePrefill);

  const submit = useSubmit(form, () => ({
    endpoint: 'leadsales',
    form: 'lead-sales',
    label: 'Persetujuan Data Pribadi',
    editPath: paths.leadSales.getHref(),
    successText: 'Data Anda berhasil disimpan',
    destination: { href: paths.home.getHref() },
    outboxId,
  }));

  return (
    <FormPage
      eyebrow="Lead Sales"
      title={TITLE}
      intro={`Untuk dapat dihubungi oleh tim penjualan ${BRAND.name}, mohon lengkapi data berikut dan berikan persetujuan Anda atas pemrosesan data pribadi.`}
      side={<FormSide title="Pilihan Anda" rows={[]} steps={LEAD_STEPS} />}
    >
      <SubmissionForm label="Form Lead Sales" form={form} outboxId={outboxId} onSubmit={submit}>
        <FormSection id="ls-data" title="Data Anda">
          <FormText form={form} field="name" label="Nama Lengkap" placeholder="Nama sesuai KTP" autoComplete="name" />
          <FormText form={form} field="phone" label="Nomor WhatsApp" type="tel" inputMode="numeric" placeholder="08xxxxxxxxxx" autoComplete="tel" sanitize={digitsOnly} maxLength={15} />
          <div className={styles.consents}>
            <FormCheckbox form={form} field="agree1">
              Saya telah membaca dan memahami <PrivacyLink /> {BRAND.name} serta memberikan persetujuan atas pengumpulan dan penggunaan data pribadi saya.
            </FormCheckbox>
            <FormCheckbox form={form} field="agree2">
              Saya menyatakan data yang saya berikan adalah benar dan memberikan kuasa kepada {BRAND.name} untuk memproses data pribadi saya.
            </FormCheckbox>
          </div>
        </FormSection>
      </SubmissionForm>
    </FormPage>
  );
});

/** The /lead-sales route. */
export default LeadSalesScreen;

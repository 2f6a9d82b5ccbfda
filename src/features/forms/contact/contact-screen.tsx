/** Contact us (Konsultasi Pembelian): Customer Care, the address, a phone link and the message form. */
import { observer } from 'mobx-react-lite';
import { BRAND } from '../../../../domain/brand';
import { ContactDto } from '../../../../domain/forms/contact';
import { paths } from '../../../lib/paths';
import { digitsOnly } from '../../../ui/text-field';
import { FormPage, FormSection, SubmissionForm } from '../blocks/form-page';
import { FormText } from '../../../ui/form-fields';
import { FormStore } from '../../../stores/form/form-store';
import { contactIdentityOf } from '../store/member-identity';
import { useFormScreen, useSubmit } from '../store/use-form-screen';
import { ContactCard } from './contact-card';
import styles from '../forms.module.css';

/** A fresh contact form. */
export const createContactForm = () => new FormStore(ContactDto);

const ContactScreen = observer(function ContactScreen() {
  const { form, outboxId } = useFormScreen('Contact Us', createContactForm, contactIdentityOf);

  const submit = useSubmit(form, () => ({
    endpoint: 'contact',
    form: 'contact',
    label: 'Konsultasi Pembelian',
    editPath: paths.contactUs.getHref(),
    successText: 'Terimakasih telah menghubungi kami',
    destination: { href: paths.home.getHref() },
    outboxId,
  }));

  return (
    <FormPage
      eyebrow="Customer Care"
      title="Konsultasi Pembelian"
      intro={`Ada pertanyaan seputar produk, harga atau layanan ${BRAND.name}? Tim Customer Care kami siap membantu Anda.`}
      aside={<ContactCard />}
    >
      <SubmissionForm label="Form Contact Us" form={form} outboxId={outboxId} onSubmit={submit} submitText="KIRIM">
        <FormSection id="cu-form" title="Kirim Pesan">
          <FormText form={form} field="name" label="Nama Lengkap" placeholder="Nama sesuai KTP" autoComplete="name" />
          <FormText form={form} field="email" label="Email" type="email" inputMode="email" placeholder="nama@email.com" autoComplete="email" />
          <FormText form={form} field="phone" label="No. Telp" type="tel" inputMode="numeric" placeholder="08xxxxxxxxxx" autoComplete="tel" sanitize={digitsOnly} maxLength={15} />
          <FormText form={form} field="address" label="Alamat" placeholder="Kota atau alamat Anda" autoComplete="street-address" />
          <FormText form={form} field="text" label="Pesan" rows={5} placeholder="Tulis pesan Anda" className={styles.full} />
          <p className={`${styles.note} ${styles.full}`}>
            Dengan menekan KIRIM, Anda menyetujui data di atas digunakan oleh {BRAND.name} untuk menjawab pesan Anda sesuai Kebijakan Privasi kami.
          </p>
        </FormSection>
      </SubmissionForm>
    </FormPage>
  );
});

/** The /contact-us route. */
export default ContactScreen;

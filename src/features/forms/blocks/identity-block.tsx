/** The personal-data block: name, e-mail, phone, birth, gender, province, city, address (locked for members). */
import { observer } from 'mobx-react-lite';
import { GENDER_OPTIONS } from '../../../../domain/constants';
import { addDays } from '../../../../domain/money';
import { digitsOnly } from '../../../ui/text-field';
import { FormDate, FormRadio, FormText } from '../../../ui/form-fields';
import type { FormStore } from '../../../stores/form/form-store';
import { FormSection } from './form-page';
import { RegionSelects } from './region-selects';
import styles from '../forms.module.css';


/** The identity fields of `form` (disabled where a member's profile locks them). */
const IdentityBlock = observer(function IdentityBlock({ form }: { form: FormStore }) {
  return (
    <>
      <FormText form={form} field="name" label="Nama Lengkap" placeholder="Nama sesuai KTP" autoComplete="name" />
      <FormText form={form} field="email" label="Email" type="email" inputMode="email" placeholder="nama@email.com" autoComplete="email" />
      <FormText form={form} field="phone" label="No. Telp" type="tel" inputMode="numeric" placeholder="08xxxxxxxxxx" autoComplete="tel" sanitize={digitsOnly} maxLength={15} />
      <FormDate form={form} field="birth" label="Tanggal Lahir" min="1900-01-01" max={addDays(-1)} />
      <FormRadio form={form} field="gender" legend="Jenis Kelamin" options={GENDER_OPTIONS} className={styles.full} />
      <RegionSelects form={form} />
      <FormText form={form} field="address" label="Alamat" rows={3} placeholder="Alamat lengkap" autoComplete="street-address" className={styles.full} />
    </>
  );
});

/** The personal-data section that opens the test drive, booking service and trade-in forms. */
export function PersonalSection({ id, title, form }: { id: string; title: string; form: FormStore }) {
  return (
    <FormSection id={id} title={title}>
      <IdentityBlock form={form} />
    </FormSection>
  );
}

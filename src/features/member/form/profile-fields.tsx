/** The member's profile fields of register and edit profile: name, e-mail, phone, birth, gender, province, city, address. */
import { observer } from 'mobx-react-lite';
import { GENDER_OPTIONS } from '../../../../domain/constants';
import { isoDay } from '../../../../domain/money';
import type { FormStore } from '../../../stores/form/form-store';
import { FormDate, FormRadio, FormText } from '../../../ui/form-fields';
import { digitsOnly } from '../../../ui/text-field';
import styles from '../auth/auth-modal.module.css';
import { RegionFields } from './region-fields';

/** The fields; `emailFixed` shows the e-mail read-only (it cannot change once registered). */
export const ProfileFields = observer(function ProfileFields({ form, emailFixed = false }: { form: FormStore; emailFixed?: boolean }) {
  return (
    <>
      <FormText form={form} field="name" label="Nama Lengkap" autoComplete="name" maxLength={100} />
      {emailFixed ? (
        <FormText form={form} field="email" label="Email" type="email" disabled hint="Email tidak dapat diubah." />
      ) : (
        <FormText form={form} field="email" label="Email" type="email" autoComplete="email" maxLength={254} />
      )}
      <div className={styles.row}>
        <FormText form={form} field="phone" label="No. Telepon" type="tel" inputMode="numeric" autoComplete="tel" sanitize={digitsOnly} maxLength={15} />
        <FormDate form={form} field="birth" label="Tanggal Lahir" min="1900-01-01" max={isoDay()} />
      </div>
      <FormRadio form={form} field="gender" legend="Jenis Kelamin" options={GENDER_OPTIONS} />
      <RegionFields form={form} />
      <FormText form={form} field="address" label="Alamat" rows={2} autoComplete="street-address" maxLength={500} />
    </>
  );
});

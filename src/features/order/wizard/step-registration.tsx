/** Step 1 Registrasi: the buyer's profile (a member's prefilled and locked), chassis check and password for guests, consents. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { GENDER_OPTIONS } from '../../../../domain/constants';
import { isoDay } from '../../../../domain/money';
import { INFO_PAGES, paths } from '../../../lib/paths';
import { useCities, useProvinces } from '../order-lookups-repository';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { FormCheckbox, FormDate, FormRadio, FormText } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import { digitsOnly, TextField } from '../../../ui/text-field';
import styles from '../order.module.css';
import { ChassisCheck } from './chassis-check';

/** Step 1. */
export const StepRegistration = observer(function StepRegistration() {
  const order = useOrderStore();
  const { form } = order;
  const member = order.isMember;
  const province = order.formValues.province;
  const provinces = useProvinces();
  const cities = useCities(province || null);
  // A guest's password is kept out of the saved wizard, so it is bound by hand.
  const secret = (field: 'password' | 'confirm_password') => ({
    value: order.secrets[field], error: form.errorOf(field, order.step1), onBlur: () => form.touch(field),
    onChange: (value: string) => { order.setSecret(field, value); form.touch(field); },
  });

  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>Data Pribadi</h2>
      {member ? <p className={styles.note}>Data diambil dari profil member Anda.</p> : null}
      <div className={styles.grid}>
        <FormText form={form} field="name" label="Nama Lengkap" autoComplete="name" maxLength={100} disabled={member} />
        <FormText form={form} field="email" label="Email" type="email" inputMode="email" autoComplete="email" maxLength={254} disabled={member} />
        <FormText form={form} field="phone" label="No. Telepon" type="tel" inputMode="numeric" autoComplete="tel" sanitize={digitsOnly} maxLength={15} disabled={member} />
        <FormDate form={form} field="birth" label="Tanggal Lahir" min="1900-01-01" max={isoDay()} disabled={member} />
        <FormRadio form={form} field="gender" legend="Jenis Kelamin" options={GENDER_OPTIONS} disabled={member} className={styles.full} />
        <FormSelect form={form} field="province" label="Provinsi" placeholder="Pilih provinsi" emptyText="Provinsi tidak ditemukan" isLoading={!provinces.data}
          options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.provinsi }))} enabled={!member} onChoose={(code, name) => order.setProvince(String(code), name)} />
        <FormSelect form={form} field="city" label="Kota" placeholder="Pilih kota" emptyText="Kota tidak ditemukan" isLoading={!cities.data}
          options={(cities.data ?? []).map((c) => ({ value: c.kode, label: c.nama }))} enabled={!member && Boolean(province)} onChoose={(code, name) => order.setCity(String(code), name)} />
        <FormText form={form} field="address" label="Alamat" rows={3} autoComplete="street-address" maxLength={500} disabled={member} className={styles.full} />
        {member ? null : (
          <>
            <div className={styles.full}><ChassisCheck /></div>
            <TextField label="Password" type="password" autoComplete="new-password" maxLength={128} hint="Minimal 8 karakter, untuk masuk ke akun member Anda." {...secret('password')} />
            <TextField label="Konfirmasi Password" type="password" autoComplete="new-password" maxLength={128} {...secret('confirm_password')} />
          </>
        )}
        <div className={styles.full}>
          <FormCheckbox form={form} field="cek_list_agree">
            Saya menyetujui <Link to={paths.info.getHref(INFO_PAGES.privacy)} target="_blank">Syarat dan Ketentuan</Link> pemesanan.
          </FormCheckbox>
          <FormCheckbox form={form} field="cek_list_penawaran">
            Saya bersedia menerima penawaran dan informasi dari Merapi Toyota.
          </FormCheckbox>
        </div>
        <p className={`${styles.note} ${styles.full}`}>
          Data pribadi Anda hanya dipakai untuk memproses pesanan ini, sesuai <Link to={paths.info.getHref(INFO_PAGES.privacy)}>Kebijakan Privasi</Link> kami.
        </p>
      </div>
    </div>
  );
});

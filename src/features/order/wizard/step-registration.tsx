/** Step 1 Registrasi: the buyer's profile (a member's prefilled and locked), chassis check and password for guests, consents. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { GENDER_OPTIONS } from '../../../../domain/constants';
import { isoDay } from '../../../../domain/money';
import { INFO_PAGES, paths } from '../../../app/paths';
import { useCities, useProvinces } from '../../../data/repositories/order-lookups';
import { useStores } from '../../../stores/stores-context';
import { Checkbox } from '../../../ui/checkbox';
import { DateInput } from '../../../ui/date-input';
import { RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import { digitsOnly, TextField } from '../../../ui/text-field';
import styles from '../order.module.css';
import { ChassisCheck } from './chassis-check';

/** Step 1. */
export const StepRegistration = observer(function StepRegistration() {
  const { order } = useStores();
  const touch = (field: string) => order.form.touch(field);
  const member = order.isMember;
  const v = order.formValues;
  const err = (field: string) => order.form.errorOf(field, order.step1);
  const provinces = useProvinces();
  const cities = useCities(v.province || null);
  const text = (field: 'name' | 'email' | 'phone' | 'address') => ({
    value: v[field], disabled: member, error: err(field), onBlur: () => touch(field),
    onChange: (value: string) => { order.setField(field, value); touch(field); },
  });

  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>Data Pribadi</h2>
      {member ? <p className={styles.note}>Data diambil dari profil member Anda.</p> : null}
      <div className={styles.grid}>
        <TextField label="Nama Lengkap" autoComplete="name" {...text('name')} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...text('email')} />
        <TextField label="No. Telepon" type="tel" inputMode="numeric" autoComplete="tel" sanitize={digitsOnly} maxLength={15} {...text('phone')} />
        <DateInput label="Tanggal Lahir" value={v.birth} min="1900-01-01" max={isoDay()} disabled={member} error={err('birth')}
          onChange={(value) => { order.setField('birth', value); touch('birth'); }} onBlur={() => touch('birth')} />
        <RadioGroup legend="Jenis Kelamin" name="gender" value={v.gender} options={GENDER_OPTIONS} disabled={member}
          error={err('gender')} onChange={(value) => { order.setField('gender', value); touch('gender'); }} className={styles.full} />
        <Select label="Provinsi" value={v.province || null} placeholder="Pilih provinsi" emptyText={provinces.data ? 'Provinsi tidak ditemukan' : 'Memuat provinsi...'}
          options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.provinsi }))} disabled={member} error={err('province')}
          onChange={(code) => { order.setProvince(code, provinces.data?.find((p) => p.code === code)?.provinsi ?? ''); touch('province'); }} />
        <Select label="Kota" value={v.city || null} placeholder="Pilih kota" emptyText={!v.province ? 'Pilih provinsi dahulu' : cities.data ? 'Kota tidak ditemukan' : 'Memuat kota...'}
          options={(cities.data ?? []).map((c) => ({ value: c.kode, label: c.nama }))} disabled={member || !v.province} error={err('city')}
          onChange={(code) => { order.setCity(code, cities.data?.find((c) => c.kode === code)?.nama ?? ''); touch('city'); }} />
        <TextField label="Alamat" rows={3} autoComplete="street-address" className={styles.full} {...text('address')} />
        {member ? null : (
          <>
            <div className={styles.full}><ChassisCheck /></div>
            <TextField label="Password" type="password" autoComplete="new-password" value={order.secrets.password} error={err('password')}
              hint="Minimal 8 karakter, untuk masuk ke akun member Anda." onBlur={() => touch('password')}
              onChange={(value) => { order.setSecret('password', value); touch('password'); }} />
            <TextField label="Konfirmasi Password" type="password" autoComplete="new-password" value={order.secrets.confirm_password} error={err('confirm_password')}
              onBlur={() => touch('confirm_password')} onChange={(value) => { order.setSecret('confirm_password', value); touch('confirm_password'); }} />
          </>
        )}
        <div className={styles.full}>
          <Checkbox checked={order.values.cek_list_agree} error={err('cek_list_agree')} onChange={(c) => { order.setConsent('cek_list_agree', c); touch('cek_list_agree'); }}>
            Saya menyetujui <Link to={paths.info.getHref(INFO_PAGES.privacy)} target="_blank">Syarat dan Ketentuan</Link> pemesanan.
          </Checkbox>
          <Checkbox checked={order.values.cek_list_penawaran} error={err('cek_list_penawaran')} onChange={(c) => { order.setConsent('cek_list_penawaran', c); touch('cek_list_penawaran'); }}>
            Saya bersedia menerima penawaran dan informasi dari Merapi Toyota.
          </Checkbox>
        </div>
        <p className={`${styles.note} ${styles.full}`}>
          Data pribadi Anda hanya dipakai untuk memproses pesanan ini, sesuai <Link to={paths.info.getHref(INFO_PAGES.privacy)}>Kebijakan Privasi</Link> kami.
        </p>
      </div>
    </div>
  );
});

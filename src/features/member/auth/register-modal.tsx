/** The register modal: the spec's section 5 fields, chassis check, both consents. */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { BRAND } from '../../../../domain/brand';
import { GENDERS } from '../../../../domain/constants';
import { isoDay } from '../../../../domain/money';
import { INFO_PAGES, paths } from '../../../app/paths';
import type { AuthModal } from '../../../stores/ui-store';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import { bind } from '../form/bind';
import { CheckboxField, RadioGroup, TextAreaField, TextField } from '../form/fields';
import { RegionFields } from '../form/region-fields';
import type { AuthForms } from './auth-forms';
import { ChassisField } from './chassis-field';
import styles from './auth-modal.module.css';

interface RegisterModalProps {
  forms: AuthForms;
  onSubmit: () => void;
  onCheckChassis: () => void;
  onSwitch: (modal: AuthModal) => void;
  onClose: () => void;
}

/** The register modal; switches to login. */
export const RegisterModal = observer(function RegisterModal({ forms, onSubmit, onCheckChassis, onSwitch, onClose }: RegisterModalProps) {
  const form = forms.register;
  const consent = (field: 'cek_list_agree' | 'cek_list_penawaran') => ({
    checked: form.values[field] === 'accepted',
    onChange: (checked: boolean) => form.set(field, checked ? 'accepted' : ''),
    error: form.error(field),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Modal label="Daftar Member" onClose={onClose} dismissible={!form.isSaving}>
      <div className={styles.body}>
        <span className={styles.eyebrow}>Member Area</span>
        <h2 className={styles.title}>Daftar Member</h2>
        <p className={styles.lead}>Buat akun untuk melihat riwayat booking, test drive, trade in dan inbox Anda.</p>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Form registrasi">
          <TextField label="Nama Lengkap" autoComplete="name" {...bind(form, 'name')} />
          <TextField label="Email" type="email" autoComplete="email" {...bind(form, 'email')} />
          <div className={styles.row}>
            <TextField label="No. Telepon" type="tel" autoComplete="tel" digitsOnly maxLength={15} {...bind(form, 'phone')} />
            <TextField label="Tanggal Lahir" type="date" min="1900-01-01" max={isoDay()} {...bind(form, 'birth')} />
          </div>
          <RadioGroup label="Jenis Kelamin" options={GENDERS} {...bind(form, 'gender')} />
          <RegionFields form={form} />
          <TextAreaField label="Alamat" autoComplete="street-address" {...bind(form, 'address')} />
          <ChassisField form={form} check={forms.chassis} onCheck={onCheckChassis} />
          <div className={styles.row}>
            <TextField label="Password" type="password" autoComplete="new-password" {...bind(form, 'password')} />
            <TextField label="Konfirmasi Password" type="password" autoComplete="new-password" {...bind(form, 'confirm_password')} />
          </div>
          <CheckboxField {...consent('cek_list_agree')}>
            Saya setuju dengan syarat dan ketentuan serta{' '}
            <a href={paths.info.getHref(INFO_PAGES.privacy)} target="_blank" rel="noopener noreferrer">
              kebijakan privasi
            </a>{' '}
            {BRAND.name}.
          </CheckboxField>
          <CheckboxField {...consent('cek_list_penawaran')}>Saya bersedia menerima informasi penawaran dan promo dari {BRAND.name}.</CheckboxField>
          <SubmitButton isSaving={form.isSaving} disabled={!form.isValid} block>
            Daftar
          </SubmitButton>
        </form>
        <p className={styles.switch}>
          <button type="button" className={styles.link} onClick={() => onSwitch('login')}>
            Sudah punya akun? Login
          </button>
        </p>
      </div>
    </Modal>
  );
});

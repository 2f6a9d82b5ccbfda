/** The register modal: the spec's section 5 fields, chassis check, both consents. */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { BRAND } from '../../../../domain/brand';
import { INFO_PAGES, paths } from '../../../lib/paths';
import type { AuthModal } from '../../../stores/ui-store';
import { FormCheckbox, FormText } from '../../../ui/form-fields';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import { ProfileFields } from '../form/profile-fields';
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
          <ProfileFields form={form} />
          <ChassisField form={form} check={forms.chassis} onCheck={onCheckChassis} />
          <div className={styles.row}>
            <FormText form={form} field="password" label="Password" type="password" autoComplete="new-password" maxLength={128} />
            <FormText form={form} field="confirm_password" label="Konfirmasi Password" type="password" autoComplete="new-password" maxLength={128} />
          </div>
          <FormCheckbox form={form} field="cek_list_agree" on="accepted" off="">
            Saya setuju dengan syarat dan ketentuan serta{' '}
            <a href={paths.info.getHref(INFO_PAGES.privacy)} target="_blank" rel="noopener noreferrer">
              kebijakan privasi
            </a>{' '}
            {BRAND.name}.
          </FormCheckbox>
          <FormCheckbox form={form} field="cek_list_penawaran" on="accepted" off="">Saya bersedia menerima informasi penawaran dan promo dari {BRAND.name}.</FormCheckbox>
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()} block>
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

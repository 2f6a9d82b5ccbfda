/** The reset-password modal: the e-mail that receives a single-use link. */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { AuthModal } from '../../../stores/ui-store';
import { FormText } from '../../../ui/form-fields';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import type { AuthForms } from './auth-forms';
import styles from './auth-modal.module.css';

interface ResetModalProps {
  form: AuthForms['reset'];
  onSubmit: () => void;
  onSwitch: (modal: AuthModal) => void;
  onClose: () => void;
}

/** The reset modal; switches back to login. */
export const ResetModal = observer(function ResetModal({ form, onSubmit, onSwitch, onClose }: ResetModalProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Modal label="Reset Password" onClose={onClose} dismissible={!form.isSaving}>
      <div className={styles.body}>
        <span className={styles.eyebrow}>Member Area</span>
        <h2 className={styles.title}>Reset Password</h2>
        <p className={styles.lead}>Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru.</p>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Form reset password">
          <FormText form={form} field="email" label="Email" type="email" autoComplete="email" maxLength={254} />
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()} block>
            Kirim Link Reset
          </SubmitButton>
        </form>
        <p className={styles.switch}>
          Sudah ingat password?{' '}
          <button type="button" className={styles.link} onClick={() => onSwitch('login')}>
            Login
          </button>
        </p>
      </div>
    </Modal>
  );
});

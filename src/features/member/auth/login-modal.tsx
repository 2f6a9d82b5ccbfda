/** The login modal: e-mail and password, with links to the reset and register modals. */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { BRAND } from '../../../../domain/brand';
import type { AuthModal } from '../../../stores/ui-store';
import { Alert } from '../../../ui/alert';
import { FormText } from '../../../ui/form-fields';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import type { AuthForms } from './auth-forms';
import styles from './auth-modal.module.css';

interface LoginModalProps {
  form: AuthForms['login'];
  onSubmit: () => void;
  onSwitch: (modal: AuthModal) => void;
  onClose: () => void;
}

/** The login modal; switches to reset and register. */
export const LoginModal = observer(function LoginModal({ form, onSubmit, onSwitch, onClose }: LoginModalProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Modal label="Login" onClose={onClose} dismissible={!form.isSaving}>
      <div className={styles.body}>
        <span className={styles.eyebrow}>Member Area</span>
        <h2 className={styles.title}>Login</h2>
        <p className={styles.lead}>Masuk ke akun member {BRAND.name} Anda.</p>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Form login">
          {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
          <FormText form={form} field="email" label="Email" type="email" autoComplete="email" maxLength={254} />
          <FormText form={form} field="password" label="Password" type="password" autoComplete="current-password" maxLength={128} />
          <button type="button" className={`${styles.link} ${styles.forgot}`} onClick={() => onSwitch('reset')}>
            Lupa password?
          </button>
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()} block>
            Login
          </SubmitButton>
        </form>
        <p className={styles.switch}>
          Belum punya akun?{' '}
          <button type="button" className={styles.link} onClick={() => onSwitch('register')}>
            Daftar
          </button>
        </p>
      </div>
    </Modal>
  );
});

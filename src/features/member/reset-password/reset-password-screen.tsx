/** `/reset-password?token=`: a new password from the e-mailed link, then the login modal. */
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NewPasswordDto } from '../../../../domain/forms/member';
import { paths } from '../../../lib/paths';
import { api } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/button';
import { FormStore } from '../../../stores/form/form-store';
import { Alert } from '../../../ui/alert';
import { FormText } from '../../../ui/form-fields';
import { SubmitButton } from '../../../ui/submit-button';
import { messageOf } from '../form/message';
import styles from './reset-password.module.css';

/** The page's message after a successful reset. */
export const RESET_DONE = 'Password berhasil diubah, silakan login';

/** The set-new-password page. */
export default observer(function ResetPasswordScreen() {
  useDocumentTitle('Buat Password Baru');
  const { ui } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = useState(() => new FormStore(NewPasswordDto, { initial: { reset_token: params.get('token') ?? '', password: '', confirm_password: '' } }));
  const refusal = form.message;
  const linkError = form.validation.errors.reset_token?.[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.beginSave()) return form.touchAll();
    try {
      await api.post('resetpassword', form.payload);
      form.reset();
      navigate(paths.home.getHref(), { replace: true });
      ui.showToast('success', RESET_DONE);
      ui.openAuthModal('login');
    } catch (error) {
      form.endSave();
      form.setMessage(messageOf(error));
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <span className={styles.eyebrow}>Member Area</span>
        <h1 className={styles.title}>Buat Password Baru</h1>
        <p className={styles.lead}>Masukkan password baru untuk akun member Anda. Tautan reset hanya berlaku sekali.</p>
        {linkError || refusal ? (
          <div className={styles.problem}>
            <Alert kind="danger">{refusal ?? linkError}</Alert>
            <Button variant="secondary" size="small" onClick={() => ui.openAuthModal('reset')}>
              Kirim Ulang Link Reset
            </Button>
          </div>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Form password baru">
          <FormText form={form} field="password" label="Password Baru" type="password" autoComplete="new-password" maxLength={128} />
          <FormText form={form} field="confirm_password" label="Konfirmasi Password Baru" type="password" autoComplete="new-password" maxLength={128} />
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()} block>
            Simpan Password
          </SubmitButton>
        </form>
      </div>
    </div>
  );
});

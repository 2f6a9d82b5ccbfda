/**
 * The back office's sign-in: StaffLoginDto on the form kernel, online only (a sign-in needs the
 * server). Says why a session ended ('Sesi Anda telah berakhir, silakan masuk kembali') and returns
 * to where the staff member was going.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { StaffLoginDto } from '../../../domain/staff/dto';
import { paths } from '../../lib/paths';
import { ApiError, SERVER_ERROR_TEXT } from '../../data/api-client';
import { staffLogin } from '../data/staff-api';
import { useDocumentTitle } from '../../lib/document-title';
import { FormStore } from '../../stores/form/form-store';
import { Alert } from '../../ui/alert';
import { FormText } from '../../ui/form-fields';
import { SubmitButton } from '../../ui/submit-button';
import { useStaffSession } from './use-staff';
import styles from './sign-in.module.css';

/** Only an address of the back office is a place to return to. */
export function returnPath(next: string | null): string {
  return next && /^\/staff(\/|\?|$)/.test(next) && !next.startsWith('/staff/login') ? next : paths.staffHome.getHref();
}

/** Route component of /staff/login. */
const SignInScreen = observer(function SignInScreen() {
  useDocumentTitle('Masuk Back Office');
  const session = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = returnPath(params.get('next'));
  const [form] = useState(() => new FormStore(StaffLoginDto));
  useEffect(() => {
    void session.restore();
  }, [session]);

  if (session.isSignedIn && !form.isSaving) return <Navigate to={next} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.beginSave()) return form.touchAll();
    try {
      const data = await staffLogin(form.payload as { email: string; password: string });
      await session.signIn(data);
      form.endSave();
      navigate(next, { replace: true });
    } catch (error) {
      form.endSave();
      form.set('password', '');
      if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length) form.setServerErrors(error.errors);
      else form.setMessage(error instanceof ApiError ? error.message : SERVER_ERROR_TEXT);
    }
  }

  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <span className={styles.mark} aria-hidden="true" />
        <p className={styles.eyebrow}>Merapi Toyota · Back Office</p>
        <h1 className={styles.title}>Masuk Staf</h1>
        {session.endedMessage && !form.message ? <Alert kind="danger">{session.endedMessage}</Alert> : null}
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Form masuk staf">
          {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
          <FormText form={form} field="email" label="Email" type="email" autoComplete="username" maxLength={254} />
          <FormText form={form} field="password" label="Password" type="password" autoComplete="current-password" maxLength={200} />
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()} block>
            Masuk
          </SubmitButton>
        </form>
        <p className={styles.note}>Khusus staf dealer. Sesi berlaku 12 jam; masuk memerlukan koneksi internet.</p>
      </div>
    </main>
  );
});

export default SignInScreen;

/** The two privacy dialogs: the password before a data download, the statement, password and confirmation before deleting the account. */
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELETION_STATEMENT, PRIVACY_MESSAGES } from '../../../../domain/privacy';
import { ApiError } from '../../../data/api-client';
import type { MemberAuth } from '../../../data/repositories/member';
import { deleteMemberAccount, downloadMemberData, saveBlob } from '../member-privacy-repository';
import { useStores } from '../../../stores/stores-context';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { describedBy, FieldMessage } from '../../../ui/field-message';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import modal from '../auth/auth-modal.module.css';
import { messageOf } from '../form/message';
import { endDeletedAccount } from '../session/session-flows';
import field from '../../../ui/field.module.css';
import styles from './privacy.module.css';

/** The message of a failed call; offline says so plainly. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.isNetwork) return PRIVACY_MESSAGES.offline;
  return messageOf(error);
}

/** 'Password' typed again, with its error under it. */
function PasswordField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>Password</label>
      <input id={id} className={`${field.box} ${field.input}`} type="password" autoComplete="current-password" maxLength={128} value={value}
        onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** The shared frame: title, lead, the form, the failure above the button. */
function PrivacyForm(props: { label: string; title: string; lead: ReactNode; failure: string; busy: boolean; canSubmit: boolean; submit: string; onSubmit: () => void; onClose: () => void; children: ReactNode }) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSubmit && !props.busy) props.onSubmit();
  };
  return (
    <Modal label={props.label} onClose={props.onClose} dismissible={!props.busy}>
      <div className={modal.body}>
        <h2 className={modal.title}>{props.title}</h2>
        <div className={modal.lead}>{props.lead}</div>
        <form className={modal.form} onSubmit={send} noValidate aria-label={props.label}>
          {props.children}
          {props.failure ? <Alert kind="danger">{props.failure}</Alert> : null}
          <SubmitButton isSaving={props.busy} disabled={!props.canSubmit} block>{props.submit}</SubmitButton>
        </form>
      </div>
    </Modal>
  );
}

/** Password, then the ZIP is fetched and saved; the dialog closes with a toast. */
export const ExportDataModal = observer(function ExportDataModal({ member, onClose }: { member: MemberAuth; onClose: () => void }) {
  const { ui } = useStores();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  async function download() {
    setBusy(true);
    setFailure('');
    try {
      const { blob, fileName } = await downloadMemberData(member.token, password);
      saveBlob(blob, fileName);
      ui.showToast('success', 'Data Anda sedang diunduh');
      onClose();
    } catch (error) {
      setBusy(false);
      setFieldError(error instanceof ApiError ? error.errors.password?.[0] : undefined);
      setFailure(failureText(error));
    }
  }

  return (
    <PrivacyForm label="Unduh data saya" title="Unduh data saya" submit="Unduh" busy={busy} canSubmit={password.length > 0}
      failure={failure} onSubmit={() => void download()} onClose={onClose}
      lead={<p className={styles.text}>Untuk keamanan, masukkan kembali password Anda. File ZIP langsung diunduh ke perangkat ini; link-nya hanya berlaku sekali.</p>}>
      <PasswordField value={password} onChange={setPassword} error={fieldError} />
    </PrivacyForm>
  );
});

/** What is kept and why, the password and a ticked confirmation; then logged out to Home. */
export const DeleteAccountModal = observer(function DeleteAccountModal({ member, onClose }: { member: MemberAuth; onClose: () => void }) {
  const stores = useStores();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  async function remove() {
    setBusy(true);
    setFailure('');
    try {
      await deleteMemberAccount(member.token, password);
      onClose();
      await endDeletedAccount(stores, navigate, PRIVACY_MESSAGES.deleted);
    } catch (error) {
      setBusy(false);
      setFieldError(error instanceof ApiError ? error.errors.password?.[0] : undefined);
      setFailure(failureText(error));
    }
  }

  const lead = (
    <div className={styles.statement}>
      <p><strong>Yang dihapus.</strong> {DELETION_STATEMENT.deleted}</p>
      <p><strong>Yang tetap disimpan dan alasannya.</strong> {DELETION_STATEMENT.kept}</p>
      <p>{DELETION_STATEMENT.audit}</p>
      <p><strong>{DELETION_STATEMENT.final}</strong> Kami mengirim konfirmasi ke e-mail Anda.</p>
    </div>
  );
  return (
    <PrivacyForm label="Hapus akun" title="Hapus akun" submit="Hapus Akun Permanen" busy={busy} canSubmit={password.length > 0 && confirmed}
      failure={failure} onSubmit={() => void remove()} onClose={onClose} lead={lead}>
      <PasswordField value={password} onChange={setPassword} error={fieldError} />
      <Checkbox checked={confirmed} onChange={setConfirmed} name="confirm_delete">
        Saya mengerti akun saya dihapus permanen dan tidak dapat dipulihkan.
      </Checkbox>
    </PrivacyForm>
  );
});

/** Add or edit a staff account: name, e-mail, role, branches (sales, service), password, duty and branch head, active. Needs the network. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { StaffAccount, StaffMe } from '../../../domain/api';
import { ApiError, SERVER_ERROR_TEXT } from '../../data/api-client';
import { createAccount, updateAccount } from '../data/staff-api';
import { staffSession } from '../session/staff-session-store';
import { Alert } from '../../ui/alert';
import { Checkbox } from '../../ui/checkbox';
import { FieldMessage } from '../../ui/field-message';
import { FormCheckbox, FormText } from '../../ui/form-fields';
import { FormSelect } from '../../ui/form-select';
import { Modal } from '../../ui/modal';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { accountBody, accountForm, needsBranches, toggled } from './account-form';
import styles from './accounts.module.css';

interface AccountDialogProps { account: StaffAccount | null; me: StaffMe; onSaved: (account: StaffAccount) => void; onClose: () => void }

/** The dialog; saved accounts go back to the list. */
export const AccountDialog = observer(function AccountDialog({ account, me, onSaved, onClose }: AccountDialogProps) {
  const [form] = useState(() => accountForm(account));
  const title = account ? `Ubah akun ${account.name}` : 'Tambah akun staf';
  const ids = (form.value('branch_ids') as number[] | undefined) ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = staffSession().token;
    if (!token || !form.beginSave()) return form.touchAll();
    try {
      const body = accountBody(form.values);
      const saved = account ? await updateAccount(token, account.id, body) : await createAccount(token, body);
      form.endSave();
      onSaved(saved);
    } catch (error) {
      form.endSave();
      if (error instanceof ApiError && error.isUnauthorized) return void staffSession().expire();
      if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length) form.setServerErrors(error.errors);
      else form.setMessage(error instanceof ApiError ? error.message : SERVER_ERROR_TEXT);
    }
  };
  return (
    <Modal label={title} onClose={onClose} dismissible={!form.isSaving}>
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <h2 className={styles.dialogTitle}>{title}</h2>
        {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
        <FormText form={form} field="name" label="Nama Lengkap" maxLength={120} autoComplete="off" />
        <FormText form={form} field="email" label="Email" type="email" maxLength={254} autoComplete="off" />
        <FormSelect form={form} field="role" label="Peran" placeholder="Pilih peran" emptyText="Tidak ada peran"
          options={me.roles.map((r) => ({ value: r.role, label: r.label }))} />
        {needsBranches(form.text('role')) ? (
          <fieldset className={styles.branches}>
            <legend>Cabang</legend>
            <div className={styles.branchList}>
              {me.branches.map((b) => (
                <Checkbox key={b.id} checked={ids.includes(b.id)} onChange={(on) => form.set('branch_ids', toggled(ids, b.id, on))}>
                  {b.name} <span className={styles.city}>{b.city_name}</span>
                </Checkbox>
              ))}
            </div>
            <FieldMessage id="branch-ids" error={form.errorOf('branch_ids')} />
          </fieldset>
        ) : null}
        {/* An empty password means "unchanged" when editing, so clearing the field leaves it out instead of refusing it. */}
        <TextField label={account ? 'Password baru (kosongkan bila tidak diubah)' : 'Password'} type="password" autoComplete="new-password" maxLength={200}
          value={form.text('password')} onChange={(v) => form.set('password', v === '' && account ? undefined : v)}
          onBlur={() => form.touch('password')} error={form.errorOf('password')} />
        <FormCheckbox form={form} field="on_duty">Bertugas: menerima lead baru secara bergiliran</FormCheckbox>
        <FormCheckbox form={form} field="branch_head">Kepala cabang: melihat laporan cabangnya dan menerima eskalasi respons terlambat</FormCheckbox>
        {account ? <FormCheckbox form={form} field="active">Akun aktif</FormCheckbox> : null}
        <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()}>Simpan</SubmitButton>
      </form>
    </Modal>
  );
});

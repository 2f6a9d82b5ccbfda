/** A person's data on a written request (admin, UU PDP right of access): by e-mail or member id, downloaded as JSON; audited with the reference. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { ApiError, SERVER_ERROR_TEXT } from '../../data/api-client';
import { exportPersonData } from '../data/staff-privacy-api';
import { useDocumentTitle } from '../../lib/document-title';
import { staffSession } from '../session/staff-session-store';
import { useStores } from '../../stores/stores-context';
import { Alert } from '../../ui/alert';
import { SubmitButton } from '../../ui/submit-button';
import { digitsOnly, TextField } from '../../ui/text-field';
import { saveBlob } from '../components/download';
import ui from '../components/staff-ui.module.css';
import { useStaff } from '../session/use-staff';
import { PrivacyHead } from './privacy-tabs';
import styles from './privacy.module.css';

type By = 'email' | 'member_id';

/** Route component of /staff/privacy/requests. */
const DataRequestScreen = observer(function DataRequestScreen() {
  useDocumentTitle('Permintaan Data');
  const { ui: uiStore } = useStores();
  const staff = useStaff();
  const [by, setBy] = useState<By>('email');
  const [reference, setReference] = useState('');
  const [who, setWho] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  if (staff.role !== 'admin') return <p className={ui.empty}>Hanya admin yang dapat mengekspor data pribadi.</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = staffSession().token;
    if (!token || saving) return;
    const local: Record<string, string[]> = {};
    if (reference.trim().length < 3) local.reference = ['Nomor referensi permintaan tertulis wajib diisi (3-120 karakter)'];
    if (!who.trim()) local[by] = [by === 'email' ? 'E-mail wajib diisi' : 'ID member wajib diisi'];
    setErrors(local);
    setMessage('');
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      const body = by === 'email' ? { reference: reference.trim(), email: who.trim() } : { reference: reference.trim(), member_id: Number(who) };
      const file = await exportPersonData(token, body);
      saveBlob(file.blob, file.fileName ?? 'data-pribadi.json');
      uiStore.showToast('success', 'Data diunduh dan dicatat di audit log.');
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return void staffSession().expire();
      if (failure instanceof ApiError && failure.isValidation && Object.keys(failure.errors).length) setErrors(failure.errors);
      else setMessage(failure instanceof ApiError && failure.isNetwork ? 'Ekspor data memerlukan koneksi internet.' : failure instanceof ApiError ? failure.message : SERVER_ERROR_TEXT);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <PrivacyHead />
      <p className={styles.lead}>
        Atas permintaan tertulis, seseorang berhak mendapat salinan data pribadinya. Ekspor berisi profil member dan semua data
        yang tercatat dengan e-mail atau akunnya (kiriman formulir, pesanan, konfirmasi pembayaran, inbox) dalam format JSON.
        Setiap ekspor dicatat di audit log bersama nomor referensinya.
      </p>
      <form className={`${ui.card} ${styles.request}`} onSubmit={(e) => void submit(e)} noValidate aria-label="Ekspor data pribadi">
        {message ? <Alert kind="danger">{message}</Alert> : null}
        <TextField label="Nomor referensi permintaan tertulis" maxLength={120} value={reference} onChange={setReference} error={errors.reference?.[0]}
          hint="Nomor surat, tiket atau e-mail permintaan" required />
        <fieldset className={styles.choice}>
          <legend>Cari berdasarkan</legend>
          <label><input type="radio" name="by" checked={by === 'email'} onChange={() => { setBy('email'); setWho(''); }} /> E-mail</label>
          <label><input type="radio" name="by" checked={by === 'member_id'} onChange={() => { setBy('member_id'); setWho(''); }} /> ID member</label>
        </fieldset>
        {by === 'email'
          ? <TextField label="E-mail" type="email" inputMode="email" maxLength={254} autoComplete="off" value={who} onChange={setWho} error={errors.email?.[0]} required />
          : <TextField label="ID member" inputMode="numeric" sanitize={digitsOnly} maxLength={10} value={who} onChange={setWho} error={errors.member_id?.[0] ?? errors.email?.[0]} required />}
        <SubmitButton isSaving={saving}>Unduh data (JSON)</SubmitButton>
      </form>
    </>
  );
});

export default DataRequestScreen;

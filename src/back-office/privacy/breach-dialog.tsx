/** Record or edit a breach (admin): what happened, when, who is affected, when they were told. Needs the network. */
import { useState, type FormEvent } from 'react';
import type { BreachView } from '../../../domain/staff/privacy';
import { useStaffSave } from '../components/use-staff-save';
import { saveBreach } from '../data/staff-privacy-api';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { SubmitButton } from '../../ui/submit-button';
import { digitsOnly, TextField } from '../../ui/text-field';
import { breachBody, breachFormValues, type BreachFormValues } from './breach-form';
import styles from './privacy.module.css';

interface BreachDialogProps { breach: BreachView | null; onSaved: (breach: BreachView) => void; onClose: () => void }

/** The dialog; the saved entry goes back to the register. */
export function BreachDialog({ breach, onSaved, onClose }: BreachDialogProps) {
  const [values, setValues] = useState<BreachFormValues>(() => breachFormValues(breach));
  const { errors, setErrors, message, saving, run } = useStaffSave();
  const title = breach ? 'Ubah insiden' : 'Catat insiden data pribadi';
  const set = (field: keyof BreachFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: string) => errors[field]?.[0];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim() || !values.found_at) {
      setErrors({ ...(values.title.trim() ? {} : { title: ['Uraian kejadian wajib diisi'] }), ...(values.found_at ? {} : { found_at: ['Waktu ditemukan wajib diisi'] }) });
      return;
    }
    await run(async (token) => onSaved(await saveBreach(token, breachBody(values), breach?.id)));
  };
  return (
    <Modal label={title} onClose={onClose} dismissible={!saving}>
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <h2 className={styles.dialogTitle}>{title}</h2>
        {message ? <Alert kind="danger">{message}</Alert> : null}
        <TextField label="Apa yang terjadi" rows={3} maxLength={300} value={values.title} onChange={set('title')} error={error('title')} required />
        <div className={styles.pair}>
          <TextField label="Waktu ditemukan" type="datetime-local" value={values.found_at} onChange={set('found_at')} error={error('found_at')}
            hint="Batas pemberitahuan 3 × 24 jam dihitung dari sini" required />
          <TextField label="Waktu kejadian (bila diketahui)" type="datetime-local" value={values.occurred_at} onChange={set('occurred_at')} error={error('occurred_at')} />
        </div>
        <TextField label="Siapa yang terdampak" rows={2} maxLength={1000} value={values.affected} onChange={set('affected')} error={error('affected')}
          hint="Kelompok orang dan jenis data, bukan daftar nama" />
        <div className={styles.pair}>
          <TextField label="Jumlah orang terdampak" inputMode="numeric" sanitize={digitsOnly} maxLength={9} value={values.affected_count} onChange={set('affected_count')} error={error('affected_count')} />
          <TextField label="Waktu diberitahukan" type="datetime-local" value={values.notified_at} onChange={set('notified_at')} error={error('notified_at')}
            hint="Kepada orang terdampak dan lembaga pengawas" />
        </div>
        <TextField label="Catatan" rows={3} maxLength={5000} value={values.notes} onChange={set('notes')} error={error('notes')} />
        <SubmitButton isSaving={saving}>Simpan</SubmitButton>
      </form>
    </Modal>
  );
}

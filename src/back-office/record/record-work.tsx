/** Working a record: assign it, write an internal note, write to the member's inbox; each through the outbox like a move. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { QueueRecord } from '../../../domain/api';
import { STAFF_MESSAGE_MAX, STAFF_NOTE_MAX, StaffAssignDto, StaffMessageDto, StaffNoteDto } from '../../../domain/staff/dto';
import { FormStore, type Values } from '../../stores/form/form-store';
import { useStores } from '../../stores/stores-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormText } from '../../ui/form-fields';
import { FormSelect } from '../../ui/form-select';
import { SubmitButton } from '../../ui/submit-button';
import { useAssignees } from '../session/staff-reads';
import { useStaff } from '../session/use-staff';
import { sendStaffWrite } from '../writes/staff-write';
import type { StaffAction } from '../writes/staff-writes';
import styles from './record.module.css';

/** Sends a small form's write; the form empties once it is delivered or kept for later. */
function useWrite(record: QueueRecord, action: StaffAction, label: string) {
  const { ui } = useStores();
  return async (form: FormStore<Values>, payload: Values) => {
    const outcome = await sendStaffWrite(form, { kind: record.kind, id: record.id, action, label: `${label} ${record.booking_id}`, payload }, (k, t) => ui.showToast(k, t));
    if (outcome === 'delivered' || outcome === 'queued') form.reset();
  };
}

const NONE = 'none';

/** The assignee select (colleagues who may work it) and 'Ambil' for oneself. */
export const AssignForm = observer(function AssignForm({ record }: { record: QueueRecord }) {
  const me = useStaff();
  const assignees = useAssignees(record.kind, record.id);
  const [form] = useState(() => new FormStore<Values>(StaffAssignDto, { initial: { staff_id: record.assigned_to?.id ?? null } }));
  const write = useWrite(record, 'assign', 'Penugasan');
  const options = [{ value: NONE, label: 'Belum ditugaskan' }, ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))];
  const send = (staffId: number | null) => void write(form, { staff_id: staffId });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.value('staff_id');
    send(value === null || value === '' ? null : Number(value));
  };
  return (
    <form className={styles.smallForm} onSubmit={submit} noValidate aria-label="Penugasan">
      <p className={styles.assigned}>Ditangani: <strong>{record.assigned_to?.name ?? 'belum ada'}</strong></p>
      <FormSelect form={form} field="staff_id" label="Tugaskan ke" placeholder="Belum ditugaskan" emptyText="Memuat..." options={options}
        isLoading={assignees.isLoading} onChoose={(value) => form.set('staff_id', value === NONE ? null : Number(value))} />
      <div className={styles.row}>
        <SubmitButton isSaving={form.isSaving} variant="dark">Simpan penugasan</SubmitButton>
        {record.assigned_to?.id !== me.id ? <Button size="small" variant="light" onClick={() => send(me.id)} disabled={form.isSaving}>Ambil (saya)</Button> : null}
      </div>
    </form>
  );
});

/** An internal note (never shown to the member). */
export const NoteForm = observer(function NoteForm({ record }: { record: QueueRecord }) {
  const [form] = useState(() => new FormStore<Values>(StaffNoteDto));
  const write = useWrite(record, 'note', 'Catatan');
  return (
    <form className={styles.smallForm} onSubmit={(e) => { e.preventDefault(); void write(form, form.payload); }} noValidate aria-label="Catatan internal">
      <FormText form={form} field="text" label="Catatan internal" rows={3} maxLength={STAFF_NOTE_MAX} hint="Hanya untuk staf." />
      {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
      <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.touched.text ? form.missing() : []} variant="dark">Simpan catatan</SubmitButton>
    </form>
  );
});

/** A free message into the member's inbox (plain text; the server escapes it). */
export const MessageForm = observer(function MessageForm({ record }: { record: QueueRecord }) {
  const [form] = useState(() => new FormStore<Values>(StaffMessageDto));
  const write = useWrite(record, 'message', 'Pesan ke member');
  return (
    <form className={styles.smallForm} onSubmit={(e) => { e.preventDefault(); void write(form, form.payload); }} noValidate aria-label="Pesan ke member">
      <FormText form={form} field="text" label={`Pesan ke inbox ${record.member?.name ?? 'member'}`} rows={3} maxLength={STAFF_MESSAGE_MAX} />
      {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
      <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.touched.text ? form.missing() : []}>Kirim pesan</SubmitButton>
    </form>
  );
});

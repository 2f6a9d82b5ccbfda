/** The dialog of one move: the date and time (a booking's free slots), place, amount or reason it needs, an internal note, and Simpan. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { QueueRecord } from '../../../domain/api';
import { formatDateId, formatRupiah, isoDay } from '../../../domain/money';
import { Button } from '../../ui/button';
import { STAFF_NOTE_MAX } from '../../../domain/staff/dto';
import { useStores } from '../../stores/stores-context';
import { Alert } from '../../ui/alert';
import { FormDate, FormText } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { SubmitButton } from '../../ui/submit-button';
import { digitsOnly } from '../../ui/text-field';
import { sendStaffWrite } from '../writes/staff-write';
import { MoveSlotFields } from './move-slot-fields';
import { MOVE_FIELD_LABELS, moveButtonLabel, moveForm, moveLabel, neededFields, type Move } from './move-form';
import styles from './record.module.css';

interface MoveDialogProps { record: QueueRecord; move: Move; onClose: () => void }

/** The dialog; it closes once the move is delivered, kept for later, or refused with the current state. */
export const MoveDialog = observer(function MoveDialog({ record, move, onClose }: MoveDialogProps) {
  const { ui } = useStores();
  const [form] = useState(() => moveForm(move, record.version));
  const needs = neededFields(move);
  const whole = form.message ?? form.errorOf('to') ?? form.errorOf('version');
  // A move that places a booking picks from its free slots (issue 32).
  const slotPick = needs.includes('date') && record.slot ? record.slot : null;
  // One tap confirms at the date and time the visitor asked for, when that is still ahead (issue 30.6).
  const requested = record.requested;
  const asRequested = needs.includes('date') && needs.includes('time') && requested && requested.date >= isoDay() && /^\d{2}:\d{2}$/.test(requested.time) ? requested : null;
  const confirmAsRequested = async () => {
    if (!asRequested) return;
    form.set('date', asRequested.date);
    form.set('time', asRequested.time);
    await send();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send();
  };
  const send = async () => {
    const outcome = await sendStaffWrite(form, { kind: record.kind, id: record.id, action: 'status', label: moveLabel(record, move), payload: form.payload }, (k, t) => ui.showToast(k, t));
    if (outcome !== 'refused' && outcome !== 'invalid') onClose();
  };
  return (
    <Modal label={`Ubah status ke ${move.label}`} onClose={onClose} dismissible={!form.isSaving}>
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate aria-label={`Ubah status ke ${move.label}`}>
        <p className={`${styles.eyebrow} ${styles.dialogEyebrow}`}>{record.booking_id} · {record.status_label}</p>
        <h2 className={styles.dialogTitle}>{moveButtonLabel(record.status, move)}</h2>
        {whole ? <Alert kind="danger">{whole}</Alert> : null}
        {asRequested ? (
          <div className={styles.asRequested}>
            <Button variant="success" disabled={form.isSaving} onClick={() => void confirmAsRequested()}>
              Sesuai permintaan: {formatDateId(asRequested.date)}, {asRequested.time}
            </Button>
            <span className={styles.sub}>Atau isi jadwal lain di bawah.</span>
          </div>
        ) : null}
        {slotPick ? <MoveSlotFields form={form} record={record} slot={slotPick} /> : (
          <>
            {needs.includes('date') ? <FormDate form={form} field="date" label={MOVE_FIELD_LABELS.date} min={isoDay()} /> : null}
            {needs.includes('time') ? <FormText form={form} field="time" label={MOVE_FIELD_LABELS.time} type="time" /> : null}
          </>
        )}
        {needs.includes('place') ? <FormText form={form} field="place" label={MOVE_FIELD_LABELS.place} maxLength={200} /> : null}
        {needs.includes('amount') ? (
          <FormText form={form} field="amount" label={MOVE_FIELD_LABELS.amount} inputMode="numeric" sanitize={digitsOnly} maxLength={12}
            hint={form.text('amount') ? formatRupiah(form.text('amount')) : undefined} />
        ) : null}
        {needs.includes('reason') ? <FormText form={form} field="reason" label={MOVE_FIELD_LABELS.reason} rows={3} maxLength={STAFF_NOTE_MAX} hint="Dikirim ke member." /> : null}
        <FormText form={form} field="note" label="Catatan internal (opsional)" rows={2} maxLength={STAFF_NOTE_MAX} hint="Tidak terlihat oleh member." />
        <div className={styles.dialogActions}>
          <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()}>Simpan</SubmitButton>
        </div>
      </form>
    </Modal>
  );
});

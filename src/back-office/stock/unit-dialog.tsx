/** Add or edit a stock unit: chassis number, type, colour of that type, branch in scope, status, expected date when on the way. Needs the network. */
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../domain/forms/validate';
import { STAFF_STOCK_STATUSES, STOCK_STATUS_LABELS, StockUnitDto, type StaffStockUnit, type StockOptions } from '../../../domain/stock';
import { useStaffSave } from '../components/use-staff-save';
import { saveStockUnit, type StockUnitBody } from '../data/staff-stock';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { Select } from '../../ui/select';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import styles from './stock.module.css';

interface UnitDialogProps { unit: StaffStockUnit | null; options: StockOptions; onSaved: (unit: StaffStockUnit) => void; onClose: () => void }

export function UnitDialog({ unit, options, onSaved, onClose }: UnitDialogProps) {
  const [body, setBody] = useState<StockUnitBody>(() => ({
    chassis_number: unit?.chassis_number ?? '', car_type_id: unit?.car_type_id ?? '', color_id: unit?.color_id ?? '',
    branch_id: unit?.branch_id ?? (options.branches.length === 1 ? options.branches[0].id : ''), status: unit?.status ?? 'available',
    expected_date: unit?.expected_date ?? '', version: unit?.version,
  }));
  const { errors, message, saving, run } = useStaffSave();
  const [touched, setTouched] = useState(false);
  const title = unit ? `Ubah unit ${unit.chassis_number}` : 'Tambah unit stok';
  const colours = options.types.find((t) => t.id === body.car_type_id)?.colours ?? [];
  const set = (patch: Partial<StockUnitBody>) => setBody((b) => ({ ...b, ...patch }));
  const local = validateForm(StockUnitDto, { ...body, expected_date: body.expected_date || null });
  const shown = touched ? { ...local.errors, ...errors } : errors;
  const error = (field: string) => shown[field]?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!local.valid) return;
    await run(async (token) => onSaved(await saveStockUnit(token, unit?.id ?? null, { ...body, expected_date: body.status === 'on_the_way' ? body.expected_date : '' })));
  };

  return (
    <Modal label={title} onClose={onClose} dismissible={!saving}>
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <h2 className={styles.dialogTitle}>{title}</h2>
        {message ? <Alert kind="danger">{message}</Alert> : null}
        <TextField label="Nomor Rangka (17 karakter)" value={body.chassis_number} maxLength={20} autoComplete="off"
          onChange={(v) => set({ chassis_number: v.toUpperCase() })} error={error('chassis_number')} />
        <Select label="Tipe Mobil" value={body.car_type_id} placeholder="Pilih tipe" emptyText="Tidak ada tipe"
          options={options.types.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(v) => set({ car_type_id: v ? Number(v) : '', color_id: '' })} error={error('car_type_id')} />
        <Select label="Warna" value={body.color_id} placeholder={body.car_type_id ? 'Pilih warna' : 'Pilih tipe dahulu'} emptyText="Pilih tipe dahulu"
          options={colours.map((c) => ({ value: c.id, label: c.name }))} disabled={!colours.length}
          onChange={(v) => set({ color_id: v ? Number(v) : '' })} error={error('color_id')} />
        <Select label="Cabang" value={body.branch_id} placeholder="Pilih cabang" emptyText="Tidak ada cabang"
          options={options.branches.map((b) => ({ value: b.id, label: b.name }))}
          onChange={(v) => set({ branch_id: v ? Number(v) : '' })} error={error('branch_id')} />
        <Select label="Status" value={body.status} placeholder="Pilih status" emptyText="Tidak ada status"
          options={STAFF_STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
          onChange={(v) => set({ status: v })} error={error('status')} />
        {body.status === 'on_the_way' ? (
          <TextField label="Perkiraan Tiba" type="date" value={body.expected_date} onChange={(v) => set({ expected_date: v })} error={error('expected_date')} />
        ) : null}
        <SubmitButton isSaving={saving}>Simpan</SubmitButton>
      </form>
    </Modal>
  );
}

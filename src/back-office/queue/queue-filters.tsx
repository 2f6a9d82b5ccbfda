/** The queue's filter form (search, branch, assigned person, date range, order) on the form kernel; applying it changes the address. */
import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { QueueItem, StaffBranch } from '../../../domain/api';
import { FormStore, type Values } from '../../stores/form/form-store';
import { Button } from '../../ui/button';
import { FormDate, FormText } from '../../ui/form-fields';
import { FormSelect } from '../../ui/form-select';
import type { SelectOption } from '../../ui/select';
import type { QueueFilter } from '../../../domain/staff/queue-filter';
import { ALL, filterFromForm, formValues, isFiltered, QueueFilterDto, rangeErrors } from './queue-filter';
import { FilterForm, wideField } from '../components/filter-form';

interface QueueFiltersProps {
  filter: QueueFilter;
  branches: readonly StaffBranch[];
  /** The rows on screen, whose assignees the person filter offers. */
  items: readonly QueueItem[];
  showBranch: boolean;
  onApply: (filter: QueueFilter) => void;
}

function assignedOptions(items: readonly QueueItem[], current: string | undefined): SelectOption[] {
  const people = new Map<string, string>();
  for (const item of items) if (item.assigned_to) people.set(String(item.assigned_to.id), item.assigned_to.name);
  if (current && /^\d+$/.test(current) && !people.has(current)) people.set(current, `Staf #${current}`);
  return [
    { value: ALL, label: 'Semua' }, { value: 'me', label: 'Saya' }, { value: 'none', label: 'Belum ditugaskan' },
    ...[...people].map(([value, label]) => ({ value, label })),
  ];
}

/** The form; it follows the address when that changes (back, a chip, a card on the overview). */
export const QueueFilters = observer(function QueueFilters({ filter, branches, items, showBranch, onApply }: QueueFiltersProps) {
  const [form] = useState(() => new FormStore<Values>(QueueFilterDto, { initial: formValues(filter), extraRules: rangeErrors }));
  const address = JSON.stringify(formValues(filter));
  useEffect(() => {
    form.reset(JSON.parse(address) as Values);
  }, [form, address]);
  const branchOptions = [{ value: ALL, label: 'Semua cabang' }, ...branches.map((b) => ({ value: String(b.id), label: b.name }))];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid) return form.touchAll();
    onApply(filterFromForm(form.values, filter.status));
  };
  const clear = () => onApply({ status: filter.status });
  const active = [filter.branch_id, filter.assigned, filter.from, filter.to, filter.sort].filter(Boolean).length;
  return (
    <FilterForm label="Filter antrian" onSubmit={submit} activeCount={active}
      primary={<FormText form={form} field="q" label="Cari" placeholder="Nama, telepon, email, booking ID" maxLength={100} className={wideField} />}
      more={(
        <>
          {showBranch ? <FormSelect form={form} field="branch_id" label="Cabang" placeholder="Semua cabang" emptyText="Tidak ada cabang" options={branchOptions} /> : null}
          <FormSelect form={form} field="assigned" label="Ditangani" placeholder="Semua" emptyText="Semua" options={assignedOptions(items, filter.assigned)} />
          <FormDate form={form} field="from" label="Dari tanggal" />
          <FormDate form={form} field="to" label="Sampai tanggal" />
          <FormSelect form={form} field="sort" label="Urutan" placeholder="Terbaru" emptyText="Terbaru"
            options={[{ value: 'newest', label: 'Terbaru dulu' }, { value: 'oldest', label: 'Terlama dulu' }]} />
        </>
      )}
      actions={isFiltered({ ...filter, status: undefined }) || filter.sort ? <Button size="small" variant="ghost" onClick={clear}>Hapus filter</Button> : null} />
  );
});

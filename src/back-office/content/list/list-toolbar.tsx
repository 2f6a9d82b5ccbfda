/** A collection list's search, sort and filter, on the form kernel; applying them changes the address. */
import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import * as v from 'valibot';
import type { ContentListQuery } from '../../../../domain/api';
import { type CollectionDescription } from '../../../../domain/content/collections';
import { CONTENT_MESSAGES } from '../../../../domain/content/dto-fields';
import { maxLength } from '../../../../domain/forms/rules';
import { field, form, trim } from '../../../../domain/forms/validate';
import { FormStore, type Values } from '../../../stores/form/form-store';
import { Button } from '../../../ui/button';
import { FormText } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import { useChoices } from '../content-reads';
import styles from '../content.module.css';
import { sortOptions } from './list-filter';

/** The search's rule (the API's length limit). */
const ListSearchDto = form({ q: v.optional(field(v.pipe(v.unknown(), trim, maxLength(100, CONTENT_MESSAGES.tooLong(100)))), '') });

/** Any value: every filter on the list. */
const ALL = '*';

interface ListToolbarProps { description: CollectionDescription; query: ContentListQuery; onApply: (query: ContentListQuery) => void }

/** The form; it follows the address when that changes. */
export const ListToolbar = observer(function ListToolbar({ description, query, onApply }: ListToolbarProps) {
  const filterField = description.fields.find((f) => f.kind === 'select' && description.filter_fields.includes(f.name));
  const { choices, isLoading } = useChoices(filterField?.collection);
  const initial = (): Values => ({ q: query.q ?? '', sort: query.sort ?? description.default_sort, ...(filterField ? { [filterField.name]: String(query[filterField.name] ?? ALL) } : {}) });
  const [form] = useState(() => new FormStore<Values>(ListSearchDto, { initial: initial() }));
  const address = JSON.stringify(initial());
  useEffect(() => {
    form.reset(JSON.parse(address) as Values);
  }, [form, address]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid) return form.touchAll();
    const next: ContentListQuery = { q: form.text('q').trim() || undefined, sort: form.text('sort') === description.default_sort ? undefined : form.text('sort') };
    if (filterField && form.text(filterField.name) !== ALL) next[filterField.name] = form.text(filterField.name);
    onApply(next);
  };
  return (
    <form className={styles.toolbar} onSubmit={submit} role="search" aria-label={`Cari ${description.label}`} noValidate>
      <FormText form={form} field="q" label="Cari" placeholder={`Cari ${description.singular.toLowerCase()}`} maxLength={100} />
      {filterField ? (
        <FormSelect form={form} field={filterField.name} label={filterField.label} placeholder="Semua" emptyText="Tidak ada pilihan" isLoading={isLoading}
          options={[{ value: ALL, label: 'Semua' }, ...choices]} onChoose={(value) => form.set(filterField.name, String(value))} />
      ) : null}
      <FormSelect form={form} field="sort" label="Urutan" placeholder="Urutan" emptyText="Urutan" options={sortOptions(description)}
        onChoose={(value) => form.set('sort', String(value))} />
      <Button type="submit" size="small">Terapkan</Button>
    </form>
  );
});

/**
 * A list of small records inside a record (a model's featured points, a type's specification rows,
 * after-sales cards): each row's columns are ordinary fields bound to the row, its messages are
 * the DTO's nested ones ('featured.0.title'); rows are added, removed and moved.
 */
import { observer } from 'mobx-react-lite';
import type { ContentField } from '../../../../domain/content/collections';
import { Button } from '../../../ui/button';
import type { FormBinding } from '../../../ui/form-binding';
import { FormText } from '../../../ui/form-fields';
import { MediaField } from './media-fields';
import styles from './fields.module.css';

type Row = Record<string, unknown>;

/** The binding of row `index` of `field`: its columns read and write the row inside the list. */
function rowBinding(form: FormBinding, field: string, index: number): FormBinding {
  const rows = () => ((form.value(field) as Row[] | undefined) ?? []);
  const key = (column: string) => `${field}.${index}.${column}`;
  const set = (column: string, value: unknown) => {
    form.set(field, rows().map((row, i) => (i === index ? { ...row, [column]: value } : row)));
    form.touch(key(column));
  };
  return {
    text: (column) => String(rows()[index]?.[column] ?? ''),
    value: (column) => rows()[index]?.[column],
    set,
    choose: (column, value) => set(column, value),
    touch: (column) => form.touch(key(column)),
    errorOf: (column) => form.errorOf(key(column)),
    isLocked: () => false,
  };
}

/** The rows with their columns. */
export const RowsField = observer(function RowsField({ form, field }: { form: FormBinding; field: ContentField }) {
  const rows = (form.value(field.name) as Row[] | undefined) ?? [];
  const columns = field.columns ?? [];
  const max = field.max ?? 20;
  const blank = () => Object.fromEntries(columns.map((c) => [c.name, '']));
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    form.set(field.name, next);
  };
  const error = form.errorOf(field.name);
  return (
    <fieldset className={styles.rows}>
      <legend className={styles.label}>{field.label}</legend>
      {rows.map((_, i) => {
        const binding = rowBinding(form, field.name, i);
        return (
          // Rows have no ids of their own: the position is what the server stores.
          <div key={i} className={styles.row} role="group" aria-label={`${field.label} ${i + 1}`}>
            {columns.map((column) => (column.kind === 'media'
              ? <MediaField key={column.name} form={binding} field={column} />
              : <FormText key={column.name} form={binding} field={column.name} label={column.label} rows={column.kind === 'textarea' ? 3 : undefined} maxLength={column.max} />))}
            <span className={styles.rowActions}>
              {i > 0 ? <Button size="small" variant="ghost" onClick={() => move(i, i - 1)} aria-label={`Naikkan ${field.label} ${i + 1}`}>↑</Button> : null}
              <Button size="small" variant="ghost" onClick={() => form.set(field.name, rows.filter((__, j) => j !== i))} aria-label={`Hapus ${field.label} ${i + 1}`}>Hapus</Button>
            </span>
          </div>
        );
      })}
      {rows.length < max ? <Button size="small" variant="light" onClick={() => form.set(field.name, [...rows, blank()])}>Tambah baris {field.label}</Button> : null}
      {error ? <span className={styles.error} role="alert">{error}</span> : null}
    </fieldset>
  );
});

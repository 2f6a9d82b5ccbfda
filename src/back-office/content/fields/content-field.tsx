/**
 * One field of a content form, rendered by its kind (domain/content/collections.ts) and bound to
 * the form kernel: its value, the DTO's message once touched, the server's 422 message.
 */
import { observer } from 'mobx-react-lite';
import type { ContentField as Field } from '../../../../domain/content/collections';
import { formatRupiah } from '../../../../domain/money';
import { Checkbox } from '../../../ui/checkbox';
import type { FormBinding } from '../../../ui/form-binding';
import { FormCheckbox, FormDate, FormRadio, FormText } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import { digitsOnly } from '../../../ui/text-field';
import { useChoices } from '../content-reads';
import { FramesField, MediaField, MediaListField, PanoramaField, PdfField } from './media-fields';
import { RichText } from './rich-text/rich-text';
import { RowsField } from './rows-field';
import styles from './fields.module.css';

interface Props { form: FormBinding; field: Field }

/** A number typed as text; the DTO turns it into a number. */
const decimal = (raw: string) => raw.replace(/[^\d.,]+/g, '').replace(',', '.');

/** A select of another collection's records (a type's model), ids sent as numbers except text ids (city codes). */
const SelectField = observer(function SelectField({ form, field }: Props) {
  const { choices, isLoading } = useChoices(field.collection);
  const numeric = choices.length === 0 || typeof choices[0].value === 'number';
  return (
    <FormSelect form={form} field={field.name} label={field.label} placeholder={`Pilih ${field.label.toLowerCase()}`} emptyText="Tidak ada pilihan"
      options={choices} isLoading={isLoading} numeric={numeric} onChoose={(value) => form.set(field.name, value)} />
  );
});

/** Ticks of another collection's records (a voucher's car types); none means all. */
const MultiSelectField = observer(function MultiSelectField({ form, field }: Props) {
  const { choices, isLoading } = useChoices(field.collection);
  const ids = ((form.value(field.name) as Array<number | string> | undefined) ?? []).map(Number);
  const toggle = (id: number, on: boolean) => form.set(field.name, on ? [...new Set([...ids, id])].sort((a, b) => a - b) : ids.filter((x) => x !== id));
  const error = form.errorOf(field.name);
  return (
    <fieldset className={styles.multi}>
      <legend className={styles.label}>{field.label}</legend>
      {field.help ? <span className={styles.hint}>{field.help}</span> : null}
      <div className={styles.multiList}>
        {isLoading ? <span className={styles.hint}>Memuat…</span> : choices.map((c) => (
          <Checkbox key={c.value} checked={ids.includes(Number(c.value))} onChange={(on) => toggle(Number(c.value), on)}>{c.label}</Checkbox>
        ))}
      </div>
      {error ? <span className={styles.error} role="alert">{error}</span> : null}
    </fieldset>
  );
});

/** What a read-only field (computed by the server) shows. */
function ReadOnly({ form, field }: Props) {
  const value = form.value(field.name);
  return (
    <div className={styles.media}>
      <span className={styles.label}>{field.label}</span>
      <span>{value === undefined || value === null || value === '' ? '-' : String(value)}</span>
    </div>
  );
}

/** The field. */
export const ContentFieldView = observer(function ContentFieldView({ form, field }: Props) {
  if (field.readonly) return <ReadOnly form={form} field={field} />;
  const common = { form, field: field.name, label: field.label, hint: field.help };
  switch (field.kind) {
    case 'textarea':
      return <FormText {...common} rows={4} maxLength={field.max} />;
    case 'html':
      return <RichText label={field.label} value={form.text(field.name)} onChange={(html) => form.set(field.name, html)} onBlur={() => form.touch(field.name)} hint={field.help} error={form.errorOf(field.name)} />;
    case 'number':
      return <FormText {...common} inputMode="numeric" sanitize={digitsOnly} maxLength={12} />;
    case 'percent':
      return <FormText {...common} inputMode="decimal" sanitize={decimal} maxLength={6} />;
    case 'rupiah': {
      const amount = Number(form.text(field.name));
      const said = form.text(field.name) !== '' && Number.isFinite(amount) ? formatRupiah(amount) : undefined;
      return <FormText {...common} inputMode="numeric" sanitize={digitsOnly} maxLength={12} hint={[said, field.help].filter(Boolean).join(' · ') || undefined} />;
    }
    case 'date':
      return <FormDate form={form} field={field.name} label={field.label} hint={field.help} />;
    case 'boolean':
      return <FormCheckbox form={form} field={field.name}>{field.label}</FormCheckbox>;
    case 'options':
      return <FormRadio form={form} field={field.name} legend={field.label} options={field.options ?? []} />;
    case 'select':
      return <SelectField form={form} field={field} />;
    case 'multi-select':
      return <MultiSelectField form={form} field={field} />;
    case 'media':
      return <MediaField form={form} field={field} />;
    case 'media-list':
      return <MediaListField form={form} field={field} />;
    case 'frames-360':
      return <FramesField form={form} field={field} />;
    case 'panorama':
      return <PanoramaField form={form} field={field} />;
    case 'pdf':
      return <PdfField form={form} field={field} />;
    case 'rows':
      return <RowsField form={form} field={field} />;
    case 'url':
      return <FormText {...common} type="url" inputMode="text" maxLength={field.max} />;
    default:
      return <FormText {...common} maxLength={field.max} />;
  }
});

/** Kinds that take the form's whole width. */
export const WIDE_KINDS: ReadonlySet<string> = new Set(['textarea', 'html', 'multi-select', 'media-list', 'frames-360', 'panorama', 'rows']);

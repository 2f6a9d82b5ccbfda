/** A select bound to a form field; it stays disabled until its parent is chosen and names its emptiness. */
import { observer } from 'mobx-react-lite';
import type { FormBinding } from './form-binding';
import { Select, type SelectOption } from './select';

/** Shown while a list is on its way. */
export const LOADING_TEXT = 'Memuat...';

interface FormSelectProps {
  form: FormBinding;
  field: string;
  label: string;
  placeholder: string;
  /** The spec's empty-select text, shown when the parent is chosen and the list is empty. */
  emptyText: string;
  options: readonly SelectOption[];
  isLoading?: boolean;
  /** False keeps the select disabled (its parent is not chosen yet). */
  enabled?: boolean;
  /** Ids are sent as numbers; codes ('33.74') stay text. */
  numeric?: boolean;
  /** Replaces the default `form.choose(field, value, label)`. */
  onChoose?: (value: string | number, label: string) => void;
  className?: string;
}

/** A select bound to `form[field]`, with its label kept as `<field>_name`. */
export const FormSelect = observer(function FormSelect(props: FormSelectProps) {
  const { form, field, label, placeholder, emptyText, options, isLoading, enabled = true, numeric, onChoose, className } = props;
  const choose = (raw: string) => {
    const value = numeric ? Number(raw) : raw;
    const text = options.find((o) => String(o.value) === raw)?.label ?? '';
    if (onChoose) onChoose(value, text);
    else form.choose(field, value, text);
    form.touch(field);
  };
  const empty = !enabled ? placeholder : isLoading ? LOADING_TEXT : emptyText;
  return (
    <div className={className} onBlur={() => form.touch(field)}>
      <Select
        label={label}
        name={field}
        value={form.text(field)}
        options={options}
        onChange={choose}
        placeholder={placeholder}
        emptyText={empty}
        disabled={!enabled || form.isLocked(field)}
        error={form.errorOf(field)}
      />
    </div>
  );
});

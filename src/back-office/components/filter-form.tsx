/**
 * A list's filter form: the main field always there, the others folded away on phones and tablets
 * (so the rows start near the top of the screen) and shown beside it on wide screens.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../../ui/button';
import styles from './filter-form.module.css';

interface FilterFormProps {
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** Always shown (the search). */
  primary: ReactNode;
  /** Folded away below 1200 px. */
  more: ReactNode;
  /** How many of the folded filters are set (shown on the toggle). */
  activeCount: number;
  /** After 'Terapkan' (e.g. 'Hapus filter'). */
  actions?: ReactNode;
}

/** The form. */
export function FilterForm({ label, onSubmit, primary, more, activeCount, actions }: FilterFormProps) {
  const wide = useMediaQuery('(min-width: 1200px)');
  const [open, setOpen] = useState(activeCount > 0);
  return (
    <form className={styles.filters} onSubmit={onSubmit} role="search" aria-label={label} noValidate>
      {primary}
      {wide || open ? more : null}
      <div className={styles.actions}>
        <Button type="submit" size="small">Terapkan</Button>
        {wide ? null : (
          <Button size="small" variant="light" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Sembunyikan filter' : `Filter lainnya${activeCount ? ` (${activeCount})` : ''}`}
          </Button>
        )}
        {actions}
      </div>
    </form>
  );
}

/** The class of the field that spans two columns (the search). */
export const wideField = styles.wide;

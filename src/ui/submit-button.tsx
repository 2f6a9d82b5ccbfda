/**
 * The submit button of a form, with a spinner in its place while saving. While the form is
 * invalid it stays focusable (aria-disabled, not disabled), so a keyboard or screen-reader user
 * reaches it and is told what is still missing; pressing it lets the form show every message.
 */
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Spinner } from './spinner';
import styles from './submit-button.module.css';

interface SubmitButtonProps {
  children: ReactNode;
  isSaving: boolean;
  disabled?: boolean;
  /** The messages of the fields still refused (first of each), announced while disabled. */
  missing?: readonly string[];
  variant?: ButtonVariant;
  block?: boolean;
  className?: string;
}

/** Says how many fields are still needed; the list itself is read out with the button. */
export function missingSummary(count: number): string {
  return count === 1 ? 'Masih ada 1 isian yang perlu dilengkapi.' : `Masih ada ${count} isian yang perlu dilengkapi.`;
}

export function SubmitButton({ children, isSaving, disabled = false, missing = [], variant = 'primary', block, className }: SubmitButtonProps) {
  const id = useId();
  const blocked = disabled || isSaving;
  const explain = disabled && !isSaving && missing.length > 0;
  // While saving nothing may send twice; while invalid the form's own submit handler shows the messages.
  const guard = (event: MouseEvent) => isSaving && event.preventDefault();
  return (
    <div className={[styles.wrap, block && styles.block, className].filter(Boolean).join(' ')}>
      <Button type="submit" variant={variant} block={block} aria-disabled={blocked || undefined} aria-busy={isSaving || undefined}
        aria-describedby={explain ? `${id}-missing` : undefined} onClick={guard}>
        {isSaving ? <Spinner label="Menyimpan..." /> : children}
      </Button>
      {explain ? <MissingNote id={`${id}-missing`} className={styles.missing} summary={missingSummary(missing.length)} missing={missing} /> : null}
    </div>
  );
}

/** The visible summary and, for screen readers, the list of what is missing (messages without their '*' and '!.'). */
export function MissingNote({ id, summary, missing, className }: { id: string; summary: string; missing: readonly string[]; className?: string }) {
  return (
    <div id={id} className={className}>
      <span>{summary}</span>
      <ul className="visually-hidden">
        {missing.map((text, i) => <li key={i}>{text.replace(/^\*|!?\.?$/g, '')}</li>)}
      </ul>
    </div>
  );
}

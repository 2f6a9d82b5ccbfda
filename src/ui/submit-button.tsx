/** The submit button of a form: disabled while invalid, a spinner in its place while saving. */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  children: ReactNode;
  isSaving: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  block?: boolean;
  className?: string;
}

export function SubmitButton({ children, isSaving, disabled = false, variant = 'primary', block, className }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} block={block} className={className} disabled={disabled || isSaving} aria-busy={isSaving || undefined}>
      {isSaving ? <Spinner label="Menyimpan..." /> : children}
    </Button>
  );
}

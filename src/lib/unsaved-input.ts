/**
 * Which screens hold input the user has not sent yet, so an app update never reloads the page
 * under a half-filled form.
 */
import { useEffect, useId } from 'react';

const dirty = new Set<string>();

/** Declares while mounted whether this screen's form holds unsent input. */
export function useUnsavedInput(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (isDirty) dirty.add(id);
    else dirty.delete(id);
    return () => {
      dirty.delete(id);
    };
  }, [id, isDirty]);
}

/** True when a form declared unsent input, or the user is typing in a field right now. */
export function hasUnsavedInput(): boolean {
  if (dirty.size > 0) return true;
  const active = typeof document !== 'undefined' ? document.activeElement : null;
  return !!active && (active.tagName === 'TEXTAREA' || (active.tagName === 'INPUT' && (active as HTMLInputElement).value !== ''));
}

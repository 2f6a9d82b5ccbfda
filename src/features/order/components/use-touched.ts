/** Which fields the user has touched: a field's message shows only after it was edited or left. */
import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../../../domain/forms/validate';

/** `touch(field)` marks a field; `errorOf(errors, field)` is its first message once touched. */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((field: string) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))), []);
  const isTouched = (field: string) => touched.has(field);
  const errorOf = (errors: FieldErrors, field: string): string | undefined => (touched.has(field) ? errors[field]?.[0] : undefined);
  return { touch, isTouched, errorOf };
}

/**
 * A back-office form's save, the one copy of what each dialog and form did by hand: the staff
 * token, a busy flag, the server's field errors (422) kept for the fields, any other refusal as one
 * message, and an expired session signed out (the login screen says why).
 */
import { useState } from 'react';
import type { FieldErrors } from '../../../domain/forms/validate';
import { ApiError, SERVER_ERROR_TEXT } from '../../data/api-client';
import { staffSession } from '../session/staff-session-store';

/** Where a refusal that is not a field's goes: the form's alert (the default) or, say, a toast. */
type OnMessage = (message: string) => void;

/** The save's state and `run(save)`, which resolves true once `save(token)` succeeded. */
export function useStaffSave(onMessage?: OnMessage) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const run = async (save: (token: string) => Promise<void>): Promise<boolean> => {
    const token = staffSession().token;
    if (!token || saving) return false;
    setSaving(true);
    setMessage(null);
    try {
      await save(token);
      setErrors({});
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) staffSession().expire();
      else if (failure instanceof ApiError && failure.isValidation && Object.keys(failure.errors).length) setErrors(failure.errors);
      else (onMessage ?? setMessage)(failure instanceof ApiError ? failure.message : SERVER_ERROR_TEXT);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { errors, setErrors, message, saving, run };
}

/** The contract's envelope and the errors that map onto its 4xx shapes. */
import type { Envelope } from '../../domain/api';

export const VALIDATION_MESSAGE = 'Periksa Kembali Semua Form';

/** 200 envelope around `data`. */
export function ok<T>(data: T, message = 'success', extra: Record<string, unknown> = {}): Envelope<T> & Record<string, unknown> {
  return { status: 200, message, data, ...extra };
}

/** Answered as 422 with `errors` per field. */
export class ValidationError extends Error {
  constructor(public readonly errors: Record<string, string[]>) {
    super(VALIDATION_MESSAGE);
  }
}

/** Answered as 400 with `message.alert`: a business refusal. */
export class BusinessError extends Error {
  constructor(alert: string) {
    super(alert);
  }
}

/** Answered as 404 with a plain message. */
export class NotFoundError extends Error {
  constructor(message = 'Data tidak ditemukan') {
    super(message);
  }
}

/** Answered as 401. */
export class UnauthorizedError extends Error {
  constructor(message = 'failed') {
    super(message);
  }
}

/** A one-field 422, for lookups with an unknown id. */
export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

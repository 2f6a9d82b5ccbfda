/** The envelope every answer comes in (spec section 7; ARCHITECTURE.md conventions). */

/** Every answer: `{status, message, data}`. */
export interface Envelope<T> {
  status: number;
  message: string | { alert: string };
  data: T;
}
/** 422 answer: message 'Periksa Kembali Semua Form' and the field errors. */
export interface ValidationFailure {
  status: 422;
  message: string;
  errors: Record<string, string[]>;
  data: null;
}

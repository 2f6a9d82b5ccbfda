/** Request size limits: every body has one, answered 413 (never a reset connection). */
import { UPLOAD_MAX_BYTES } from '../../domain/constants';

/** Bodies of routes without an upload: far above any form, far below a file. */
export const BODY_LIMIT = 64 * 1024;
/** Routes that carry one JPEG data URL (base64 grows it by a third) plus the form. */
export const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 128 * 1024;
/** Nesting of JSON bodies: the forms are flat; the form rules must never meet thousands of levels. */
export const MAX_BODY_DEPTH = 8;
/** Largest id a PostgreSQL integer column holds. */
export { ROW_ID_MAX as MAX_INT4 } from '../../domain/forms/limits';

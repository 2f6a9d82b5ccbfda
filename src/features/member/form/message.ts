/** The text a member form shows for a failed call. */
import { ApiError, SERVER_ERROR_TEXT } from '../../../data/api-client';

/** The server's message (alert, 422 summary, 401/404 text, offline notice), or the global error. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVER_ERROR_TEXT;
}

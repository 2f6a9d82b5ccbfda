/**
 * The member's own data (issue 29.1-29.3): consents, the export link, the archive behind it, and
 * deleting the account. Network only: nothing here is mirrored or queued.
 */
import { SERVER_ERROR_TEXT } from '../../../domain/api/envelope';
import type { ConsentPurpose, ConsentRecord } from '../../../domain/consents';
import type { AccountDeletion } from '../../../domain/privacy';
import { ApiError, send, toApiError } from '../../../shared/transport';
import { api } from '../../data/api-client';

/** Asks for a link with the password, then fetches the ZIP behind it (the link answers once). */
export async function downloadMemberData(token: string, password: string): Promise<{ blob: Blob; fileName: string }> {
  const link = await api.post('member/export', { password }, { token });
  const response = await send({ method: 'GET', url: link.url });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'data-merapi-toyota.zip';
  const blob = await response.blob();
  if (!blob.size) throw new ApiError(500, SERVER_ERROR_TEXT);
  return { blob, fileName };
}

/** Saves a Blob as a file the browser downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own copy once started; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Deletes the account with the password typed again. */
export function deleteMemberAccount(token: string, password: string): Promise<AccountDeletion> {
  return api.post('member/delete', { password }, { token });
}

/** The member's consents, the latest per purpose (network only). */
export function memberConsents(token: string): Promise<ConsentRecord[]> {
  return api.get('member/consents', { token });
}

/** Gives or withdraws one consent; answers the consents as they now are. */
export function changeConsent(token: string, purpose: ConsentPurpose, granted: boolean): Promise<ConsentRecord[]> {
  return api.post('member/consents', { purpose, granted }, { token });
}

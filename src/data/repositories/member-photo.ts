/**
 * The member's private profile photo: GET member/photo needs the Bearer token, which an <img>
 * cannot send, so it is fetched here, mirrored as a Blob and shown through an object URL.
 */
import { useEffect, useState } from 'react';
import { SERVER_ERROR_TEXT } from '../../../domain/api/envelope';
import { ApiError, endpointUrl, send } from '../../../shared/transport';
import { useMirroredQuery } from '../mirrored-query';
import type { MemberAuth } from './member';
import { guardMemberFetch, memberKey } from './member-mirror';

/** GET member/photo: the JPEG, or null when the member has none (not JSON: read through the raw transport). */
export async function fetchMemberPhoto(token: string): Promise<Blob | null> {
  const response = await send({ method: 'GET', url: endpointUrl('member/photo'), token });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, SERVER_ERROR_TEXT);
  return response.blob();
}

/** The photo as a mirrored Blob; asked only when the profile says there is one. */
export function useMemberPhoto(m: MemberAuth | null, hasPhoto: boolean) {
  return useMirroredQuery(m && hasPhoto ? memberKey(m.unique_id, 'photo') : null, guardMemberFetch(() => fetchMemberPhoto(m!.token)));
}

/** An object URL for a Blob, revoked when the Blob changes or the component leaves. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

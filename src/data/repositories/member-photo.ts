/**
 * The member's private profile photo: GET member/photo needs the Bearer token, which an <img>
 * cannot send, so it is fetched here, mirrored as a Blob and shown through an object URL.
 */
import { useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR_TEXT, SERVER_ERROR_TEXT } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';
import type { MemberAuth } from './member';
import { guardMemberFetch, memberKey } from './member-mirror';

// The same client id the API client sends (a client identifier, not a secret).
const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'merapi-demo-key';

/** GET member/photo: the JPEG, or null when the member has none. */
export async function fetchMemberPhoto(token: string): Promise<Blob | null> {
  let response: Response;
  try {
    response = await fetch('/api/member/photo', { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_TEXT);
  }
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

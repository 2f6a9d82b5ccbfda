/** The verification calls: the mailed link's token, and a new link for the logged-in member. */
import { api } from '../../data/api-client';

import type { EmailVerification } from '../../../domain/api';

/** POST verifyemail's answer. */
export type VerifyResult = EmailVerification;

/** Sends the link's token, with the member's session when there is one (it stays; every other ends). */
export function verifyEmail(token: string, session: string | null): Promise<VerifyResult> {
  return api.post('verifyemail', { token }, { token: session });
}

/** The token the mailed link carries in its fragment (`#token=`), which never reaches a server log. */
export function linkToken(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return value && value.length <= 200 ? value : null;
}

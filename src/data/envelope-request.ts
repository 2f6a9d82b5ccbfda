/**
 * A POST that answers the whole `{status, message, data}` envelope, for the few calls whose
 * `message` carries meaning on success (the voucher check says 'Valid' or 'Invalid').
 * Failures are the same ApiError as `api.post`.
 */
import type { Envelope } from '../../domain/api';
import type { PostEndpoints, PostPath } from '../../domain/api/endpoints';
import { requestEnvelope } from '../../shared/transport';
import { postRequest, type OptionsArg } from './api-client';

/** POST /api/{path} and resolve with the envelope itself (not only `data`). */
export function postEnvelope<P extends PostPath>(path: P, body: PostEndpoints[P]['body'], ...[options]: OptionsArg<PostEndpoints[P]>): Promise<Envelope<PostEndpoints[P]['data']>> {
  return requestEnvelope(postRequest(path, body, options ?? ({} as never)));
}

/**
 * The content-management calls under /api/staff/content (domain/api/endpoints.ts,
 * StaffContentEndpoints), through the one transport with the staff token. Every call needs the
 * network: an edit of prices or photos is made where the server can check it at once.
 */
import type { StaffContentEndpoints } from '../../../domain/api/endpoints';
import { endpointUrl, requestEnvelope } from '../../../shared/transport';

type Key = keyof StaffContentEndpoints;
type Args<K extends Key> = Omit<StaffContentEndpoints[K], 'data'>;

/** One typed call: 'PATCH content/:collection/:id' with its params, query and body. */
export async function contentCall<K extends Key>(key: K, token: string, args: Args<K>): Promise<StaffContentEndpoints[K]['data']> {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  const { params, query, body } = args as { params?: Record<string, string | number>; query?: Record<string, string | number | undefined>; body?: unknown };
  const url = endpointUrl(`staff/${path}`, { params, query });
  return (await requestEnvelope<StaffContentEndpoints[K]['data']>({ method, url, body, token })).data;
}

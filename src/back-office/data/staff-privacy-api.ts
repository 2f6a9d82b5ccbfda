/** The admin's personal-data calls under /api/staff (issue 29): retention, the breach register, a person's export. */
import type { BreachBody, BreachView, RetentionOverview, RetentionRunView } from '../../../domain/staff/privacy';
import { send, toApiError } from '../../../shared/transport';
import { api } from '../../data/api-client';

/** GET staff/retention: the rules, what is due now, the runs. */
export const fetchRetention = (token: string): Promise<RetentionOverview> => api.get('staff/retention', { token });
/** POST staff/retention/run: 'Jalankan sekarang'. */
export const runRetentionNow = (token: string): Promise<{ run: RetentionRunView }> => api.post('staff/retention/run', {}, { token });
/** GET staff/breaches. */
export const fetchBreaches = (token: string): Promise<BreachView[]> => api.get('staff/breaches', { token });
/** POST staff/breaches, or PATCH staff/breaches/{id} when `id` is given. */
export const saveBreach = (token: string, body: BreachBody, id?: number): Promise<BreachView> =>
  (id ? api.patch('staff/breaches/:id', body, { token, params: { id } }) : api.post('staff/breaches', body, { token }));

/** POST staff/privacy/export: the person's data as a JSON file and the name the server gives it. */
export async function exportPersonData(token: string, body: { reference: string; email?: string; member_id?: number }): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send({ method: 'POST', url: '/api/staff/privacy/export', body, token, headers: { accept: 'application/json' } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

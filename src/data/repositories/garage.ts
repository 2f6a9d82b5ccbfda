/**
 * The owner's garage (issue 33): the member's cars, mirrored per member like the histories so the
 * tab shows them offline after a sync; adding, editing and removing need the connection and put the
 * server's answer (every car) into the mirror at once.
 */
import type { GarageCarView } from '../../../domain/api/garage';
import { requestEnvelope } from '../../../shared/transport';
import { writeMirror } from '../db';
import { forgetRecentAnswers, useMirroredQuery } from '../mirrored-query';
import type { MemberAuth } from './member';
import { guardMemberFetch, memberKey } from './member-mirror';

const garageKey = (m: MemberAuth) => memberKey(m.unique_id, 'garage');

const call = async (m: MemberAuth, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  (await requestEnvelope<GarageCarView[]>({ method, url: `/api/member/garage${path}`, body, token: m.token })).data;

/** GET member/garage (mirrored). */
export function useGarage(m: MemberAuth | null) {
  return useMirroredQuery<GarageCarView[]>(m ? garageKey(m) : null, guardMemberFetch(() => call(m!, 'GET', '')));
}

/** The server's list becomes the mirrored one; the envelope's message is returned for the toast. */
async function store(m: MemberAuth, cars: GarageCarView[]): Promise<GarageCarView[]> {
  await writeMirror({ key: garageKey(m), data: cars, fetchedAt: Date.now() });
  forgetRecentAnswers();
  return cars;
}

export interface GarageCarInput {
  plate: string; chassis: string; car_model_id: number | null; car_type_id: number | null; year: number | string; km: number | string;
  last_service_date?: string; last_service_km?: number | string;
}

export async function addGarageCar(m: MemberAuth, input: GarageCarInput): Promise<{ cars: GarageCarView[]; message: string }> {
  const envelope = await requestEnvelope<GarageCarView[]>({ method: 'POST', url: '/api/member/garage', body: input, token: m.token });
  return { cars: await store(m, envelope.data), message: typeof envelope.message === 'string' ? envelope.message : '' };
}

export async function editGarageCar(m: MemberAuth, id: number, edit: { plate?: string; km?: number | string; reminders?: boolean }): Promise<GarageCarView[]> {
  return store(m, await call(m, 'POST', `/${id}`, edit));
}

export async function removeGarageCar(m: MemberAuth, id: number): Promise<GarageCarView[]> {
  return store(m, await call(m, 'DELETE', `/${id}`));
}

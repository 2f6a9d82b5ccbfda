/** The back office's garage calls (issue 33) under /api/staff/garage, typed by the endpoint map, with the staff token; reads go through the staff mirror. */
import type { FormBody } from '../../../domain/api/endpoints';
import type { CampaignDto, ServiceRecordDto, StaffCarEditDto } from '../../../domain/garage/forms';
import { api } from '../../data/api-client';
import { postEnvelope } from '../../data/envelope-request';
import { useStaffRead } from '../session/use-staff';

export type { StaffDueRow as DueRow } from '../../../domain/api/garage';

export const useCarSearch = (text: string) => useStaffRead(text ? `garage/search/${text}` : null, (token) => api.get('staff/garage/cars', { token, query: { q: text } }));
export const usePendingClaims = (enabled: boolean) => useStaffRead(enabled ? 'garage/pending' : null, (token) => api.get('staff/garage/cars', { token, query: { pending: 'true' } }));
export const useMemberCars = (memberId: number | null) => useStaffRead(memberId ? `garage/member/${memberId}` : null, (token) => api.get('staff/garage/cars', { token, query: { member_id: memberId ?? undefined } }));
export const useDue = () => useStaffRead('garage/due', (token) => api.get('staff/garage/due', { token }));
export const useCampaigns = (enabled: boolean) => useStaffRead(enabled ? 'garage/campaigns' : null, (token) => api.get('staff/garage/campaigns', { token }));
export const useCarPage = (id: number | null) => useStaffRead(id ? `garage/car/${id}` : null, (token) => api.get('staff/garage/cars/:id', { token, params: { id: id ?? 0 } }));
/** Keyed by the booking's status too: the record form opens as soon as the booking moves to done. */
export const useBookingGarage = (bookingId: number | null, status = '') =>
  useStaffRead(bookingId ? `garage/booking/${bookingId}/${status}` : null, (token) => api.get('staff/garage/bookings/:id', { token, params: { id: bookingId ?? 0 } }));

/** The answer's data and its message (the garage writes say what they did). */
const withMessage = async <T>(envelope: Promise<{ data: T; message: unknown }>) => {
  const { data, message } = await envelope;
  return { data, message: typeof message === 'string' ? message : '' };
};

export const confirmClaim = (token: string, carId: number) => withMessage(postEnvelope('staff/garage/cars/:id/confirm', {}, { token, params: { id: carId } }));
export const refuseClaim = (token: string, carId: number) => withMessage(postEnvelope('staff/garage/cars/:id/refuse', {}, { token, params: { id: carId } }));
export const editCar = (token: string, carId: number, body: FormBody<StaffCarEditDto>) => withMessage(postEnvelope('staff/garage/cars/:id', body, { token, params: { id: carId } }));
export const saveServiceRecord = (token: string, bookingId: number, body: FormBody<ServiceRecordDto>) =>
  withMessage(postEnvelope('staff/garage/bookings/:id/service', body, { token, params: { id: bookingId } }));
export const createCampaign = (token: string, body: FormBody<CampaignDto>) => withMessage(postEnvelope('staff/garage/campaigns', body, { token }));
export const publishCampaign = (token: string, id: number) => withMessage(postEnvelope('staff/garage/campaigns/:id/publish', {}, { token, params: { id } }));
export const runRemindersNow = (token: string) => withMessage(postEnvelope('staff/jobs/reminders', {}, { token }));

/** The back office's garage calls (issue 33) under /api/staff/garage, with the staff token; reads go through the staff mirror. */
import type { BookingGarage, CampaignView, StaffCarPage, StaffCarRow } from '../../../domain/api/garage';
import { api } from '../../data/api-client';
import { requestEnvelope } from '../../../shared/transport';
import { useStaffRead } from '../session/use-staff';

export type DueRow = StaffCarRow & { booked: boolean };

const q = (value: string) => encodeURIComponent(value);

export const useCarSearch = (text: string) => useStaffRead(text ? `garage/search/${text}` : null, (token) => api.get<StaffCarRow[]>(`staff/garage/cars?q=${q(text)}`, { token }));
export const usePendingClaims = (enabled: boolean) => useStaffRead(enabled ? 'garage/pending' : null, (token) => api.get<StaffCarRow[]>('staff/garage/cars?pending=true', { token }));
export const useMemberCars = (memberId: number | null) => useStaffRead(memberId ? `garage/member/${memberId}` : null, (token) => api.get<StaffCarRow[]>(`staff/garage/cars?member_id=${memberId}`, { token }));
export const useDue = () => useStaffRead('garage/due', (token) => api.get<DueRow[]>('staff/garage/due', { token }));
export const useCampaigns = (enabled: boolean) => useStaffRead(enabled ? 'garage/campaigns' : null, (token) => api.get<CampaignView[]>('staff/garage/campaigns', { token }));
export const useCarPage = (id: number | null) => useStaffRead(id ? `garage/car/${id}` : null, (token) => api.get<StaffCarPage>(`staff/garage/cars/${id}`, { token }));
/** Keyed by the booking's status too: the record form opens as soon as the booking moves to done. */
export const useBookingGarage = (bookingId: number | null, status = '') => useStaffRead(bookingId ? `garage/booking/${bookingId}/${status}` : null, (token) => api.get<BookingGarage>(`staff/garage/bookings/${bookingId}`, { token }));

async function post<T>(path: string, body: unknown, token: string): Promise<{ data: T; message: string }> {
  const envelope = await requestEnvelope<T>({ method: 'POST', url: `/api/staff/${path}`, body, token });
  return { data: envelope.data, message: typeof envelope.message === 'string' ? envelope.message : '' };
}

export const confirmClaim = (token: string, carId: number) => post<StaffCarPage>(`garage/cars/${carId}/confirm`, {}, token);
export const refuseClaim = (token: string, carId: number) => post<{ member_id: number }>(`garage/cars/${carId}/refuse`, {}, token);
export const editCar = (token: string, carId: number, body: Record<string, unknown>) => post<StaffCarPage>(`garage/cars/${carId}`, body, token);
export const saveServiceRecord = (token: string, bookingId: number, body: Record<string, unknown>) => post<BookingGarage>(`garage/bookings/${bookingId}/service`, body, token);
export const createCampaign = (token: string, body: Record<string, unknown>) => post<CampaignView[]>('garage/campaigns', body, token);
export const publishCampaign = (token: string, id: number) => post<CampaignView[]>(`garage/campaigns/${id}/publish`, {}, token);
export const runRemindersNow = (token: string) => post<{ cars_checked: number; messages_written: number }>('jobs/reminders', {}, token);

/**
 * A branch's availability for the slot picker (issue 32): GET /api/slots through the mirror, so
 * offline the last known answer shows with its age ("Ketersediaan terakhir diketahui 2 jam lalu").
 */
import type { SlotDay, SlotsQuery } from '../../domain/slots';
import { api } from '../data/api-client';
import { useMirroredQuery } from '../data/mirrored-query';
import { useOnline } from './use-online';

/** '5 menit lalu', '2 jam lalu', '3 hari lalu'. */
export function ageText(fetchedAt: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - fetchedAt) / 60_000));
  if (minutes < 1) return 'baru saja';
  if (minutes < 60) return `${minutes} menit lalu`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `${hours} jam lalu` : `${Math.round(hours / 24)} hari lalu`;
}

/** What the picker shows. */
export interface SlotAvailability {
  days: SlotDay[] | undefined;
  loading: boolean;
  /** The age of a kept answer (offline or failing), or the offline note while nothing is known; '' otherwise. */
  note: string;
  /** Asks the server again (after a slot filled meanwhile). */
  refetch: () => void;
}

/**
 * The days of `query` (null: not asked yet). The mirror key names the pool and, with `ranged`,
 * the dates asked (the forms ask for the whole window and keep one answer per pool, so it stays
 * usable offline on later days).
 */
export function useSlotAvailability(query: SlotsQuery | null, { ranged = false, sentLater = 'Jadwal dikonfirmasi saat permintaan terkirim.' } = {}): SlotAvailability {
  const pool = query ? `${query.kind}:${query.branch_id}:${query.service_type ?? query.car_model ?? ''}` : '';
  const key = query ? `slots:${pool}${ranged ? `:${query.date_from ?? ''}:${query.date_to ?? ''}` : ''}` : null;
  const slots = useMirroredQuery(key, () => api.get('slots', { query: query! }));
  const online = useOnline();
  const days = query ? slots.data?.days : undefined;
  const note = days && slots.fetchedAt && (!online || slots.error)
    ? `Ketersediaan terakhir diketahui ${ageText(slots.fetchedAt)}. ${sentLater}`
    : !days && query && !online ? `Ketersediaan jadwal belum bisa dimuat saat offline. Pilih tanggal dan jam; ${sentLater.charAt(0).toLowerCase()}${sentLater.slice(1)}` : '';
  return { days, loading: Boolean(query && slots.isLoading), note, refetch: slots.refetch };
}

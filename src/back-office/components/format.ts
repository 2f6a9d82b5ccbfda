/** Times as the staff screens write them, in the dealer's time zone: '10.42', '21 November 2026 10.42'. */
import { formatDateId } from '../../../domain/money';

const clock = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' });

/** '10.42'. */
export function timeOfDay(value: string | number | Date): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : clock.format(d);
}

/** '21 November 2026 10.42'. */
export function dateTime(value: string | number | Date): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : `${formatDateId(d)} ${clock.format(d)}`;
}

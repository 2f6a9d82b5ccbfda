/** Where an after-sales card leads: booking-service and sparepart to their screens, the repairs to after-sales detail. */
import { paths } from '../../app/paths';

/** Accepts the API's app path ('/after-sales/general-repair') or a bare key ('general-repair'). */
export function afterSalesHref(link: string): string {
  if (link.startsWith('/') || /^https?:/i.test(link)) return link;
  if (link === 'booking-service') return paths.bookingService.getHref();
  if (link === 'sparepart' || link === 'sparepart-accesoris') return paths.sparepart.getHref();
  return paths.afterSalesDetail.getHref(link);
}

/**
 * What the page on screen is about, for the sticky bar: the car of a car page (its "Buy a Car"
 * starts the order with it, "Chat with Us" names it) and the branch of a dealer profile (its
 * WhatsApp answers the chat). Read from the address and the page's own reads (the same mirror
 * keys, so the server's render has them too).
 */
import { useLocation, useParams } from 'react-router-dom';
import type { CarDetail } from '../../../domain/api';
import { useCarDetail } from '../../data/repositories/car-detail';
import { useDealerPart } from '../../data/repositories/dealers';
import { paths } from '../../lib/paths';

export interface PageTopic {
  car?: CarDetail;
  /** The WhatsApp number of the branch on screen. */
  branchWhatsapp?: string;
}

/** The car or branch of the current page, if it is one's. */
export function usePageTopic(): PageTopic {
  // A layout sees its screen's params; the address tells which route `link` belongs to.
  const { link } = useParams();
  const { pathname } = useLocation();
  const carSeo = link && pathname === paths.carDetail.getHref(link) ? link : null;
  const branchSeo = link && pathname === paths.findDealerDetail.getHref(link) ? link : undefined;
  const car = useCarDetail(carSeo);
  const contact = useDealerPart('contact', branchSeo);
  return { car: carSeo ? car.data : undefined, branchWhatsapp: branchSeo ? contact.data?.whatsapp : undefined };
}

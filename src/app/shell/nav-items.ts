/** The header's entries, shared by the desktop bar and the phone drawer. */
import { BRAND } from '../../../domain/brand';
import { paths } from '../../lib/paths';

export interface NavLinkItem { label: string; href: string; external?: boolean }

/** Plain entries after VEHICLES. */
export const MAIN_LINKS: NavLinkItem[] = [
  { label: 'AFTER SALES', href: paths.afterSales.getHref() },
  { label: 'PROMO UPDATES', href: paths.promo.getHref() },
  { label: 'TRADE IN', href: paths.tradeIn.getHref() },
];

export const JOURNEY_LABEL = `${BRAND.productTitle.toUpperCase()} JOURNEY`;

/** The {product} Journey submenu. */
export const JOURNEY_LINKS: NavLinkItem[] = [
  { label: `${BRAND.productTitle} Club`, href: paths.club.getHref() },
  { label: 'Find Dream Car', href: paths.journey.getHref() },
  { label: 'Member Area', href: BRAND.memberPortalUrl, external: true },
];

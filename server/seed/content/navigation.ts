/** The header's menu tree; only the Journey entry has a submenu, as the spec's header says. */
import { BRAND } from '../../../domain/brand';

/** A menu entry and its children; ids and parent ids are assigned at insert time. */
export interface MenuSeed { title: string; link: string; external?: boolean; children?: MenuSeed[] }

/** VEHICLES renders the mega menu from the vehicles call; its link is the price-list fallback. */
export const NAVIGATION: MenuSeed[] = [
  { title: 'VEHICLES', link: '/price-list' },
  { title: 'AFTER SALES', link: '/after-sales' },
  { title: 'PROMO UPDATES', link: '/promo' },
  { title: 'TRADE IN', link: '/trade-in' },
  {
    title: `${BRAND.productTitle} Journey`,
    link: `/${BRAND.product}-journey`,
    children: [
      { title: `${BRAND.productTitle} Club`, link: `/${BRAND.product}-club` },
      { title: 'Find Dream Car', link: `/${BRAND.product}-journey` },
      { title: 'Member Area', link: BRAND.memberPortalUrl, external: true },
    ],
  },
];

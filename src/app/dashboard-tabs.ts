/**
 * The member dashboard's side-menu tabs, selected by number (spec: 1 Beranda ... 8 Inbox). The app
 * composes them here because each tab's screen belongs to its own feature (member area, orders).
 */
import type { ComponentType } from 'react';

export interface DashboardTab {
  /** The spec's tab number, 1 to 8. */
  n: number;
  label: string;
  /** The tab's content, loaded when first shown. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Kept sorted by `n`; features add their entries here. */
export const dashboardTabs: DashboardTab[] = [
  { n: 1, label: 'Beranda', load: () => import('../features/member/tabs/home-tab') },
  { n: 2, label: 'Profile', load: () => import('../features/member/tabs/profile-tab') },
  { n: 3, label: 'Buy a Car', load: () => import('../features/order/history/buy-a-car-tab') },
  { n: 4, label: 'Booking Service', load: () => import('../features/member/tabs/service-history-tab') },
  { n: 5, label: 'Test Drive', load: () => import('../features/member/tabs/test-drive-history-tab') },
  { n: 6, label: 'Trade In', load: () => import('../features/member/tabs/trade-in-history-tab') },
  { n: 7, label: 'Konfirmasi Pembayaran', load: () => import('../features/order/payment/payment-confirmation-tab') },
  { n: 8, label: 'Inbox', load: () => import('../features/member/tabs/inbox-tab') },
];

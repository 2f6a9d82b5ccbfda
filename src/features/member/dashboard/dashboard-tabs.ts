/** The member dashboard's side-menu tabs, selected by number (spec: 1 Beranda ... 8 Inbox), every one in this feature. */
import type { ComponentType } from 'react';
import { type DASHBOARD_TABS } from '../../../../domain/constants';

export interface DashboardTab {
  /** The spec's tab number, 1 to 8, and 9 'Garasi Saya'. */
  n: (typeof DASHBOARD_TABS)[number];
  label: string;
  /** The tab's content, loaded when first shown. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Kept sorted by `n`, one entry per number of DASHBOARD_TABS. */
export const dashboardTabs: DashboardTab[] = [
  { n: 1, label: 'Beranda', load: () => import('../tabs/home-tab') },
  { n: 2, label: 'Profile', load: () => import('../tabs/profile-tab') },
  { n: 3, label: 'Buy a Car', load: () => import('../tabs/buy-a-car-tab') },
  { n: 4, label: 'Booking Service', load: () => import('../tabs/service-history-tab') },
  { n: 5, label: 'Test Drive', load: () => import('../tabs/test-drive-history-tab') },
  { n: 6, label: 'Trade In', load: () => import('../tabs/trade-in-history-tab') },
  { n: 7, label: 'Konfirmasi Pembayaran', load: () => import('../tabs/payment-confirmation-tab') },
  { n: 8, label: 'Inbox', load: () => import('../tabs/inbox-tab') },
  { n: 9, label: 'Garasi Saya', load: () => import('../tabs/garage-tab') },
];

/** The tab numbered `n` (from `?tab=` or the one chosen before); an unknown number is the first, Beranda. */
export const dashboardTab = (n: number): DashboardTab => dashboardTabs.find((t) => t.n === n) ?? dashboardTabs[0];

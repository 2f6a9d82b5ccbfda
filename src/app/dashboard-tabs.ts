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
];

/** The dashboard's side menu: a vertical tab list on wide screens, a scrolling row on phones. */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { DashboardTab } from './dashboard-tabs';
import { useMediaQuery } from '../../../lib/use-media-query';
import { panelId, tabId } from '../../../ui/tabs';
import styles from './dashboard.module.css';

/** Prefix of the menu's tab and panel ids. */
export const DASHBOARD_ID = 'dashboard';

interface DashboardMenuProps {
  tabs: readonly DashboardTab[];
  active: number;
  onSelect: (n: number) => void;
  /** A count shown beside a tab (e.g. unread inbox messages), by tab number. */
  badges?: Partial<Record<number, number>>;
}

/** The tab list with optional count badges. */
export function DashboardMenu({ tabs, active, onSelect, badges = {} }: DashboardMenuProps) {
  const vertical = useMediaQuery('(min-width: 992px)');
  const listRef = useRef<HTMLDivElement>(null);

  // On phones the row scrolls: keep the chosen tab in view (e.g. arriving with ?tab=8).
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || vertical) return;
    if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active, vertical]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.n === active);
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    let next = step === undefined ? -1 : (index + step + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next].n);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(DASHBOARD_ID, tabs[next].n))}`)?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label="Menu member" aria-orientation={vertical ? 'vertical' : 'horizontal'} className={styles.menu} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.n === active;
        const count = badges[tab.n] ?? 0;
        return (
          <button
            key={tab.n}
            id={tabId(DASHBOARD_ID, tab.n)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(DASHBOARD_ID, tab.n)}
            tabIndex={selected ? 0 : -1}
            className={styles.menuItem}
            onClick={() => onSelect(tab.n)}
          >
            <span>{tab.label}</span>
            {count > 0 ? (
              <span className={styles.badge}>
                {count}
                <span className="visually-hidden"> belum dibaca</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

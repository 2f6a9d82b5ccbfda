/** An accessible tab list (arrow keys move between tabs); the panel is rendered by the caller with `tabPanelProps`. */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../lib/use-media-query';
import styles from './tabs.module.css';

export interface TabItem {
  id: string | number;
  label: string;
  /** A count beside the label (e.g. unread messages); none at 0. */
  count?: number;
}

interface TabsProps {
  /** Prefix of the tab and panel ids; unique on the page. */
  idPrefix: string;
  items: readonly TabItem[];
  activeId: string | number | null;
  onChange: (id: string | number) => void;
  label: string;
  /** 'side': an underlined row on phones and tablets, a vertical menu from desktop widths (the member dashboard). */
  look?: 'underline' | 'pills' | 'side';
  /** Read after a count by screen readers, e.g. 'belum dibaca'. */
  countLabel?: string;
  className?: string;
}

/** Where the 'side' look turns vertical; the same width as its CSS. */
const SIDE_VERTICAL = '(min-width: 992px)';

const ARROWS: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };
/** The arrows a list of each orientation answers; the side menu answers all four, as it turns between the two. */
const KEYS = { horizontal: ['ArrowLeft', 'ArrowRight'], vertical: ['ArrowUp', 'ArrowDown'], both: Object.keys(ARROWS) };

export const tabId = (prefix: string, id: string | number) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string | number) => `${prefix}-panel-${id}`;

/** Props for the element showing the active tab's content. */
export function tabPanelProps(idPrefix: string, id: string | number) {
  return { id: panelId(idPrefix, id), role: 'tabpanel' as const, 'aria-labelledby': tabId(idPrefix, id), tabIndex: 0 };
}

export function Tabs({ idPrefix, items, activeId, onChange, label, look = 'underline', countLabel, className }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const side = look === 'side';
  const vertical = useMediaQuery(SIDE_VERTICAL) && side;

  // A row that scrolls keeps the chosen tab in view (e.g. arriving with ?tab=8 on a phone). Measured in
  // the next frame, which lays the page out anyway: read in the effect, the offsets forced that layout
  // into the task that drew the list (the VEHICLES menu's click, issue 35.3).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab || vertical) return;
      if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
        list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [activeId, vertical]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = side ? KEYS.both : KEYS.horizontal;
    const index = items.findIndex((t) => t.id === activeId);
    let next = keys.includes(event.key) ? (index + ARROWS[event.key] + items.length) % items.length : -1;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, items[next].id))}`)?.focus();
  }

  const lookClass = look === 'pills' ? styles.pills : side ? styles.side : undefined;
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      className={[styles.list, lookClass, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const active = item.id === activeId;
        return (
          <button
            key={item.id}
            id={tabId(idPrefix, item.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(idPrefix, item.id)}
            tabIndex={active ? 0 : -1}
            className={[styles.tab, active && styles.active].filter(Boolean).join(' ')}
            onClick={() => onChange(item.id)}
          >
            {item.count ? (
              <>
                <span>{item.label}</span>
                <span className={styles.count}>
                  {item.count}
                  {countLabel ? <span className="visually-hidden">{` ${countLabel}`}</span> : null}
                </span>
              </>
            ) : item.label}
          </button>
        );
      })}
    </div>
  );
}

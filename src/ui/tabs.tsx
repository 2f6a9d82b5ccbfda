/** An accessible tab list (arrow keys move between tabs); the panel is rendered by the caller with `tabPanelProps`. */
import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem { id: string | number; label: string }

interface TabsProps {
  /** Prefix of the tab and panel ids; unique on the page. */
  idPrefix: string;
  items: readonly TabItem[];
  activeId: string | number | null;
  onChange: (id: string | number) => void;
  label: string;
  look?: 'underline' | 'pills' | 'vertical';
  className?: string;
}

export const tabId = (prefix: string, id: string | number) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string | number) => `${prefix}-panel-${id}`;

/** Props for the element showing the active tab's content. */
export function tabPanelProps(idPrefix: string, id: string | number) {
  return { id: panelId(idPrefix, id), role: 'tabpanel' as const, 'aria-labelledby': tabId(idPrefix, id), tabIndex: 0 };
}

export function Tabs({ idPrefix, items, activeId, onChange, label, look = 'underline', className }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const vertical = look === 'vertical';

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const index = items.findIndex((t) => t.id === activeId);
    let next = -1;
    if (event.key === keys[0]) next = (index - 1 + items.length) % items.length;
    else if (event.key === keys[1]) next = (index + 1) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, items[next].id))}`)?.focus();
  }

  const lookClass = look === 'pills' ? styles.pills : vertical ? styles.vertical : undefined;
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
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

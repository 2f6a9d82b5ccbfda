/** The phone menu: the header's entries in a drawer; VEHICLES and the Journey submenu expand in place. */
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { useModalFocus } from '../../lib/use-modal-focus';
import { Icon } from '../../ui/icons';
import { AccountButton } from './account-button';
import { Logo } from './logo';
import { JourneyLinkItems } from './journey-links';
import { JOURNEY_LABEL, MAIN_LINKS } from './nav-items';
import { VehiclesMenu } from './vehicles-menu';
import styles from './mobile-drawer.module.css';

export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const [expanded, setExpanded] = useState<'vehicles' | 'journey' | null>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  useModalFocus(drawerRef, onClose);

  const toggle = (part: 'vehicles' | 'journey') => setExpanded((current) => (current === part ? null : part));

  return createPortal(
    <>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div ref={drawerRef} className={styles.drawer} role="dialog" aria-modal="true" aria-label="Menu">
        <div className={styles.top}>
          <Logo />
          <button type="button" className={styles.close} data-autofocus onClick={onClose} aria-label="Tutup menu">
            <Icon name="close" size={28} />
          </button>
        </div>
        <nav className={styles.body} aria-label="Menu utama" onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.row} aria-expanded={expanded === 'vehicles'} aria-controls="drawer-vehicles" onClick={() => toggle('vehicles')}>
                VEHICLES <Icon name="chevronDown" size={20} />
              </button>
              {expanded === 'vehicles' ? (
                <div id="drawer-vehicles" className={styles.sub}>
                  <VehiclesMenu compact idPrefix="drawer" />
                </div>
              ) : null}
            </li>
            {MAIN_LINKS.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className={styles.row}>
                  {item.label} <Icon name="chevronRight" size={20} />
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className={styles.row} aria-expanded={expanded === 'journey'} aria-controls="drawer-journey" onClick={() => toggle('journey')}>
                {JOURNEY_LABEL} <Icon name="chevronDown" size={20} />
              </button>
              {expanded === 'journey' ? (
                <ul id="drawer-journey" className={`${styles.sub} ${styles.subList}`}>
                  <JourneyLinkItems />
                </ul>
              ) : null}
            </li>
          </ul>
          {/* Login opens its modal, Logout leaves: either way the drawer must not stay open behind it. */}
          <div className={styles.account} onClick={(e) => (e.target as HTMLElement).closest('button') && onClose()}>
            <AccountButton block />
          </div>
        </nav>
      </div>
    </>,
    document.body,
  );
}

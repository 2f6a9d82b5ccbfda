/**
 * The site header: logo, VEHICLES mega menu, main entries, the Journey submenu, account; a drawer
 * on phones. Each open panel follows its button in the DOM, so Tab walks through the panel before
 * the next entry; Escape closes it and gives focus back to its button; focus leaving closes it.
 */
import { memo, Suspense, useDeferredValue, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { fetchVehicles } from '../../data/repositories/vehicles';
import { useMirroredQuery } from '../../data/mirrored-query';
import { Icon } from '../../ui/icons';
import { paths } from '../../lib/paths';
import { deferred } from '../../lib/deferred';
import { AccountButton } from './account-button';
import { Logo } from './logo';
import { JourneyLinkItems } from './journey-links';
import { JOURNEY_LABEL, MAIN_LINKS } from './nav-items';
import styles from './header.module.css';

// Drawn only on a tap: their code comes once the page is live (deferred.tsx), not in the first load.
const MobileDrawer = deferred(() => import('./mobile-drawer').then((module) => module.MobileDrawer));
const VehiclesMenuOf = deferred(() => import('./vehicles-menu').then((module) => module.VehiclesMenuOf));

type OpenMenu = 'vehicles' | 'journey' | null;

/**
 * The VEHICLES panel, drawn only while open (the closed page holds none of the catalogue), and the
 * catalogue's query, held for the page's life in the browser only: the mirror is warm so the menu opens
 * with its content (offline too), and opening it starts no query of its own in the click (issue 35.3).
 * The server's page does not carry the whole catalogue for a menu that is closed (15 KB of every page's
 * embedded data, issue 35; Home's car categories still embed it, as they draw it). Its own component,
 * so the answer arriving re-renders nothing else.
 */
function VehiclesMega({ open, onClose }: { open: boolean; onClose: () => void }) {
  const vehicles = useMirroredQuery(typeof window === 'undefined' ? null : 'vehicles', fetchVehicles, { background: !open });
  // Opened with nothing to show (the first load failed, e.g. offline with an empty mirror): ask again.
  const { data, isFetching, refetch } = vehicles;
  useEffect(() => {
    if (open && !data && !isFetching) refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only; `refetch` is new each render
  }, [open]);
  if (!open) return null;
  return (
    <div id="mega-menu" className={styles.mega} onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
      <div className="container">
        <div className={styles.megaHead}>
          <h2 className={styles.megaTitle}>Pilih Mobil Toyota Anda</h2>
        </div>
        <Suspense fallback={null}><VehiclesMenuOf idPrefix="mega" vehicles={vehicles} /></Suspense>
      </div>
    </div>
  );
}

// What opening a menu leaves as it is: drawn again on their own changes (the location, the session),
// not each time the header's open menu changes (the VEHICLES click draws the panel, not the bar).
const HomeLink = memo(function HomeLink() {
  return (
    <Link to={paths.home.getHref()} className={styles.home} aria-label="Merapi Toyota, ke Beranda">
      <Logo />
    </Link>
  );
});
const MainLinks = memo(function MainLinks() {
  return MAIN_LINKS.map((item) => (
    <li key={item.href}>
      <NavLink to={item.href} className={styles.entry}>
        {item.label}
      </NavLink>
    </li>
  ));
});
const Account = memo(AccountButton);

export function Header() {
  const [open, setOpen] = useState<OpenMenu>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const buttons = { vehicles: useRef<HTMLButtonElement>(null), journey: useRef<HTMLButtonElement>(null) };
  const location = useLocation();
  // Opened with a pointer, the VEHICLES panel follows a render later: the click's own task flips the
  // button and paints, and the panel (a catalogue of cards) is drawn in a render React slices, not in the
  // click's task (issue 35.3: the menu's Event Timing 168 -> 64 ms at the target phone). Opened from the
  // keyboard (Enter or Space: a click whose `detail` is 0) it is drawn at once, so a Tab pressed right
  // after lands in it.
  const deferredOpen = useDeferredValue(open);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);

  useEffect(() => {
    setOpen(null);
    setDrawerOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(null);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      const button = buttons[open].current;
      setOpen(null);
      // Focus was in the panel or on its button: keep the visitor's place instead of dropping to the page.
      if (button && headerRef.current?.contains(document.activeElement)) button.focus();
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `buttons` holds refs, stable for the component's life
  }, [open]);

  const toggle = (menu: OpenMenu) => setOpen((current) => (current === menu ? null : menu));
  /** Closes a menu once keyboard focus has moved out of its entry (button and panel). */
  const closeOnLeave = (menu: OpenMenu) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen((current) => (current === menu ? null : current));
  };

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <HomeLink />
        <nav className={styles.nav} aria-label="Menu utama">
          <ul className={styles.menu}>
            <li className={styles.megaEntry} onBlur={closeOnLeave('vehicles')}>
              <button ref={buttons.vehicles} type="button" className={styles.entry} aria-expanded={open === 'vehicles'} aria-controls="mega-menu" onClick={(event: MouseEvent) => { setOpenedByKeyboard(event.detail === 0); toggle('vehicles'); }}>
                VEHICLES <Icon name="chevronDown" size={16} />
              </button>
              <VehiclesMega open={open === 'vehicles' && (openedByKeyboard || deferredOpen === 'vehicles')} onClose={() => setOpen(null)} />
            </li>
            <MainLinks />
            <li onBlur={closeOnLeave('journey')}>
              <button ref={buttons.journey} type="button" className={styles.entry} aria-expanded={open === 'journey'} aria-controls="journey-menu" onClick={() => toggle('journey')}>
                {JOURNEY_LABEL} <Icon name="chevronDown" size={16} />
              </button>
              {open === 'journey' ? (
                <ul id="journey-menu" className={styles.dropdown} onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(null)}>
                  <JourneyLinkItems />
                </ul>
              ) : null}
            </li>
          </ul>
        </nav>
        <div className={styles.account}>
          <Account />
        </div>
        <button type="button" className={styles.burger} aria-label="Buka menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          <Icon name="menu" size={28} />
        </button>
      </div>
      {drawerOpen ? <Suspense fallback={null}><MobileDrawer onClose={() => setDrawerOpen(false)} /></Suspense> : null}
    </header>
  );
}

/** The head of the personal-data area (admin): its title, sync time, actions, and the tabs (retention, breaches, written requests). */
import type { ComponentProps, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import styles from './privacy.module.css';

const TABS = [
  { to: paths.staffRetention.getHref(), label: 'Retensi Data' },
  { to: paths.staffBreaches.getHref(), label: 'Register Insiden' },
  { to: paths.staffDataRequests.getHref(), label: 'Permintaan Data' },
];

/** The page head every tab shares: 'Data Pribadi', when its data was read (if it reads any), its actions, the tabs. */
export function PrivacyHead({ sync, children }: { sync?: ComponentProps<typeof LastSync>; children?: ReactNode }) {
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Data Pribadi</h1>
          {sync ? <LastSync {...sync} /> : null}
        </div>
        {children ? <div className={ui.headActions}>{children}</div> : null}
      </div>
      <PrivacyTabs />
    </>
  );
}

/** The tab strip under the page head. */
function PrivacyTabs() {
  return (
    <nav aria-label="Data pribadi">
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

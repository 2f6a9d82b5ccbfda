/** The tabs of the personal-data area (admin): retention, the breach register, written requests. */
import { NavLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from './privacy.module.css';

const TABS = [
  { to: paths.staffRetention.getHref(), label: 'Retensi Data' },
  { to: paths.staffBreaches.getHref(), label: 'Register Insiden' },
  { to: paths.staffDataRequests.getHref(), label: 'Permintaan Data' },
];

/** The tab strip under the page head. */
export function PrivacyTabs() {
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

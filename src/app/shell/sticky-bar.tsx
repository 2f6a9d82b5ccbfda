/** Quick actions: fixed at the bottom on phones, a compact bar at the right edge on wide screens. */
import { NavLink } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { Icon, type IconName } from '../../ui/icons';
import { paths } from '../../lib/paths';
import styles from './sticky-bar.module.css';

const ACTIONS: Array<{ label: string; icon: IconName; href: string; external?: boolean; className?: string }> = [
  { label: 'Buy a Car', icon: 'cart', href: BRAND.salesSiteUrl, external: true },
  { label: 'Booking Service', icon: 'wrench', href: paths.bookingService.getHref() },
  { label: 'Test Drive', icon: 'steering', href: paths.testDrive.getHref() },
  { label: 'Credit Simulation', icon: 'calculator', href: paths.creditSimulation.getHref() },
  { label: 'Chat with Us', icon: 'whatsapp', href: BRAND.whatsappLink, external: true, className: styles.chat },
];

export function StickyBar() {
  return (
    <nav aria-label="Aksi cepat">
      <ul className={styles.bar}>
        {ACTIONS.map((a) => (
          <li key={a.label}>
            {a.external ? (
              <a href={a.href} target="_blank" rel="noopener noreferrer" className={[styles.item, a.className].filter(Boolean).join(' ')}>
                <Icon name={a.icon} size={22} />
                {a.label}
              </a>
            ) : (
              <NavLink to={a.href} className={styles.item}>
                <Icon name={a.icon} size={22} />
                {a.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

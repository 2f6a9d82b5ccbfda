/** Quick actions: fixed at the bottom on phones, a compact bar at the right edge on wide screens. */
import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../../ui/icons';
import { paths } from '../../lib/paths';
import { useBuyCarLink, useChatLink, type SiteLink } from '../../lib/site-links';
import { usePageTopic } from './page-topic';
import styles from './sticky-bar.module.css';

interface Action { label: string; icon: IconName; link: SiteLink; className?: string }

const internal = (href: string): SiteLink => ({ href, external: false });

export function StickyBar() {
  const { car, branchWhatsapp } = usePageTopic();
  const buy = useBuyCarLink(car ? { category: car.category_id, model: car.car_model_id } : undefined);
  const chat = useChatLink({ whatsapp: branchWhatsapp, carName: car?.car_model_name });
  const actions: Action[] = [
    { label: 'Buy a Car', icon: 'cart', link: buy },
    { label: 'Booking Service', icon: 'wrench', link: internal(paths.bookingService.getHref()) },
    { label: 'Test Drive', icon: 'steering', link: internal(paths.testDrive.getHref()) },
    { label: 'Credit Simulation', icon: 'calculator', link: internal(paths.creditSimulation.getHref()) },
    { label: 'Chat with Us', icon: 'whatsapp', link: chat, className: styles.chat },
  ];
  return (
    <nav aria-label="Aksi cepat">
      <ul className={styles.bar}>
        {actions.map((a) => (
          <li key={a.label}>
            {a.link.external ? (
              <a href={a.link.href} target="_blank" rel="noopener noreferrer" className={[styles.item, a.className].filter(Boolean).join(' ')}>
                <Icon name={a.icon} size={22} />
                {a.label}
              </a>
            ) : (
              <NavLink to={a.link.href} className={styles.item}>
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

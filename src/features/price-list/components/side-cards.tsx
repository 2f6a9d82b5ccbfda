/** The price list's side cards: find a dealer, credit simulation, comparison and the customer-care phone. */
import { Link } from 'react-router-dom';
import { BRAND } from '../../../../domain/brand';
import { paths } from '../../../lib/paths';
import { Icon, type IconName } from '../../../ui/icons';
import styles from './side-cards.module.css';

const CARDS: ReadonlyArray<{ icon: IconName; title: string; text: string; href: string }> = [
  { icon: 'pin', title: 'Find Dealer', text: 'Temukan dealer Merapi Toyota terdekat.', href: paths.findDealer.getHref() },
  { icon: 'calculator', title: 'Credit Simulation', text: 'Hitung uang muka dan angsuran Anda.', href: paths.creditSimulation.getHref() },
  { icon: 'car', title: 'Comparison', text: 'Bandingkan spesifikasi dua mobil.', href: paths.compareCar.getHref() },
];

/** Links to dealers, credit simulation, comparison and the phone number. */
export function SideCards() {
  return (
    <aside className={styles.aside} aria-label="Layanan lainnya">
      {CARDS.map((c) => (
        <Link key={c.title} to={c.href} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={c.icon} />
          </span>
          <span>
            <strong>{c.title}</strong>
            <span className={styles.text}>{c.text}</span>
          </span>
          <Icon name="chevronRight" size={20} className={styles.chevron} />
        </Link>
      ))}
      <a href={`tel:${BRAND.customerCarePhone.replace(/\s+/g, '')}`} className={`${styles.card} ${styles.phone}`}>
        <span className={styles.icon}>
          <Icon name="phone" />
        </span>
        <span>
          <strong>Customer Care</strong>
          <span className={styles.number}>{BRAND.customerCarePhoneDisplay}</span>
        </span>
      </a>
    </aside>
  );
}

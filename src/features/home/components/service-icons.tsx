/** The four service shortcuts (contact, comparison, credit simulation, booking service). */
import { useServiceIcons } from '../../../data/repositories/home-content';
import { Image } from '../../../ui/image';
import { Skeleton } from '../../../ui/skeleton';
import { SmartLink } from '../../../ui/smart-link';
import styles from './service-icons.module.css';

export function ServiceIcons() {
  const { data, isLoading } = useServiceIcons();
  if (isLoading) {
    return (
      <div className="container">
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={96} />
          ))}
        </div>
      </div>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <nav className="container" aria-label="Layanan">
      <ul className={styles.grid}>
        {data.map((icon) => (
          <li key={icon.id}>
            <SmartLink href={icon.link} className={styles.item}>
              <span className={styles.iconWrap}>
                <Image src={icon.image} alt="" width={32} height={32} className={styles.icon} />
              </span>
              <span>{icon.title}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

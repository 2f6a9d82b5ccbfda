/** Trusted values: why buy and service here. */
import { BRAND } from '../../../../domain/brand';
import { useValues } from '../../../data/repositories/home-content';
import { Image } from '../../../ui/image';
import { placeholderKeys, Skeleton } from '../../../ui/skeleton';
import { Section } from './section';
import styles from './values-section.module.css';

export function ValuesSection() {
  const { data, isLoading } = useValues();
  if (!isLoading && (!data || data.length === 0)) return null;
  return (
    <Section id="home-values" eyebrow="Trusted Values" title={`Mengapa ${BRAND.name}?`}>
      <ul className={styles.grid} aria-busy={!data || undefined}>
        {!data
          ? placeholderKeys(6).map((key) => (
              <li key={key}>
                <Skeleton height={96} />
              </li>
            ))
          : data.map((v) => (
              <li key={v.id} className={styles.item}>
                <Image src={v.icon} alt="" width={56} height={56} className={styles.icon} />
                <div>
                  <h3 className={styles.title}>{v.title}</h3>
                  <p className={styles.text}>{v.text}</p>
                </div>
              </li>
            ))}
      </ul>
    </Section>
  );
}

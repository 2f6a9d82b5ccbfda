/** A brochure: cover, title and 'N kali diunduh'; the whole card opens the PDF. */
import { Icon } from '../../ui/icons';
import { Image } from '../../ui/image';
import type { Brochure } from './use-brochure-download';
import styles from './brochure.module.css';
import { formatNumberId } from '../../../domain/money';

/** '1.204 kali diunduh'. */
export function downloadsText(count: number): string {
  return `${formatNumberId(count)} kali diunduh`;
}

/** One card; `onOpen` opens the file and counts the download. */
export function BrochureCard({ item, count, onOpen }: { item: Brochure; count: number; onOpen: (item: Brochure) => void }) {
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(item)}>
      <span className={styles.cover}>
        <Image src={item.image} alt="" width={600} height={800} className={styles.image} />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.count}>{downloadsText(count)}</span>
        <span className={styles.action}>
          <Icon name="arrowRight" size={16} /> Download PDF
        </span>
      </span>
    </button>
  );
}

/** A product card: image, price when known, title, note when given, and a WhatsApp question about it. */
import type { SparePart } from '../../../domain/api';
import { BRAND } from '../../../domain/brand';
import { formatRupiah } from '../../../domain/money';
import { ButtonExternal } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Image } from '../../ui/image';
import { brandWhatsappUrl } from '../../ui/whatsapp';
import styles from './spare-parts.module.css';

/** The WhatsApp message prefilled for one product. */
export function partQuestion(part: Pick<SparePart, 'title' | 'harga'>): string {
  const price = part.harga ? ` (${formatRupiah(part.harga)})` : '';
  return `Halo ${BRAND.name}, saya ingin menanyakan ketersediaan ${part.title}${price}.`;
}

/** One product of the list. */
export function SparePartCard({ part }: { part: SparePart }) {
  return (
    <article className={styles.card}>
      <Image src={part.image} alt="" width={500} height={500} sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw" className={styles.image} />
      <div className={styles.cardBody}>
        <div className={styles.text}>
          <span className={styles.category}>{part.category === 'accesories' ? 'Aksesoris' : 'Sparepart'}</span>
          <h2 className={styles.title}>{part.title}</h2>
          {part.harga ? <p className={styles.price}>{formatRupiah(part.harga)}</p> : null}
          {part.keterangan ? <p className={styles.note}>{part.keterangan}</p> : null}
        </div>
        <ButtonExternal href={brandWhatsappUrl(partQuestion(part))} variant="light" block aria-label={`Tanya ${part.title} via WhatsApp`}>
          <Icon name="whatsapp" size={18} /> Tanya
        </ButtonExternal>
      </div>
    </article>
  );
}

/** A model card of the VEHICLES menu, linking to the car detail. */
import { Link } from 'react-router-dom';
import type { ModelCard } from '../../../domain/api';
import { Image } from '../../ui/image';
import { PriceBlock } from '../../ui/price-block';
import { paths } from '../../lib/paths';
import styles from './vehicle-card.module.css';

export function VehicleCard({ model, compact = false }: { model: ModelCard; compact?: boolean }) {
  return (
    <Link to={paths.carDetail.getHref(model.car_seo)} className={[styles.card, compact && styles.compact].filter(Boolean).join(' ')}>
      <Image src={model.image} alt="" width={320} height={200} sizes={compact ? '112px' : '320px'} className={styles.image} />
      <div>
        <h3 className={styles.name}>{model.name}</h3>
        <PriceBlock priceOtr={model.price_otr} priceDisc={model.price_disc} hargaMulai={model.harga_mulai} priceCredit={model.price_credit} />
      </div>
    </Link>
  );
}

/** 'Choose a Type': a card per type (image, name, transmission, price) with its specification, a shortcut into the simulation and 'Pesan' (the order wizard with the type). */
import { useState } from 'react';
import type { CarType } from '../../../../domain/api';
import { carPrice } from '../../../../domain/price';
import type { OrderPrefill } from '../../../lib/order-prefill';
import { paths } from '../../../lib/paths';
import { Button, ButtonLink } from '../../../ui/button';
import { Carousel } from '../../../ui/carousel';
import { Image } from '../../../ui/image';
import { CarPrice } from '../../../ui/car-price';
import { Skeleton } from '../../../ui/skeleton';
import { TYPE_CAROUSEL_BREAKPOINTS } from '../car-detail-constants';
import { perViewSizes } from '../../../lib/use-media-query';
import { DetailSection } from './detail-section';
import { SpecModal } from './spec-modal';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './type-carousel.module.css';

/** How wide a type's picture shows: its slot of the carousel. */
const TYPE_IMAGE_SIZES = perViewSizes(TYPE_CAROUSEL_BREAKPOINTS);

/** The model (and the colour, once chosen) every type's 'Pesan' starts the order with. */
type ModelPrefill = Pick<OrderPrefill, 'category' | 'model' | 'colour'>;

interface TypeCarouselProps {
  modelName: string;
  car: ModelPrefill;
  types: CarType[] | undefined;
  isLoading: boolean;
  selectedTypeId: number | null;
  onSimulate: (type: CarType) => void;
}

/** 'Choose a Type' with the specification modal. */
export function TypeCarousel({ modelName, car, types, isLoading, selectedTypeId, onSimulate }: TypeCarouselProps) {
  const [specOf, setSpecOf] = useState<CarType | null>(null);
  if (!isLoading && (!types || types.length === 0)) return null;
  return (
    <DetailSection id="car-types" eyebrow="Tipe" title="Choose a Type">
      {!types ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={360} />
          <Skeleton height={360} />
          <Skeleton height={360} />
        </div>
      ) : (
        <Carousel
          className={styles.track}
          label={`Tipe ${modelName}`}
          items={types}
          getKey={(t) => t.car_type_id}
          perView={TYPE_CAROUSEL_BREAKPOINTS}
          arrowsOutside
          dots
          renderItem={(t) => (
            <TypeCard type={t} modelName={modelName} car={car} selected={t.car_type_id === selectedTypeId} onSpec={() => setSpecOf(t)} onSimulate={() => onSimulate(t)} />
          )}
        />
      )}
      {specOf ? <SpecModal modelName={modelName} type={specOf} onClose={() => setSpecOf(null)} /> : null}
    </DetailSection>
  );
}

interface TypeCardProps {
  type: CarType;
  modelName: string;
  car: ModelPrefill;
  selected: boolean;
  onSpec: () => void;
  onSimulate: () => void;
}

function TypeCard({ type, modelName, car, selected, onSpec, onSimulate }: TypeCardProps) {
  return (
    <article className={[styles.card, selected && styles.selected].filter(Boolean).join(' ')} aria-label={`${modelName} ${type.car_type_name}`}>
      <Image src={type.image} alt="" width={MEDIA.car.width} height={MEDIA.car.height} sizes={TYPE_IMAGE_SIZES} className={styles.image} draggable={false} />
      <span className={styles.transmission}>{type.car_transmission === 'AT' ? 'Otomatis (AT)' : 'Manual (MT)'}</span>
      <h3 className={styles.name}>
        {modelName} {type.car_type_name}
      </h3>
      <CarPrice price={carPrice(type.price_otr, type.price_disc)} stacked className={styles.prices} />
      <div className={styles.actions}>
        <Button variant="light" onClick={onSpec}>
          Spesifikasi
        </Button>
        <Button variant={selected ? 'dark' : 'secondary'} onClick={onSimulate} aria-pressed={selected}>
          {selected ? 'Disimulasikan' : 'Simulasi Kredit'}
        </Button>
        <ButtonLink to={paths.order.getHref({ ...car, transmission: type.car_transmission, type: type.car_type_id })} aria-label={`Pesan ${modelName} ${type.car_type_name}`}>
          Pesan
        </ButtonLink>
      </div>
    </article>
  );
}

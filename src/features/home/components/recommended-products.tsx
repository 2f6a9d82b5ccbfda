/** Recommended products: a card carousel with the category ribbon, featured highlights and BUY A CAR (the order wizard with the model, or the dealer's sales site). */
import { Link } from 'react-router-dom';
import type { Recommended } from '../../../../domain/api';
import { PRODUCT_SLIDER_BREAKPOINTS } from '../../../../domain/constants';
import { paths } from '../../../lib/paths';
import { useRecommended } from '../../../data/repositories/home-content';
import { perViewSizes, useBreakpointValue } from '../../../lib/use-media-query';
import { BuyCarLink } from '../../../lib/site-links';
import { buttonClass } from '../../../ui/button';
import { Carousel } from '../../../ui/carousel';
import { Icon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { PriceBlock } from '../../../ui/price-block';
import { Skeleton } from '../../../ui/skeleton';
import { AUTOPLAY } from '../home-constants';
import { Section } from './section';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './recommended-products.module.css';

export function RecommendedProducts() {
  const { data, isLoading } = useRecommended();
  const perView = useBreakpointValue(PRODUCT_SLIDER_BREAKPOINTS);
  if (!isLoading && (!data || data.length === 0)) return null;
  return (
    <Section id="home-recommended" eyebrow="Rekomendasi" title="Mobil Pilihan untuk Anda" alt>
      {!data ? (
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${perView}, 1fr)`, gap: 16 }} aria-busy="true">
          {Array.from({ length: perView }, (_, i) => (
            <Skeleton key={i} height={420} />
          ))}
        </div>
      ) : (
        <Carousel
          className={styles.track}
          label="Mobil rekomendasi"
          items={data}
          getKey={(p) => p.car_model_id}
          perView={PRODUCT_SLIDER_BREAKPOINTS}
          autoplayMs={AUTOPLAY.recommended}
          dots
          arrowsOutside
          renderItem={(p) => <ProductCard product={p} />}
        />
      )}
    </Section>
  );
}

/** How wide a card's picture shows: its slot of the slider (one card per view on a phone, up to four). */
const PRODUCT_IMAGE_SIZES = perViewSizes(PRODUCT_SLIDER_BREAKPOINTS);

function ProductCard({ product }: { product: Recommended }) {
  const href = paths.carDetail.getHref(product.car_seo);
  return (
    <article className={styles.card}>
      {product.ribbon ? <span className={styles.ribbon}>{product.ribbon}</span> : null}
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true" draggable={false}>
        <Image src={product.image} alt="" width={MEDIA.car.width} height={MEDIA.car.height} sizes={PRODUCT_IMAGE_SIZES} className={styles.image} draggable={false} />
      </Link>
      <h3 className={styles.name}>
        <Link to={href}>{product.name}</Link>
      </h3>
      <PriceBlock priceOtr={product.price_otr} priceDisc={product.price_disc} hargaMulai={product.harga_mulai} priceCredit={product.price_credit} />
      {product.featured.length > 0 ? (
        <ul className={styles.featured} aria-label="Keunggulan">
          {product.featured.slice(0, 3).map((f) => (
            <li key={f.title} title={f.subtitle}>
              <Icon name="check" size={18} />
              {f.title}
            </li>
          ))}
        </ul>
      ) : null}
      <BuyCarLink car={{ category: product.category_id, model: product.car_model_id }} className={buttonClass({ block: true }, styles.buy)} aria-label={`BUY A CAR ${product.name}`}>
        BUY A CAR
      </BuyCarLink>
    </article>
  );
}

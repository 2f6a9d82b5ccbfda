/** The top of the car detail page: the slider (desktop or mobile set), name, preview text and featured points. */
import type { CarDetail } from '../../../../domain/api';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Carousel } from '../../../ui/carousel';
import { Image } from '../../../ui/image';
import { MEDIA, MOBILE_QUERY, SLIDER_AUTOPLAY_MS } from '../car-detail-constants';
import styles from './hero.module.css';

/** Slider, name, preview text and featured points. */
export function Hero({ detail }: { detail: CarDetail }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const slides = mobile ? detail.slider_mobile : detail.slider;
  const size = mobile ? MEDIA.slideMobile : MEDIA.slide;
  return (
    <>
      <div className={styles.slider} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        <Carousel
          key={mobile ? 'mobile' : 'desktop'}
          label={`Galeri ${detail.car_model_name}`}
          items={slides}
          getKey={(src) => src}
          circular
          arrows={!mobile}
          dots="overlay"
          autoplayMs={SLIDER_AUTOPLAY_MS}
          renderItem={(src, index) => (
            <Image src={src} alt={index === 0 ? `Toyota ${detail.car_model_name}` : ''} width={size.width} height={size.height} priority={index === 0} className={styles.slide} draggable={false} />
          )}
        />
      </div>
      <div className={`container ${styles.intro}`}>
        <div>
          <span className={styles.category}>{detail.category_name}</span>
          <h1 className={styles.name}>Toyota {detail.car_model_name}</h1>
          {detail.preview_text ? <p className={styles.preview}>{detail.preview_text}</p> : null}
        </div>
        {detail.featured.length > 0 ? (
          <ul className={styles.featured} aria-label={`Keunggulan ${detail.car_model_name}`}>
            {detail.featured.map((f) => (
              <li key={f.title}>
                {f.icon ? <Image src={f.icon} alt="" width={MEDIA.icon.width} height={MEDIA.icon.height} className={styles.icon} /> : null}
                <div>
                  <strong>{f.title}</strong>
                  <span>{f.subtitle}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

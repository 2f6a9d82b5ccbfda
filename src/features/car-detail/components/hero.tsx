/** The top of the car detail page: the slider (desktop or mobile set), name, preview text and featured points. */
import type { CarDetail } from '../../../../domain/api';
import type { CSSProperties } from 'react';
import { Carousel } from '../../../ui/carousel';
import { Image } from '../../../ui/image';
import { SlidePicture } from '../../../ui/slide-picture';
import { SLIDER_AUTOPLAY_MS } from '../car-detail-constants';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './hero.module.css';

/** Slider, name, preview text and featured points. */
export function Hero({ detail }: { detail: CarDetail }) {
  // The n-th wide slide with the n-th tall one: the browser picks the cut by width (no script, same on the server).
  const slides = detail.slider.map((wide, i) => ({ wide, tall: detail.slider_mobile[i] ?? wide }));
  const ratios = {
    '--ratio-wide': `${MEDIA.detailSlide.width} / ${MEDIA.detailSlide.height}`,
    '--ratio-tall': `${MEDIA.detailSlideMobile.width} / ${MEDIA.detailSlideMobile.height}`,
  } as CSSProperties;
  return (
    <>
      <div className={styles.slider} style={ratios}>
        <Carousel
          label={`Galeri ${detail.car_model_name}`}
          items={slides}
          getKey={(slide) => slide.wide}
          circular
          dots="overlay"
          autoplayMs={SLIDER_AUTOPLAY_MS}
          renderItem={(slide, index) => (
            <SlidePicture
              wide={{ src: slide.wide, ...MEDIA.detailSlide }}
              tall={{ src: slide.tall, ...MEDIA.detailSlideMobile }}
              alt={index === 0 ? `Toyota ${detail.car_model_name}` : ''}
              priority={index === 0}
              className={styles.slide}
            />
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

/**
 * Colours: a swatch per colour changes the picture; the 360° view turns the car in the chosen
 * colour (its frames load only when the 360° view is opened, so phones do not pay for them up front).
 */
import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { CarDetail } from '../../../../domain/api';
import { useExterior360 } from '../../../data/repositories/car-detail';
import { Image } from '../../../ui/image';
import { Skeleton } from '../../../ui/skeleton';
import { Viewer360 } from '../../../ui/viewer-360';
import type { ChosenColour } from '../chosen-colour';
import { DetailSection } from './detail-section';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './colour-showcase.module.css';

type View = 'photo' | '360';

/** Colour swatches with the picture or the 360° view; a swatch sets the page's chosen colour. */
export const ColourShowcase = observer(function ColourShowcase({ detail, chosen, note }: { detail: CarDetail; chosen: ChosenColour; note?: ReactNode }) {
  const [view, setView] = useState<View>('photo');
  const exterior = useExterior360(detail.car_model_seo);
  if (detail.color.length === 0) return null;

  const colour = detail.color.find((c) => c.color_id === chosen.shown) ?? detail.color[0];
  const frames = exterior.data?.find((e) => e.color_id === colour.color_id);
  const frameUrls = frames ? frames.filename.map((name) => `${frames.path}${name}`) : [];
  const label = `${detail.car_model_name} ${colour.color_name}`;
  const toggle = (
    <div className={styles.views} role="group" aria-label="Tampilan">
      <button type="button" className={styles.view} aria-pressed={view === 'photo'} onClick={() => setView('photo')}>
        Foto
      </button>
      <button type="button" className={styles.view} aria-pressed={view === '360'} onClick={() => setView('360')} disabled={!exterior.isLoading && frameUrls.length === 0}>
        360° Exterior
      </button>
    </div>
  );

  return (
    <DetailSection id="car-colours" eyebrow="Warna & 360°" title={`Pilihan Warna ${detail.car_model_name}`} action={toggle}>
      <div className={styles.stage}>
        {view === '360' ? (
          frameUrls.length > 0 ? (
            <Viewer360 frames={frameUrls} label={label} poster={colour.image} width={MEDIA.frame.width} height={MEDIA.frame.height} />
          ) : (
            <Skeleton ratio={`${MEDIA.frame.width} / ${MEDIA.frame.height}`} />
          )
        ) : (
          <Image src={colour.image} alt={`Toyota ${label}`} width={MEDIA.car.width} height={MEDIA.car.height} className={styles.picture} />
        )}
      </div>
      <p className={styles.chosen} aria-live="polite">
        Warna: <strong>{colour.color_name}</strong>
      </p>
      {note}
      <div className={styles.swatches} role="group" aria-label={`Warna ${detail.car_model_name}`}>
        {detail.color.map((c) => (
          <button
            key={c.color_id}
            type="button"
            className={styles.swatch}
            aria-pressed={c.color_id === colour.color_id}
            aria-label={c.color_name}
            title={c.color_name}
            onClick={() => chosen.choose(c.color_id)}
          >
            <span style={{ background: c.color_palette || c.color }} />
          </button>
        ))}
      </div>
    </DetailSection>
  );
});

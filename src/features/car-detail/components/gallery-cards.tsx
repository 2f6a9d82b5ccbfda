/**
 * Exterior and interior cards: the cover opens the gallery lightbox; the interior card also opens
 * the interior 360° viewer when the model has one.
 */
import { lazy, Suspense, useState } from 'react';
import type { CarDetail, Interior360 } from '../../../../domain/api';
import { useInterior360 } from '../../../data/repositories/car-detail';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { Lightbox, type LightboxImage } from '../../../ui/lightbox';
import { Modal } from '../../../ui/modal';
import { Skeleton } from '../../../ui/skeleton';
import { DetailSection } from './detail-section';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './gallery-cards.module.css';

// The panorama module pulls in Photo Sphere Viewer and three.js only when the viewer opens.
const PanoramaViewer = lazy(() => import('../../../ui/panorama-viewer').then((m) => ({ default: m.PanoramaViewer })));

type Part = 'exterior' | 'interior';
const PART_LABEL: Record<Part, string> = { exterior: 'Eksterior', interior: 'Interior' };

/** Exterior and interior cards with their lightbox and the interior 360° view. */
export function GalleryCards({ detail }: { detail: CarDetail }) {
  const [open, setOpen] = useState<Part | null>(null);
  const [panorama, setPanorama] = useState(false);
  const interior360 = useInterior360(detail.car_model_seo);
  const name = detail.car_model_name;
  const images = (part: Part): LightboxImage[] =>
    [detail[part].cover, ...detail[part].gallery].filter(Boolean).map((src, i) => ({ src, alt: `${PART_LABEL[part]} Toyota ${name} ${i + 1}` }));

  return (
    <DetailSection id="car-gallery" eyebrow="Galeri" title={`Eksterior & Interior ${name}`} alt>
      <div className={styles.cards}>
        {(['exterior', 'interior'] as const).map((part) => (
          <article key={part} className={styles.card}>
            <button type="button" className={styles.cover} onClick={() => setOpen(part)} aria-label={`Buka galeri ${PART_LABEL[part]} (${images(part).length} foto)`}>
              <Image src={detail[part].cover} alt="" width={MEDIA.gallery.width} height={MEDIA.gallery.height} sizes="(min-width: 768px) 50vw, 100vw" className={styles.image} />
              <span className={styles.count}>
                <Icon name="search" size={18} /> {images(part).length} foto
              </span>
            </button>
            <div className={styles.body}>
              <h3 className={styles.title}>{PART_LABEL[part]}</h3>
              {part === 'interior' ? <InteriorAction query={interior360} onOpen={() => setPanorama(true)} /> : null}
            </div>
          </article>
        ))}
      </div>
      {open ? <Lightbox images={images(open)} label={`Galeri ${PART_LABEL[open]} ${name}`} onClose={() => setOpen(null)} width={MEDIA.gallery.width} height={MEDIA.gallery.height} /> : null}
      {panorama && interior360.data ? (
        <Modal label={`Interior 360° ${name}`} onClose={() => setPanorama(false)} wide>
          <Suspense fallback={<Skeleton ratio="16 / 9" />}>
            <PanoramaViewer faces={interior360.data} label={`interior Toyota ${name}`} />
          </Suspense>
        </Modal>
      ) : null}
    </DetailSection>
  );
}

/** The interior 360° button: a placeholder while its data loads, nothing when the model has no interior view. */
function InteriorAction({ query, onOpen }: { query: { data: Interior360 | null | undefined; isLoading: boolean }; onOpen: () => void }) {
  if (query.isLoading) return <Skeleton width={150} height={44} />;
  if (!query.data) return null;
  return (
    <Button variant="secondary" onClick={onOpen}>
      360° Interior
    </Button>
  );
}

/**
 * A gallery lightbox over the page: one picture at a time with previous/next, ArrowLeft and
 * ArrowRight to move, Escape to close; focus stays inside (the Modal traps it).
 */
import { useEffect, useState } from 'react';
import { wrapFrame } from './viewer-360-math';
import { Icon } from './icons';
import { Image } from './image';
import { Modal } from './modal';
import styles from './lightbox.module.css';

/** One picture of the gallery. */
export interface LightboxImage { src: string; alt: string }

interface LightboxProps {
  images: readonly LightboxImage[];
  startIndex?: number;
  /** Accessible name of the gallery, e.g. 'Galeri Eksterior Avanza'. */
  label: string;
  onClose: () => void;
  width?: number;
  height?: number;
}

/** The gallery over the page. */
export function Lightbox({ images, startIndex = 0, label, onClose, width = 1200, height = 800 }: LightboxProps) {
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const current = images[wrapFrame(index, count)];

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') setIndex((i) => wrapFrame(i + 1, count));
      else if (event.key === 'ArrowLeft') setIndex((i) => wrapFrame(i - 1, count));
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  if (!current) return null;
  const position = `${wrapFrame(index, count) + 1} / ${count}`;
  return (
    <Modal label={label} onClose={onClose} wide>
      <figure className={styles.figure} aria-roledescription="galeri">
        {/* A demo render or an uploaded photo comes as WebP at the width the screen needs (Image's srcset). */}
        <Image src={current.src} alt={current.alt} width={width} height={height} className={styles.image} priority />
        <figcaption className={styles.caption}>
          <span>{current.alt}</span>
          <span aria-live="polite">{position}</span>
        </figcaption>
      </figure>
      {count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Gambar sebelumnya" onClick={() => setIndex((i) => wrapFrame(i - 1, count))}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Gambar berikutnya" onClick={() => setIndex((i) => wrapFrame(i + 1, count))}>
            <Icon name="chevronRight" />
          </button>
        </>
      ) : null}
    </Modal>
  );
}

/**
 * The title of a picture slide set as HTML over the picture (pictures carry no text): on the
 * left over wide banners, at the top of tall ones, along the bottom of cards.
 */
import styles from './carousel-caption.module.css';

/** Where the caption sits over its slide; 'topThenLeft' is at the top on phones and on the left from 768 px (by CSS). */
export type CaptionPlace = 'left' | 'top' | 'bottom' | 'topThenLeft';

/** The caption; its parent slide must be `position: relative` (CarouselCaption sets nothing else). */
export function CarouselCaption({ title, text, place = 'left' }: { title: string; text?: string; place?: CaptionPlace }) {
  return (
    <span className={`${styles.caption} ${styles[place]}`}>
      <span className={styles.title}>{title}</span>
      {text ? <span className={styles.text}>{text}</span> : null}
    </span>
  );
}

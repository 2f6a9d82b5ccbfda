/** A grey placeholder with the size of the content that is loading. */
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** CSS aspect-ratio, e.g. '16 / 9', instead of a height. */
  ratio?: string;
  shape?: 'box' | 'text' | 'circle';
  className?: string;
}

export function Skeleton({ width = '100%', height, ratio, shape = 'box', className }: SkeletonProps) {
  const classes = [styles.skeleton, shape === 'text' && styles.text, shape === 'circle' && styles.circle, className].filter(Boolean).join(' ');
  return <span aria-hidden="true" className={classes} style={{ width, height, aspectRatio: ratio }} />;
}

/**
 * Keys for `count` placeholders drawn where a keyed list will be. Never a bare index: an item whose id
 * is 1 would take over the placeholder keyed 1 (React keeps the element of an equal key), and the browser
 * then sees that element moved from the second place to the first, a layout shift of the list (0.144 on
 * the dealers' list on a phone).
 */
export const placeholderKeys = (count: number): string[] => Array.from({ length: count }, (_, i) => `placeholder-${i}`);

/** Announces a loading region once to screen readers. */
export function LoadingRegion({ label = 'Memuat...', children, className }: { label?: string; children: React.ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

interface SkeletonCardsProps {
  count: number;
  /** The picture's aspect ratio, e.g. '16 / 9'. */
  ratio: string;
  /** Width of the first text line (a card's kicker or price). */
  kickerWidth: CSSProperties['width'];
  /** The grid's class, from the screen that lays the cards out. */
  className?: string;
  busy?: boolean;
}

/** A grid of loading cards, each a picture and two text lines (promo, spare parts). */
export function SkeletonCards({ count, ratio, kickerWidth, className, busy }: SkeletonCardsProps) {
  return (
    <ul className={className} aria-busy={busy || undefined}>
      {placeholderKeys(count).map((key) => (
        <li key={key}>
          <Skeleton ratio={ratio} />
          <Skeleton shape="text" width={kickerWidth} />
          <Skeleton shape="text" />
        </li>
      ))}
    </ul>
  );
}

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

/** Announces a loading region once to screen readers. */
export function LoadingRegion({ label = 'Memuat...', children, className }: { label?: string; children: React.ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

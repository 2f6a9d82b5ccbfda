/**
 * A slide picture in two cuts, the tall one on phones and the wide one from 768 px, chosen by the
 * browser (<picture>), not by script: the server's HTML already shows the right one and nothing
 * changes at hydration. Each cut carries its own dimensions, so its box is reserved before it loads.
 * A cut that is an uploaded photo or a demo render lists its WebP widths (`srcSetFor`, as `Image`
 * does), for a slide as wide as the screen; any other keeps its one URL.
 */
import { srcSetFor } from '../../domain/media';

interface Cut { src: string; width: number; height: number }

export const PHONE_MEDIA = '(max-width: 767.98px)';

/** Slides span the screen. */
const SLIDE_SIZES = '100vw';

export function SlidePicture({ wide, tall, alt, priority = false, className }: { wide: Cut; tall: Cut; alt: string; priority?: boolean; className?: string }) {
  const tallSet = srcSetFor(tall.src);
  const wideSet = srcSetFor(wide.src);
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={tallSet || tall.src} sizes={tallSet ? SLIDE_SIZES : undefined} width={tall.width} height={tall.height} />
      <img
        src={wide.src}
        srcSet={wideSet || undefined}
        sizes={wideSet ? SLIDE_SIZES : undefined}
        alt={alt}
        width={wide.width}
        height={wide.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        draggable={false}
      />
    </picture>
  );
}

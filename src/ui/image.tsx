/**
 * An image with intrinsic width and height (no layout shift), lazy unless it is above the fold.
 * An uploaded photo carries its WebP variants as `srcset`, so a phone fetches the small one; a demo
 * render (a seeded SVG "photo") carries its WebP renditions the same way, so the browser decodes a
 * raster off the main thread instead of parsing and painting the SVG on it, and keeps the SVG as
 * `src` (the fallback; offline, the service worker answers a rendition with it). Icons and logos
 * keep `src` alone. Which URL gets what: `srcSetFor` in domain/media.ts.
 */
import type { ImgHTMLAttributes } from 'react';
import { srcSetFor } from '../../domain/media';

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src' | 'srcSet'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  /** How wide the image shows; by default the screen's width up to its own `width`. */
  sizes?: string;
}

/** The image; `srcset` only where the URL is an uploaded photo or a demo render. */
export function Image({ src, alt, width, height, priority = false, sizes, ...rest }: ImageProps) {
  const srcSet = srcSetFor(src) || undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}

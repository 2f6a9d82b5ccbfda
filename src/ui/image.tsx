/**
 * An image with intrinsic width and height (no layout shift), lazy unless it is above the fold.
 * An uploaded photo (domain/media.ts) carries its WebP variants as `srcset`, so a phone fetches the
 * small one; a demo render has one size and keeps `src` alone.
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

/** The image; `srcset` only where the URL is an uploaded photo. */
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

/** An image with intrinsic width and height (no layout shift), lazy unless it is above the fold. */
import type { ImgHTMLAttributes } from 'react';

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

export function Image({ src, alt, width, height, priority = false, ...rest }: ImageProps) {
  return (
    <img
      src={src}
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

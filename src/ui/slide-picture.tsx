/**
 * A slide picture in two cuts, the tall one on phones and the wide one from 768 px, chosen by the
 * browser (<picture>), not by script: the server's HTML already shows the right one and nothing
 * changes at hydration. Each cut carries its own dimensions, so its box is reserved before it loads.
 */
interface Cut { src: string; width: number; height: number }

export const PHONE_MEDIA = '(max-width: 767.98px)';

export function SlidePicture({ wide, tall, alt, priority = false, className }: { wide: Cut; tall: Cut; alt: string; priority?: boolean; className?: string }) {
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={tall.src} width={tall.width} height={tall.height} />
      <img
        src={wide.src}
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

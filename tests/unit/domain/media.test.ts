/** The media URL rules (domain/media.ts): which pictures get WebP `srcset`, and the rendition URLs of demo renders. */
import { describe, expect, it } from 'vitest';
import { isDemoRender, parseMediaUrl, parseRenditionUrl, renditionUrl, srcSetFor } from '../../../domain/media';

describe('demo renders', () => {
  it('are the photo-like SVG pictures under /media', () => {
    for (const url of [
      '/media/cars/avanza/black-mica.svg', '/media/cars/avanza/slider/mobile-1.svg', '/media/cars/avanza/gallery/exterior-0.svg',
      '/media/cars/avanza/gallery/video-cover.svg', '/media/cars/raize/360/yellow/01.svg', '/media/content/news/fun-drive-komunitas-dieng.svg',
      '/media/content/clubs/fortuner-club-jogja-banner.svg', '/media/content/testimonials/testimoni-1.svg', '/media/brochures/avanza.svg',
      '/media/dealers/merapi-toyota-tegal/slider-1.svg', '/media/content/spareparts/aki-kering-45ah.svg',
    ]) expect(isDemoRender(url), url).toBe(true);
  });

  it('are not icons, logos, the animated turntable, uploads, other files or unsafe paths', () => {
    for (const url of [
      '/media/content/icons/whatsapp.svg', '/media/cars/icons/seat.svg', '/media/content/values/shield.svg',
      '/media/content/clubs/fortuner-club-jogja-logo.svg', '/media/cars/avanza/gallery/video.svg',
      '/media/u/0123456789abcdef-960.webp', '/media/brochures/avanza.pdf', '/media/cars/avanza/black-mica.png',
      '/media/../secret.svg', '/media/cars/../../x.svg', '/media/.hidden/x.svg', '/media/cars//x.svg', '/media/r/480/x.svg',
      '/media/og/x.svg', '/media/cars/x y.svg', '/media/cars/x.svg?v=1', 'https://example.com/media/cars/x.svg', '/cars/x.svg',
    ]) expect(isDemoRender(url), url).toBe(false);
  });
});

describe('srcSetFor', () => {
  it('lists an uploaded photo\'s variants up to its largest', () => {
    expect(parseMediaUrl('/media/u/0123456789abcdef-1200.webp')).toEqual({ hash: '0123456789abcdef', width: 1200 });
    expect(srcSetFor('/media/u/0123456789abcdef-1200.webp')).toBe('/media/u/0123456789abcdef-480.webp 480w, /media/u/0123456789abcdef-960.webp 960w, /media/u/0123456789abcdef-1200.webp 1200w');
  });

  it('lists a demo render\'s WebP renditions at every width', () => {
    expect(srcSetFor('/media/cars/avanza/black-mica.svg')).toBe('/media/r/480/cars/avanza/black-mica.webp 480w, /media/r/960/cars/avanza/black-mica.webp 960w, /media/r/1600/cars/avanza/black-mica.webp 1600w');
    expect(parseMediaUrl('/media/cars/avanza/black-mica.svg')).toBeNull();
  });

  it('lists an icon\'s renditions at the icon widths', () => {
    expect(srcSetFor('/media/content/icons/whatsapp.svg')).toBe('/media/r/96/content/icons/whatsapp.webp 96w, /media/r/192/content/icons/whatsapp.webp 192w');
    expect(srcSetFor('/media/content/values/shield.svg')).toBe('/media/r/96/content/values/shield.webp 96w, /media/r/192/content/values/shield.webp 192w');
  });

  it('is empty for logos and anything else', () => {
    for (const url of ['/media/content/clubs/fortuner-club-jogja-logo.svg', '/media/cars/avanza/gallery/video.svg', 'https://img.youtube.com/x.jpg', '']) {
      expect(srcSetFor(url), url).toBe('');
    }
  });
});

describe('rendition URLs', () => {
  it('go both ways', () => {
    expect(renditionUrl('/media/content/news/a.b.svg', 960)).toBe('/media/r/960/content/news/a.b.webp');
    expect(parseRenditionUrl('/media/r/960/content/news/a.b.webp')).toEqual({ width: 960, svg: '/media/content/news/a.b.svg' });
    expect(renditionUrl('/media/content/icons/x.svg', 480)).toBeNull();
    expect(renditionUrl('/media/content/icons/x.svg', 96)).toBe('/media/r/96/content/icons/x.webp');
    expect(parseRenditionUrl('/media/r/192/cars/icons/seat.webp')).toEqual({ width: 192, svg: '/media/cars/icons/seat.svg' });
    expect(renditionUrl('/media/content/news/a.svg', 96)).toBeNull();
  });

  it('are refused for other widths, non-renders and unsafe paths', () => {
    for (const url of [
      '/media/r/500/cars/x.webp', '/media/r/0480/cars/x.webp', '/media/r/480/cars/icons/seat.webp', '/media/r/96/cars/x.webp', '/media/r/480/content/clubs/a-logo.webp',
      '/media/r/480/../x.webp', '/media/r/480/cars/../../x.webp', '/media/r/480/u/abc-480.webp', '/media/r/480/cars/x.png', '/media/r/480/cars/x.svg',
    ]) expect(parseRenditionUrl(url), url).toBeNull();
  });
});

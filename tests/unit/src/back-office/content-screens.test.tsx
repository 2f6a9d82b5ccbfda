/** The content screens' pure parts: a list's filter in the address, the form kernel on a collection's DTO, and `srcset` on uploaded photos and demo renders. */
// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../../domain/content/descriptions';
import { CONTENT_DTOS } from '../../../../domain/content/dto';
import { defaultsOf } from '../../../../domain/forms/validate';
import { parseListQuery, sortOptions } from '../../../../src/back-office/content/list/list-filter';
import { FormStore, type Values } from '../../../../src/stores/form/form-store';
import { Image } from '../../../../src/ui/image';

const params = (q: string) => new URLSearchParams(q);

describe('a collection list in the address', () => {
  it('keeps a sortable field, the collection\'s own filter, the search and the page, and drops the rest', () => {
    expect(parseListQuery(COLLECTIONS.types, params('q=%20avanza%20&sort=-price_otr&car_model_id=3&page=2&category_id=1')))
      .toEqual({ q: 'avanza', sort: '-price_otr', car_model_id: '3', page: 2 });
    expect(parseListQuery(COLLECTIONS.types, params('sort=-password&car_model_id=1%20OR%201=1&page=0'))).toEqual({});
    expect(parseListQuery(COLLECTIONS.news, params(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('offers every sortable field both ways, by its label', () => {
    expect(sortOptions(COLLECTIONS.vouchers).map((o) => o.value)).toEqual(['code', '-code', 'valid_until', '-valid_until', '-id', 'id']);
    expect(sortOptions(COLLECTIONS.types).find((o) => o.value === '-price_otr')?.label).toBe('Harga OTR (turun)');
  });
});

describe('a content form on the form kernel', () => {
  it('refuses a discount above the OTR price with the server\'s message and sends numbers once it is right', () => {
    const form = new FormStore<Values>(CONTENT_DTOS.types, { initial: { ...defaultsOf(CONTENT_DTOS.types) } });
    form.fill({ car_model_id: 3, car_type_name: '1.3 E CVT', car_transmission: 'AT', price_otr: '258000000', price_disc: '260000000', image: '/media/u/0123456789abcdef-960.webp', sort: '0' });
    form.touchAll();
    expect(form.errorOf('price_disc')).toBe('*Harga diskon harus di bawah harga OTR (0 bila tidak ada)!.');
    form.set('price_disc', '249900000');
    expect(form.valid).toBe(true);
    expect(form.payload).toMatchObject({ price_otr: 258_000_000, price_disc: 249_900_000, sort: 0 });
  });

  it('takes a Home banner with both pictures, the title overlay on by default, and an end day not before the start day (dates optional)', () => {
    const form = new FormStore<Values>(CONTENT_DTOS.sliders, { initial: { ...defaultsOf(CONTENT_DTOS.sliders) } });
    expect(form.value('overlay')).toBe(true);
    form.fill({ title: 'Promo Lebaran', image: '/media/u/0123456789abcdef-1600.webp', link: '/promo', start_date: '2026-04-01', end_date: '2026-03-31' });
    form.touchAll();
    expect(form.errorOf('image_mobile')).toBe('*Unggah gambar mobile atau pilih dari media!.');
    expect(form.errorOf('end_date')).toBe('*Tanggal akhir tidak boleh sebelum tanggal mulai!.');
    form.fill({ image_mobile: '/media/u/fedcba9876543210-960.webp', end_date: '2026-04-01' });
    expect(form.valid).toBe(true);
    form.fill({ start_date: '', end_date: '' });
    expect(form.valid).toBe(true);
    expect(form.payload).toMatchObject({ overlay: true, start_date: '', end_date: '' });
    expect(COLLECTIONS.sliders.fields.map((f) => f.label)).toEqual(expect.arrayContaining(['Gambar Desktop', 'Gambar Mobile', 'Tampil Mulai', 'Tampil Sampai']));
  });

  it('shows the server\'s 422 message under its field until the field changes', () => {
    const form = new FormStore<Values>(CONTENT_DTOS.news, { initial: { ...defaultsOf(CONTENT_DTOS.news), seo: 'promo-akhir-tahun' } });
    form.setServerErrors({ seo: ['*Slug sudah dipakai, pilih yang lain!.'] });
    expect(form.errorOf('seo')).toBe('*Slug sudah dipakai, pilih yang lain!.');
    form.set('seo', 'promo-baru');
    expect(form.errorOf('seo')).toBeUndefined();
  });
});

describe('Image', () => {
  it('gives an uploaded photo its WebP variants and a demo render its WebP renditions as srcset, an icon its small ones, a logo none', () => {
    const { container } = render(
      <>
        <Image src="/media/u/0123456789abcdef-1200.webp" alt="" width={320} height={200} />
        <Image src="/media/cars/agya/yellow.svg" alt="" width={320} height={200} />
        <Image src="/media/content/icons/whatsapp.svg" alt="" width={32} height={32} />
        <Image src="/media/content/clubs/fortuner-club-jogja-logo.svg" alt="" width={96} height={96} />
      </>,
    );
    const [uploaded, demo, icon, logo] = Array.from(container.querySelectorAll('img'));
    expect(uploaded.getAttribute('srcset')).toBe('/media/u/0123456789abcdef-480.webp 480w, /media/u/0123456789abcdef-960.webp 960w, /media/u/0123456789abcdef-1200.webp 1200w');
    expect(uploaded.getAttribute('sizes')).toBe('(max-width: 320px) 100vw, 320px');
    // The SVG stays the src (the fallback); the browser picks a raster rendition.
    expect(demo.getAttribute('src')).toBe('/media/cars/agya/yellow.svg');
    expect(demo.getAttribute('srcset')).toBe('/media/r/480/cars/agya/yellow.webp 480w, /media/r/960/cars/agya/yellow.webp 960w, /media/r/1600/cars/agya/yellow.webp 1600w');
    expect(demo.getAttribute('sizes')).toBe('(max-width: 320px) 100vw, 320px');
    // An icon is a raster too (an SVG in an <img> is a document Chrome builds on the main thread).
    expect(icon.getAttribute('src')).toBe('/media/content/icons/whatsapp.svg');
    expect(icon.getAttribute('srcset')).toBe('/media/r/96/content/icons/whatsapp.webp 96w, /media/r/192/content/icons/whatsapp.webp 192w');
    expect(icon.getAttribute('sizes')).toBe('(max-width: 32px) 100vw, 32px');
    expect(logo.hasAttribute('srcset')).toBe(false);
    expect(logo.hasAttribute('sizes')).toBe(false);
  });
});

/**
 * The schemas of what the site publishes: Home's banners and offers, news and their categories, info
 * pages, testimonials and the after-sales pages (the staff start screen's 'Beranda & Publikasi').
 */
import * as v from 'valibot';
import { day, is, isBoolean } from '../forms/rules';
import { form } from '../forms/validate';
import { isCalendarDay } from '../money';
import { CONTENT_MESSAGES as m, f, text, optionalText, slug, link, media, optionalMedia, int, ref, bool, status, rows } from './dto-fields';

const serviceCard = { title: text(150, 'judul'), text: optionalText(1000), image: media() };

/** A YYYY-MM-DD day, or '' for none. */
const optionalDay = () => f(v.pipe(v.unknown(), is<unknown, string>((x) => x === '' || isCalendarDay(x), m.date)), '');

/** A Home banner: both pictures, an optional title overlay, optional first and last day shown (Jakarta). */
export const SliderDto = form({
  title: text(150, 'judul'),
  image: media(m.mediaDesktop),
  image_mobile: media(m.mediaMobile),
  link: link(500),
  overlay: f(v.pipe(v.unknown(), isBoolean(m.boolean)), true),
  start_date: optionalDay(),
  end_date: optionalDay(),
  sort: int(0, 9999),
  status: status(),
}, {
  end_date: (x, o) => (x === '' || o.start_date === '' || typeof x !== 'string' || typeof o.start_date !== 'string' || x >= o.start_date ? undefined : m.dateOrder),
});

export const OfferDto = form({ title: text(150, 'judul'), image: media(), url: link(500), sort: int(0, 9999), status: status() });

export const NewsDto = form({
  category_id: ref('kategori'),
  title: text(200, 'judul'),
  seo: slug(),
  image: media(),
  text_preview: text(500, 'ringkasan'),
  text: text(100_000, 'isi berita'),
  posted_at: f(v.pipe(v.unknown(), day(m.date)), ''),
  highlight: bool(),
  status: status(),
});

export const NewsCategoryDto = form({ name: text(100, 'nama'), link: slug(), sort: int(0, 9999) });

export const PageDto = form({
  title: text(200, 'judul'),
  seo: slug(),
  meta_title: text(160, 'judul meta'),
  image: optionalMedia(),
  text: text(100_000, 'isi halaman'),
  status: status(),
});

export const TestimonialDto = form({ name: text(100, 'nama'), title: text(150, 'keterangan'), text: text(1000, 'testimoni'), image: media() });

export const AfterSalesDto = form({
  title: text(200, 'judul'),
  seo: slug(),
  text: text(2000, 'teks pembuka'),
  image: media(),
  cards: rows(serviceCard, 24, 'cards'),
});

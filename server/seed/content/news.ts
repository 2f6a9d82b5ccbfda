/** News categories and the article builder; the articles themselves live in news-*.ts. */
import { NEWS_PROMO_EVENT } from './news-promo-event';
import { NEWS_BERITA_TIPS } from './news-berita-tips';

/** Categories in tab order; 'komunitas' has no articles so the page's empty state is reachable. */
export const NEWS_CATEGORIES = [
  { name: 'Promo', link: 'promo' },
  { name: 'Berita', link: 'berita' },
  { name: 'Tips & Trik', link: 'tips-trik' },
  { name: 'Event', link: 'event' },
  { name: 'Komunitas', link: 'komunitas' },
].map((c, i) => ({ ...c, sort: i + 1 }));

/** One article as written in the data files. */
export interface ArticleSeed {
  seo: string;
  category: string;
  title: string;
  date: string;
  views: number;
  highlight?: boolean;
  preview: string;
  intro: string;
  heading: string;
  points: string[];
  closing: string;
}

/** The article's HTML body: intro, a subheading with a list, and a closing paragraph. */
export function articleHtml(a: ArticleSeed): string {
  const items = a.points.map((p) => `<li>${p}</li>`).join('');
  return `<p>${a.intro}</p><h2>${a.heading}</h2><ul>${items}</ul><p>${a.closing}</p>`;
}

/** Every article with its body and image path, ready for insert. */
export function newsRecords() {
  return [...NEWS_PROMO_EVENT, ...NEWS_BERITA_TIPS].map((a) => ({
    ...a,
    image: `/media/content/news/${a.seo}.svg`,
    text: articleHtml(a),
    // 09:00 in Asia/Jakarta on the posting day.
    postedAt: new Date(`${a.date}T02:00:00Z`),
  }));
}

/** Home and after-sales blocks in the contract's shapes, in their editorial order. */
import { and, asc, eq, gt, isNull, lte, min, or } from 'drizzle-orm';
import type { AfterSales, NavItem, ServiceIcon, Slide, SpecialOffer, Testimonial, ValueItem } from '../../../domain/api';
import type { Db } from '../../db/client';
import { afterSaleServices, banners, navigationMenu, serviceIcons, sliders, specialOffers, testimonials, trustedValues } from '../../db/schema';

/**
 * Home's hero in the spec's shape: the published banners shown at `now` (within their dates), each
 * as a desktop slide and a mobile slide with the banner's id, title and link; desktop first, then
 * mobile, each in sort order.
 */
export async function listSlides(db: Db, now: Date): Promise<Slide[]> {
  const rows = await db.select().from(sliders)
    .where(and(eq(sliders.status, 'published'), or(isNull(sliders.startsAt), lte(sliders.startsAt, now)), or(isNull(sliders.endsAt), gt(sliders.endsAt, now))))
    .orderBy(asc(sliders.sort), asc(sliders.id));
  const slide = (type: Slide['type']) => (r: (typeof rows)[number]): Slide => (
    { id: r.id, type, image: type === 'desktop' ? r.image : r.imageMobile, link: r.link, title: r.title, overlay: r.overlay });
  return [...rows.map(slide('desktop')), ...rows.map(slide('mobile'))];
}

/** When what `listSlides` answers next changes by itself (a published banner's start or end after `now`), or null. */
export async function nextSlideChange(db: Db, now: Date): Promise<Date | null> {
  const published = eq(sliders.status, 'published');
  const [starts] = await db.select({ at: min(sliders.startsAt) }).from(sliders).where(and(published, gt(sliders.startsAt, now)));
  const [ends] = await db.select({ at: min(sliders.endsAt) }).from(sliders).where(and(published, gt(sliders.endsAt, now)));
  const times = [starts?.at, ends?.at].filter((at): at is Date => at instanceof Date);
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}

/** The Home service icons. */
export async function listServiceIcons(db: Db): Promise<ServiceIcon[]> {
  const rows = await db.select().from(serviceIcons).orderBy(asc(serviceIcons.sort), asc(serviceIcons.id));
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.image, link: r.link }));
}

/** The special-offer carousel. */
export async function listSpecialOffers(db: Db): Promise<SpecialOffer[]> {
  const rows = await db.select().from(specialOffers).where(eq(specialOffers.status, 'published')).orderBy(asc(specialOffers.sort), asc(specialOffers.id));
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.image, url: r.url }));
}

/** Trusted-values icons. */
export async function listValues(db: Db): Promise<ValueItem[]> {
  const rows = await db.select().from(trustedValues).orderBy(asc(trustedValues.sort), asc(trustedValues.id));
  return rows.map((r) => ({ id: r.id, title: r.title, text: r.text, icon: r.icon }));
}

/** After-sales service cards and the after-sales banner carousel. */
export async function afterSales(db: Db): Promise<AfterSales> {
  const icons = await db.select().from(afterSaleServices).orderBy(asc(afterSaleServices.sort), asc(afterSaleServices.id));
  const rows = await db.select().from(banners).where(eq(banners.placement, 'aftersales')).orderBy(asc(banners.sort), asc(banners.id));
  return {
    icon: icons.map((r) => ({ id: r.id, title: r.title, teks: r.teks, image: r.image, link: r.link })),
    banner: rows.map((r) => ({ id: r.id, image: r.image, url: r.url, title: r.title })),
  };
}

/** The header menu as a tree (any depth), siblings in sort order. */
export async function navigationTree(db: Db): Promise<NavItem[]> {
  const rows = await db.select().from(navigationMenu).orderBy(asc(navigationMenu.sort), asc(navigationMenu.id));
  const nodes = new Map<number, NavItem>(rows.map((r) => [r.id, { id: r.id, title: r.title, link: r.link, external: r.external, children: [] }]));
  const roots: NavItem[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    // An entry whose parent is gone is shown at the top rather than lost.
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** Customer testimonials. */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.id));
  return rows.map((r) => ({ id: r.id, name: r.name, title: r.title, text: r.text, image: r.image }));
}

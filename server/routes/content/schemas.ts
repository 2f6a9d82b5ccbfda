/** Request and answer schemas of the content routes. */
import { seoString } from '../../http/schema';
import { bool, int, list, obj, str, strOrNull } from '../../http/response-schemas';

/** `:id` path parameter holding a seo slug. */
export const seoParams = { type: 'object', properties: { id: seoString }, required: ['id'] } as const;

/** POST body `{seo}` of the dealer-profile calls. */
export const seoBody = { type: 'object', properties: { seo: seoString }, required: ['seo'] } as const;

/** Kemendagri province code ('33') and city code ('33.74'). */
export const provinceCode = { type: 'string', pattern: '^[0-9]{2}$', maxLength: 2 } as const;
export const cityCode = { type: 'string', pattern: '^[0-9]{2}\\.[0-9]{2}$', maxLength: 5 } as const;

/* ---------- answers (domain/api/content.ts) ---------- */

export const slideAnswer = list(obj({ id: int, type: str, image: str, link: str, title: str, overlay: bool }));
export const serviceIconAnswer = list(obj({ id: int, title: str, image: str, link: str }));
export const specialOfferAnswer = list(obj({ id: int, title: str, image: str, url: str }));
export const valuesAnswer = list(obj({ id: int, title: str, text: str, icon: str }));
const banner = obj({ id: int, image: str, url: str, title: str });
export const afterSalesAnswer = obj({ icon: list(obj({ id: int, title: str, teks: str, image: str, link: str })), banner: list(banner) });
/** NavItem: a tree of any depth. */
const navItem = {
  $id: 'NavItem',
  ...obj({ id: int, title: str, link: str, external: bool, children: list({ $ref: 'NavItem#' }) }),
};
export const navigationAnswer = list(navItem);
export const testimonialAnswer = list(obj({ id: int, name: str, title: str, text: str, image: str }));

const newsItemProps = {
  id: int, seo: str, title: str, image: str, text_preview: str,
  datepost: { type: 'string', description: 'ISO timestamp' }, postdate: { type: 'string', description: 'date in Indonesian' },
  view: int, category_name: str,
};
export const newsItems = list(obj(newsItemProps));
export const newsArticleAnswer = obj({ news_detail: obj({ ...newsItemProps, text: str }), news_popular: newsItems });
export const promoAnswer = obj({
  promo: list(obj({ category_name: str, category_link: str, news: newsItems })),
  banner: list(banner),
  trending: newsItems,
});

const club = obj({ id: int, seo: str, club_name: str, logo: str, banner: str, club_profile: str });
export const clubAnswer = club;
export const clubPageAnswer = obj({ data: list(club), meta: obj({ total: int, per_page: int, current_page: int, last_page: int }) });
export const servicePageAnswer = obj({
  header: obj({ title: str, text: str, image: str }),
  content: list(obj({ image: str, title: str, text: str })),
});
export const singlePageAnswer = obj({ title: str, meta_title: str, image: str, text: str });
export const sparePartAnswer = list(obj({ id: int, category: str, image: str, harga: { type: ['number', 'null'] }, title: str, keterangan: strOrNull }));
export const brochureAnswer = obj({
  category: list(obj({ category_name: str, items: list(obj({ brochure_id: int, title: str, image: str, downloaded: int, file: str })) })),
});
export const brochureDownloadAnswer = obj({ brochure_id: int, downloaded: int });
export const visitorAnswer = obj({ date: str, ip_address: str });

export const provinceAnswer = list(obj({ code: str, provinsi: str }));
export const cityAnswer = list(obj({ kode: str, nama: str }));
export const branchCityAnswer = list(obj({ city_code: str, city_name: str }));
export const branchAnswer = list(obj({
  cabang_id: int, cabang_name: str, seo: str, address: str, phone: str, whatsapp: str, maps: str, city_code: str,
}));
export const bankAnswer = list(obj({ bank_id: int, bank_name: str, branch: str, account_name: str, account_number: str }));
/** What each dealer/{part} call answers. */
export const dealerPartAnswers: Record<string, unknown> = {
  slider: list(obj({ image: str })),
  icon: list(obj({ image: str, title: str, link: str })),
  maps: obj({ maps: str }),
  contact: obj({ meta_title: str, nama_cabang: str, phone: str, whatsapp: str, email: str, alamat: str }),
  nea: list(obj({ image: str })),
  promo: list(obj({ image: str, url: str, title: str })),
};

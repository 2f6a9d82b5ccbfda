/** Content shapes: home blocks, news, regions, dealers, price list, brochures, clubs, pages, parts. */
import type { ModelCard } from './catalogue';

/* ---------- content ---------- */

/**
 * One picture of Home's hero, the spec's shape: each banner record answers a 'desktop' and a 'mobile'
 * slide with the record's id, title and link. `overlay`: whether the title is set over the picture.
 */
export interface Slide { id: number; type: 'desktop' | 'mobile'; image: string; link: string; title: string; overlay: boolean }
/** A service icon; `link` is an app path such as '/contact-us'. */
export interface ServiceIcon { id: number; title: string; image: string; link: string }
export interface Recommended extends ModelCard { ribbon: string }
export interface SpecialOffer { id: number; title: string; image: string; url: string }
export interface NewsItem {
  id: number;
  seo: string;
  title: string;
  image: string;
  text_preview: string;
  /** ISO timestamp of posting. */
  datepost: string;
  /** Posting date formatted in Indonesian. */
  postdate: string;
  view: number;
  category_name: string;
}
export interface NewsDetail extends NewsItem { text: string }
export interface ValueItem { id: number; title: string; text: string; icon: string }
export interface AfterSaleIcon { id: number; title: string; teks: string; image: string; link: string }
export interface Banner { id: number; image: string; url: string; title: string }
export interface AfterSales { icon: AfterSaleIcon[]; banner: Banner[] }
/**
 * GET siteconfig: where the dealer sends buyers, from the server's environment. Null is the default:
 * "Buy a Car" opens the site's own order wizard, "Chat with Us" opens WhatsApp.
 */
export interface SiteConfig { sales_site_url: string | null; chat_url: string | null }
export interface NavItem { id: number; title: string; link: string; external: boolean; children: NavItem[] }
export interface Testimonial { id: number; name: string; title: string; text: string; image: string }
export interface Province { code: string; provinsi: string }
export interface City { kode: string; nama: string }
export interface BranchCity { city_code: string; city_name: string }
export interface Branch {
  cabang_id: number;
  cabang_name: string;
  seo: string;
  address: string;
  phone: string;
  whatsapp: string;
  maps: string;
  city_code: string;
}
export interface TradeInBrand { brand_id: number; brand_name: string }
export interface TradeInBrandModel { brand_model_id: number; brand_model_name: string }
export interface TradeInYear { old_car_year: number }
export interface TradeInType { old_car_type_id: number; old_car_type_name: string }

/** A type's row of the price list: its OTR and its discount price (0 when none; domain/price.ts decides). */
export interface PriceListRow { car_type: string; price_otr: number; price_disc: number }

export interface PriceListCategory {
  category_name: string;
  model: Array<{ model_name: string; model_image: string; car_seo: string; pricelist: PriceListRow[] }> | null;
}
export interface BrochureCategory {
  category_name: string;
  items: Array<{ brochure_id: number; title: string; image: string; downloaded: number; file: string }>;
}
export interface Bank { bank_id: number; bank_name: string; branch: string; account_name: string; account_number: string }
export interface Club { id: number; seo: string; club_name: string; logo: string; banner: string; club_profile: string }
export interface ClubPage { data: Club[]; meta: { total: number; per_page: number; current_page: number; last_page: number } }
export interface ServicePage { header: { title: string; text: string; image: string }; content: Array<{ image: string; title: string; text: string }> }
export interface SinglePage { title: string; meta_title: string; image: string; text: string }
export interface SparePart { id: number; category: 'sparepart' | 'accesories'; image: string; harga: number | null; title: string; keterangan: string | null }
export interface PromoPage {
  promo: Array<{ category_name: string; category_link: string; news: NewsItem[] }>;
  banner: Banner[];
  trending: NewsItem[];
}
export interface DealerContact { meta_title: string; nama_cabang: string; phone: string; whatsapp: string; email: string; alamat: string }


/* ---------- dealer profile, downloads, visits ---------- */

/** POST dealer/slider and dealer/nea: one image per entry. */
export interface DealerImage { image: string }
/** POST dealer/icon: service icons opening external links. */
export interface DealerIcon { image: string; title: string; link: string }
/** POST dealer/promo: event and promo carousel. */
export interface DealerPromo { image: string; url: string; title: string }
/** POST dealer/maps: a Google Maps embed URL for an iframe. */
export interface DealerMaps { maps: string }
/** POST brochure/download: the brochure's new download count. */
export interface BrochureDownload { brochure_id: number; downloaded: number }
/** POST visitor: what was recorded (the IP is the one the server saw). */
export interface VisitorRecord { date: string; ip_address: string }

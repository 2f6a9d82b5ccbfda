/**
 * Response shapes of the API contract (spec section 7). The server answers in these shapes and
 * the page reads them; field names stay as the spec spells them.
 */

/** Every answer: `{status, message, data}`. */
export interface Envelope<T> {
  status: number;
  message: string | { alert: string };
  data: T;
}
/** 422 answer: message 'Periksa Kembali Semua Form' and the field errors. */
export interface ValidationFailure {
  status: 422;
  message: string;
  errors: Record<string, string[]>;
  data: null;
}

/* ---------- catalogue ---------- */

export interface Category { category_id: number; category_name: string; category_seo: string }

export interface Featured { icon?: string; title: string; subtitle: string }

/** A model card (mega menu, Home tab list, journey result, recommended). */
export interface ModelCard {
  car_model_id: number;
  model_id: number;
  name: string;
  image: string;
  car_seo: string;
  car_category: string;
  category: string;
  category_id: number;
  preview_text: string;
  /** OTR of the cheapest type. */
  price_otr: number;
  /** Discount price of the cheapest type, 0 when none. */
  price_disc: number;
  /** Starting price: the lowest effective price over the model's types. */
  harga_mulai: number;
  /** 60-month instalment at minimum down payment on harga_mulai. */
  price_credit: number;
  featured: Featured[];
}

/** GET vehicles: `data.category`. */
export interface VehicleCategory {
  category_id: number;
  category_name: string;
  category_seo: string;
  car_model: ModelCard[] | 'no data recorded';
}

export interface ModelLookup { car_model_id: number; car_mode_name: string; car_seo: string }

export interface SpecRow { title: string; value: string }
export interface Specification { dimensi: SpecRow[]; mesin: SpecRow[]; spesifikasi: SpecRow[] }

export interface CarType {
  car_type_id: number;
  car_type_name: string;
  car_transmission: 'AT' | 'MT';
  price_otr: number;
  price_disc: number;
  /** Effective price (discount when non-zero, else OTR). */
  price: number;
  image: string;
  spesification: Specification;
}

export interface CarColor {
  color_id: number;
  color_name: string;
  color_palette: string;
  image: string;
  car_seo: string;
  color: string;
}

export interface CarDetail {
  meta_title: string;
  car_model_id: number;
  car_model_seo: string;
  car_model_name: string;
  category_id: number;
  category_name: string;
  preview_text: string;
  slider: string[];
  slider_mobile: string[];
  featured: Featured[];
  color: CarColor[];
  exterior: { cover: string; gallery: string[] };
  interior: { cover: string; gallery: string[] };
  cta: { title: string; whatsapp: string } | null;
  video: { cover: string; url: string } | null;
}

export interface CarDefault {
  car_category_id: number;
  car_category_name: string;
  car_model_id: number;
  car_model_name: string;
  car_type_id: number;
  car_type_name: string;
  car_transmission: 'AT' | 'MT';
  car_type_price_otr: number;
  car_type_price_credit: number;
  uang_min: number;
  uang_max: number;
}

/** exterior360: one entry per colour; frames are `path + filename[i]`, 18 of them. */
export interface Exterior360 { color_id: number; color_name: string; path: string; filename: string[] }
/** interior360: the six faces of a cube map. */
export interface Interior360 { front: string; back: string; left: string; right: string; top: string; bottom: string }

export interface CreditSimulationResult {
  car_type_name: string;
  price_otr: number;
  angsuran: number;
  tenor: number;
  uang_muka: number;
}

export interface CompareRow { title: string; value_1: string; value_2: string }
export interface CompareResult {
  car: { image_1: string; image_2: string; price_1: number; price_2: number; car_type_name_1: string; car_type_name_2: string };
  dimensi: CompareRow[];
  mesin: CompareRow[];
  chassis: CompareRow[];
}

export interface QuestionItem { value_id: number; question: string }
/** GET question: the choices of each finder question. */
export interface Questions { question_1: QuestionItem[]; question_2: QuestionItem[]; question_3: QuestionItem[] }
export interface JourneyResult { result: ModelCard[]; result_count: number }

/* ---------- content ---------- */

export interface Slide { id: number; type: 'desktop' | 'mobile'; image: string; link: string; title: string }
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

export interface PriceListCategory {
  category_name: string;
  model: Array<{ model_name: string; model_image: string; car_seo: string; pricelist: Array<{ car_type: string; price_otr: number }> }> | null;
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

/* ---------- members ---------- */

/** A member's profile as the contract names it (session storage keeps it as sharedPreference). */
export interface MemberProfile {
  unique_id: string;
  full_name: string;
  member_email: string;
  phone: string;
  gender: string;
  birth: string;
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  address: string;
  no_rangka: string;
  /** URL of the profile photo, '' when none. */
  image: string;
  agree1: boolean;
  agree2: boolean;
  next_bookingservice?: string | null;
  past_bookingservice?: string | null;
  next_testdrive?: string | null;
  past_testdrive?: string | null;
}

/** Login data: the token plus the profile; also carried by a guest submission that created an account. */
export interface LoginData extends MemberProfile { is_login: true; token: string }

/** The answer to a created submission. `login` is present when the submission created the account. */
export interface SubmissionResult { id: number; booking_id: string; status: string; login?: LoginData }

/* ---------- dealer profile, downloads, visits ---------- */

/** POST dealer/slider and dealer/nea: one image per entry. */
export interface DealerImage { image: string }
/** POST dealer/icon: service icons opening external links. */
export interface DealerIcon { image: string; title: string; link: string }
/** POST dealer/promo: event and promo carousel. */
export interface DealerPromo { image: string; url: string; title: string }
/** POST dealer/maps: a Google Maps embed URL for an iframe. */
export interface DealerMaps { maps: string }
/** GET sparepart: the list is `data`, its length is the top-level `data_count`. */
export type SparePartList = Envelope<SparePart[]> & { data_count: number };
/** POST brochure/download: the brochure's new download count. */
export interface BrochureDownload { brochure_id: number; downloaded: number }
/** POST visitor: what was recorded (the IP is the one the server saw). */
export interface VisitorRecord { date: string; ip_address: string }

/* ---------- session and member area ---------- */

/** POST cekrangka: whether the dealer sold or serviced a vehicle with this chassis number. */
export type ChassisCheck = 'valid' | 'tidak valid';

/** POST register. */
export interface RegisterResult { login: LoginData }

/** POST history/bookingservice row. */
export interface ServiceHistoryRow { id: number; booking_id: string; booking_date: string; branch_name: string; car_model_type: string; jenis_service: string; status: string }
/** POST history/testdrive row. */
export interface TestDriveHistoryRow { id: number; booking_id: string; booking_date: string; branch_name: string; car_type: string; status: string }
/** POST history/tradein row. */
export interface TradeInHistoryRow { id: number; booking_id: string; booking_date: string; branch_name: string; mobil_anda: string; mobil_impian: string; status: string }
/** POST history/bookingorder row; status as stored ('Paid' or 'Unpaid'). */
export interface OrderHistoryRow { id: number; booking_id: string; car_model: string; car_category: string; booking_date: string; booking_fee: number; status: string }

/** The customer block of every detail record (names of province and city). */
export interface DetailCustomer {
  name: string; email: string; phone: string; address: string; gender: string; birth: string;
  province_name: string; city_name: string;
}
/** GET detail/bookingservice. */
export interface ServiceDetail extends DetailCustomer {
  id: number; booking_id: string; booking_date: string; status: string;
  car_type: string; km_mobil: number; tahun_mobil: number; no_plat: string;
  tgl_service: string; jam_service: string; jenis_service: string; service_ke: number | null; branch_name: string;
}
/** GET detail/testdrive. */
export interface TestDriveDetail extends DetailCustomer {
  id: number; booking_id: string; booking_date: string; status: string;
  car_type: string; branch_name: string; testdrive_date: string; testdrive_time: string; keterangan: string;
}
/** GET detail/tradein. */
export interface TradeInDetail extends DetailCustomer {
  id: number; booking_id: string; booking_date: string; status: string;
  car_type: string; branch_name: string; old_car: string; new_car: string;
}
/** GET detail/bookingorder: money as the server computed it at order time. */
export interface OrderDetail extends DetailCustomer {
  id: number; booking_id: string; booking_date: string; status: string;
  car_model: string; car_color: string; car_type: string; price_otr: number; branch_name: string;
  payment_type: string; uang_muka: number; tenor: number | null; angsuran: number; kode_voucher: string;
  discount: number; angsuran_promo: number; subtotal: number; booking_fee: number;
}

/** POST member/inbox item. */
export interface InboxItem { id: number; tanggal: string; judul: string; image: string; is_read: boolean }
/** POST member/detailinbox: the message (HTML `text`), now read. */
export interface InboxDetail extends InboxItem { text: string }
/** GET member/orderid: the member's orders for payment confirmation. */
export interface MemberOrderRef { order_id: string; id: number; booking_fee: number; status: string }

/* ---------- car detail, compare, journey and price list requests ---------- */

/** POST creditsimulation request (the detail-page simulation). */
export interface CreditSimulationRequest {
  car_model_id: number;
  car_model_transmission: 'AT' | 'MT';
  car_model_type: number;
  uang_muka: number;
  tenor: number;
}
/** POST compare request: two type ids; car_model is informational. */
export interface CompareRequest { car_model?: number; car_type_1: number; car_type_2: number }
/** GET pricelist: the categories are `data.category`. */
export interface PriceListData { category: PriceListCategory[] }

/* ---------- orders ---------- */

/** The booking-fee destination account (the first of the dealer's bank accounts). */
export interface BookingFeeBank { bank_name: string; branch: string; account_name: string; account_number: string }
/** GET order/bank: the account and the booking fee to transfer (Order_success, payment form preset). */
export interface OrderBank extends BookingFeeBank { bookingfee: number }

/**
 * POST order: the created booking order, every number computed by the server. `biaya_mobil` is the
 * type's effective price. Cash: `potongan` is off the price, `grand_total` = biaya_mobil - potongan,
 * uang_muka 0, tenor null, angsuran 0. Credit: `potongan` is off each instalment
 * (angsuran - angsuran_promo), `grand_total` = biaya_mobil, `angsuran_promo` 0 without a voucher.
 */
export interface OrderResult {
  order_id: string;
  id: number;
  tanggal: string;
  car_category: string;
  car_model: string;
  car_transmission: 'AT' | 'MT';
  car_type: string;
  car_color: string;
  cabang: string;
  payment_type: 'cash' | 'kredit';
  biaya_mobil: number;
  /** '' without a voucher. */
  kode_voucher: string;
  potongan: number;
  grand_total: number;
  uang_muka: number;
  tenor: number | null;
  angsuran: number;
  angsuran_promo: number;
  bookingfee: number;
  full_name: string;
  member_email: string;
  phone: string;
  address: string;
  bank: BookingFeeBank;
  /** Present when the order created the account (guest). */
  login?: LoginData;
}

/** POST voucher, cash, message 'Valid': sub_total is the effective price, total = sub_total - potongan. */
export interface CashVoucherResult { promotion_code: string; sub_total: number; potongan: number; total: number }
/** POST voucher, kredit, message 'Valid': the normal and the promo instalment. */
export interface CreditVoucherResult { promotion_code: string; angsuran: number; angsuran_promo: number }
/** POST voucher: `data` with message 'Valid'; `data` null with message 'Invalid'. */
export type VoucherResult = CashVoucherResult | CreditVoucherResult;

/** POST member/payment: the stored confirmation; the order stays 'Unpaid' until staff verify it. */
export interface PaymentConfirmationResult {
  id: number;
  no_order: string;
  nominal: number;
  bank_tujuan: string;
  tanggal: string;
  status: 'pending';
  order_status: string;
}

/**
 * One schema per content collection, shared by the staff screens (the form's rules) and the
 * server (the 422). Field names follow the public contract where it has them.
 */
import * as v from 'valibot';
import { ROW_ID_MAX, RUPIAH_MAX } from '../forms/limits';
import { day, is, isBoolean, isInt, isString, max, maxLength, min, oneOf, required, rule } from '../forms/rules';
import { field, form, toNumber, trim, type CrossRule, type FormSchema } from '../forms/validate';
import { PANORAMA_FACES } from '../media';
import { isCalendarDay } from '../money';
import { PUBLISH_STATUSES, type ContentCollection } from './collections';
import { EXTERIOR_FRAMES, TENORS } from '../constants';
import { CREDIT_REGIONS, PREMIUM_PAYMENTS } from '../credit';
import { parseHours } from '../slots';

export const CONTENT_MESSAGES = {
  required: (label: string) => `*Masukkan ${label}!.`,
  choose: (label: string) => `*Pilih ${label}!.`,
  tooLong: (max: number) => `*Maksimal ${max} karakter!.`,
  number: '*Masukkan angka yang valid!.',
  range: (min: number, max: number) => `*Nilai harus antara ${min.toLocaleString('id-ID')} dan ${max.toLocaleString('id-ID')}!.`,
  slug: '*Hanya huruf kecil, angka dan tanda hubung (mis. avanza-veloz)!.',
  slugTaken: '*Slug sudah dipakai, pilih yang lain!.',
  codeTaken: '*Kode sudah dipakai!.',
  media: '*Unggah gambar atau pilih dari media!.',
  mediaDesktop: '*Unggah gambar desktop atau pilih dari media!.',
  mediaMobile: '*Unggah gambar mobile atau pilih dari media!.',
  mediaUrl: '*Alamat gambar tidak valid!.',
  pdf: '*Unggah berkas PDF!.',
  link: '*Tautan harus diawali / atau https://!.',
  colour: '*Kode warna seperti #1A2B3C!.',
  date: '*Masukkan tanggal (YYYY-MM-DD)!.',
  dateOrder: '*Tanggal akhir tidak boleh sebelum tanggal mulai!.',
  boolean: '*Pilih ya atau tidak!.',
  tooMany: (max: number) => `*Maksimal ${max} item!.`,
  frames: `*Foto 360 harus tepat ${EXTERIOR_FRAMES} bingkai!.`,
  panorama: '*Panorama interior butuh enam sisi (depan, belakang, kiri, kanan, atas, bawah)!.',
  discount: '*Harga diskon harus di bawah harga OTR (0 bila tidak ada)!.',
  email: '*Email tidak valid!.',
  phone: '*Nomor hanya angka (boleh diawali +)!.',
  regionCode: '*Kode wilayah seperti 33 atau 33.74!.',
  voucherCode: '*Kode hanya huruf besar dan angka (3-20)!.',
  voucherAmount: '*Isi potongan harga atau potongan angsuran!.',
  unknown: (label: string) => `*${label} tidak ditemukan!.`,
  hours: '*Jam seperti 08:00-16:30, atau kosong bila tutup!.',
} as const;
const m = CONTENT_MESSAGES;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A site path ('/media/..', '/promo') or an http(s) URL, no spaces or quotes. */
const LINK = /^(\/(?!\/)|https?:\/\/)[^\s"'<>]*$/;
/** A media URL: a site path (uploaded or demo) or an https URL. */
const MEDIA = /^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/;
const isMediaUrl = (x: unknown) => typeof x === 'string' && x.length <= 300 && MEDIA.test(x);

/** `rules` in order, the first refusal speaks; `fallback` when the key is missing. */
const f = <S extends v.GenericSchema, D extends v.Default<S, undefined>>(schema: S, fallback: D) => v.optional(field(schema), fallback);
/** Text of at most `limit` characters. */
const length = <T>(limit: number) => maxLength<T>(limit, m.tooLong(limit));

/** Required trimmed text of at most `limit` characters. */
const text = (limit: number, label: string) => f(v.pipe(v.unknown(), trim, length(limit), isString(m.required(label)), required(m.required(label))), '');
/** Optional trimmed text ('' allowed). */
const optionalText = (limit: number) => f(v.pipe(v.unknown(), trim, length(limit), isString(m.tooLong(limit))), '');
/** Lower-case words joined by dashes. */
const slug = () => f(v.pipe(v.unknown(), trim, length(120), is<unknown, string>((x) => typeof x === 'string' && SLUG.test(x), m.slug)), '');
/** A link: site path or URL (empty allowed when optional), trimmed. */
const link = (limit: number, optional = false) =>
  f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => typeof x === 'string' && ((optional && x === '') || LINK.test(x)), m.link), length(limit)), '');
/** `/media/..` or https, up to 300 characters, required. */
const media = (message: string = m.media) => f(v.pipe(v.unknown(), length(300), is<unknown, string>((x) => typeof x === 'string' && x !== '' && MEDIA.test(x), message)), '');
/** An optional media URL ('' when none). */
const optionalMedia = () => f(v.pipe(v.unknown(), length(300), is<unknown, string>((x) => typeof x === 'string' && (x === '' || MEDIA.test(x)), m.mediaUrl)), '');
/** A list of media URLs. */
const mediaList = (limit: number) =>
  f(v.pipe(v.unknown(), is<unknown, string[]>((x) => Array.isArray(x) && x.length <= limit && x.every(isMediaUrl), m.mediaUrl)), () => []);
/** A whole number in [lo, hi]. */
const int = (lo: number, hi: number, fallback: number | '' = 0) =>
  f(v.pipe(v.unknown(), toNumber, min(lo, m.range(lo, hi)), max(hi, m.range(lo, hi)), isInt(m.number)), fallback);
/** The id of a record of another collection. */
const ref = (label: string) => f(v.pipe(v.unknown(), toNumber, min(1, m.choose(label)), max(ROW_ID_MAX, m.choose(label)), isInt(m.choose(label))), '');
const bool = () => f(v.pipe(v.unknown(), isBoolean(m.boolean)), false);
const status = () => f(v.pipe(v.unknown(), oneOf(PUBLISH_STATUSES, m.choose('status'))), 'draft');
/** A whole number in [lo, hi] that says `number` when it is not whole (the range comes after). */
const amount = (lo: number, hi: number) => v.pipe(v.unknown(), toNumber, isInt(m.number), max(hi, m.range(lo, hi)), min(lo, m.range(lo, hi)));
/** Rows of `entries`, at most `limit`, in the field `name`. */
const rows = <E extends v.ObjectEntries>(entries: E, limit: number, name: string) => f(v.pipe(
  v.unknown(),
  is<unknown, unknown[]>((x) => Array.isArray(x), m.tooMany(limit)),
  rule((x) => Array.isArray(x) && x.length <= limit, m.tooMany(limit)),
  v.array(v.looseObject(entries, `each value in nested property ${name} must be either object or array`)),
), () => []);

/* ---------- rows ---------- */

const featuredRow = { title: text(100, 'judul'), subtitle: optionalText(200) };
const specRow = { title: text(100, 'judul'), value: optionalText(200) };
const serviceCard = { title: text(150, 'judul'), text: optionalText(1000), image: media() };

/** Six face URLs of the interior panorama. */
const isPanorama = (x: unknown): x is Record<string, string> => typeof x === 'object' && x !== null && !Array.isArray(x)
  && PANORAMA_FACES.every((face) => isMediaUrl((x as Record<string, unknown>)[face])) && Object.keys(x).length === PANORAMA_FACES.length;

/* ---------- collections ---------- */

export const CategoryDto = form({ category_name: text(100, 'nama kategori'), category_seo: slug(), sort: int(0, 9999) });

export const ModelDto = form({
  category_id: ref('kategori'),
  name: text(100, 'nama model'),
  car_seo: slug(),
  body_style: text(60, 'tipe bodi'),
  preview_text: optionalText(500),
  meta_title: optionalText(160),
  image: media(),
  featured: rows(featuredRow, 12, 'featured'),
  recommended: bool(),
  ribbon: optionalText(40),
  sort: int(0, 9999),
  slider: mediaList(20),
  slider_mobile: mediaList(20),
  exterior_cover: optionalMedia(),
  exterior_gallery: mediaList(40),
  interior_cover: optionalMedia(),
  interior_gallery: mediaList(40),
  interior360: v.nullish(field(v.pipe(v.unknown(), is<unknown, Record<string, string>>(isPanorama, m.panorama))), null),
  cta_title: optionalText(120),
  cta_whatsapp: link(500, true),
  video_cover: optionalMedia(),
  video_url: link(500, true),
});

/** A discount below the OTR price (0 for none). */
const belowOtr: CrossRule = (x, o) => (x === 0 || (typeof x === 'number' && typeof o.price_otr === 'number' && x < o.price_otr) ? undefined : m.discount);

export const TypeDto = form({
  car_model_id: ref('model'),
  car_type_name: text(100, 'nama tipe'),
  car_transmission: f(v.pipe(v.unknown(), oneOf(['AT', 'MT'] as const, m.choose('transmisi'))), ''),
  price_otr: f(v.pipe(v.unknown(), toNumber, isInt(m.required('harga OTR')), max(RUPIAH_MAX, m.range(1, RUPIAH_MAX)), min(1, m.range(1, RUPIAH_MAX))), ''),
  price_disc: f(v.pipe(v.unknown(), toNumber, isInt(m.number), min(0, m.discount)), 0),
  image: media(),
  sort: int(0, 9999),
}, { price_disc: belowOtr });

const isFrames = (x: unknown): x is string[] => Array.isArray(x) && (x.length === 0 || (x.length === EXTERIOR_FRAMES && x.every(isMediaUrl)));

export const ColourDto = form({
  car_model_id: ref('model'),
  color_name: text(100, 'nama warna'),
  color_palette: f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => typeof x === 'string' && /^#[0-9a-fA-F]{6}$/.test(x), m.colour), maxLength(7, m.colour)), ''),
  image: media(),
  /** 18 photo URLs, or empty to keep the demo frames. */
  frames: f(v.pipe(v.unknown(), is<unknown, string[]>(isFrames, m.frames)), () => []),
  sort: int(0, 9999),
});

export const SpecificationDto = form({ dimensi: rows(specRow, 60, 'dimensi'), mesin: rows(specRow, 60, 'mesin'), spesifikasi: rows(specRow, 60, 'spesifikasi') });

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

export const ClubDto = form({
  club_name: text(150, 'nama klub'),
  seo: slug(),
  logo: media(),
  banner: media(),
  club_profile: text(50_000, 'profil klub'),
  sort: int(0, 9999),
});

export const SparePartDto = form({
  category: f(v.pipe(v.unknown(), oneOf(['sparepart', 'accesories'] as const, m.choose('jenis'))), ''),
  title: text(200, 'nama'),
  image: media(),
  harga: v.nullish(field(amount(0, RUPIAH_MAX)), null),
  keterangan: v.nullish(field(v.pipe(v.unknown(), trim, isString(m.tooLong(2000)), length(2000))), null),
});

/** Each item (of a list) or the value itself passes `test`. */
const each = (test: (x: unknown) => boolean, message: string) => rule((x) => (Array.isArray(x) ? x : [x]).every(test), message);

export const AccessoryDto = form({
  name: text(150, 'nama'),
  image: media(),
  price: f(amount(0, RUPIAH_MAX), ''),
  billing: f(v.pipe(v.unknown(), oneOf(['dp', 'cash'] as const, m.choose('pembayaran'))), ''),
  model_ids: f(v.pipe(
    v.unknown(),
    each((n) => typeof n === 'number' && n <= ROW_ID_MAX && n >= 1 && Number.isInteger(n), m.choose('model')),
    rule((x) => Array.isArray(x) && x.length >= 1, m.choose('model')),
    rule((x) => Array.isArray(x) && x.length <= 200, m.tooMany(200)),
    is<unknown, number[]>((x) => Array.isArray(x), m.choose('model')),
  ), () => []),
  description: optionalText(1000),
  sort: int(0, 9999),
});

export const BrochureDto = form({
  category_id: ref('kategori'),
  title: text(150, 'judul'),
  image: media(),
  file: f(v.pipe(v.unknown(), is<unknown, string>((x) => typeof x === 'string' && MEDIA.test(x) && /\.pdf$/i.test(x), m.pdf), length(300)), ''),
  sort: int(0, 9999),
});

/** A phone or WhatsApp number, or '' for none. */
const phoneOrEmpty = () =>
  f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => x === '' || (typeof x === 'string' && /^[+0-9 ()-]{6,20}$/.test(x)), m.phone), length(20)), '');
/** A region code ('33' or '33.74'). */
const regionCode = (pattern: RegExp) =>
  f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => typeof x === 'string' && pattern.test(x), m.regionCode), maxLength(20, m.regionCode)), '');

export const BranchDto = form({
  name: text(150, 'nama cabang'),
  seo: slug(),
  city_code: f(v.pipe(v.unknown(), trim, required(m.choose('kota')), isString(m.choose('kota')), maxLength(20, m.choose('kota'))), ''),
  address: text(300, 'alamat'),
  phone: phoneOrEmpty(),
  whatsapp: phoneOrEmpty(),
  email: f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => x === '' || (typeof x === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(x)), m.email), length(254)), ''),
  maps: link(1000, true),
  slider: mediaList(20),
  sort: int(0, 9999),
});

export const BranchCityDto = form({ code: regionCode(/^\d{2}\.\d{2}$/), name: text(100, 'nama kota'), province_code: regionCode(/^\d{2}$/) });

/** At most two decimals (a flat rate such as 3.25). */
const twoDecimals = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && (String(x).split('.')[1] ?? '').length <= 2;

export const CreditRateDto = form({
  tenor: f(v.pipe(v.unknown(), toNumber, oneOf(TENORS, m.choose(`tenor (${TENORS.join(', ')})`))), ''),
  flat_rate: f(v.pipe(v.unknown(), toNumber, is<unknown, number>(twoDecimals, m.number), max(100, m.range(0, 100)), min(0, m.range(0, 100))), ''),
});

const TYPE = m.choose('tipe mobil');

export const VoucherDto = form({
  code: f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => typeof x === 'string' && /^[A-Z0-9]{3,20}$/.test(x), m.voucherCode), maxLength(20, m.voucherCode)), ''),
  description: optionalText(500),
  payment_type: f(v.pipe(v.unknown(), oneOf(['', 'cash', 'kredit'] as const, m.choose('jenis pembayaran'))), ''),
  car_type_ids: f(v.pipe(
    v.unknown(),
    each((n) => typeof n === 'number' && n <= ROW_ID_MAX, TYPE),
    each((n) => typeof n === 'number' && n >= 1, TYPE),
    each((n) => typeof n === 'number' && Number.isInteger(n), TYPE),
    rule((x) => Array.isArray(x) && x.length <= 500, m.tooMany(500)),
    is<unknown, number[]>((x) => Array.isArray(x), TYPE),
  ), () => []),
  valid_from: f(v.pipe(v.unknown(), day(m.date)), ''),
  valid_until: f(v.pipe(v.unknown(), day(m.date)), ''),
  discount_amount: f(amount(0, RUPIAH_MAX), 0),
  instalment_discount: f(amount(0, RUPIAH_MAX), 0),
  quota: int(1, 1_000_000, ''),
}, {
  valid_until: (x, o) => (typeof x !== 'string' || typeof o.valid_from !== 'string' || x >= o.valid_from ? undefined : m.dateOrder),
  instalment_discount: (x, o) => (Number(x) > 0 || Number(o.discount_amount) > 0 ? undefined : m.voucherAmount),
});

export const TestimonialDto = form({ name: text(100, 'nama'), title: text(150, 'keterangan'), text: text(1000, 'testimoni'), image: media() });

/** One periodic service of the maintenance plan (issue 33). */
export const MaintenanceStepDto = form({
  n: int(1, 40, ''),
  label: text(100, 'nama servis'),
  km: int(0, 1_000_000, ''),
  months: int(0, 600, ''),
  work: text(2000, 'pekerjaan'),
  free: bool(),
});

export const AfterSalesDto = form({
  title: text(200, 'judul'),
  seo: slug(),
  text: text(2000, 'teks pembuka'),
  image: media(),
  cards: rows(serviceCard, 24, 'cards'),
});

/** A percent with at most two decimals in [0, hi]. */
const percent = (hi: number, fallback: number | '' = '') =>
  f(v.pipe(v.unknown(), toNumber, is<unknown, number>(twoDecimals, m.number), max(hi, m.range(0, hi)), min(0, m.range(0, hi))), fallback);
const flatRateRow = {
  tenor: f(v.pipe(v.unknown(), toNumber, oneOf(TENORS, m.choose(`tenor (${TENORS.join(', ')})`))), ''),
  flat_rate: percent(100),
};
const insuranceRow = {
  band_max: f(amount(0, RUPIAH_MAX), ''),
  region: f(v.pipe(v.unknown(), trim, oneOf(CREDIT_REGIONS, m.choose('wilayah (jateng atau diy)'))), ''),
  all_risk: percent(100),
  tlo: percent(100),
};
const premiumPayment = (label: string) => f(v.pipe(v.unknown(), oneOf(PREMIUM_PAYMENTS, m.choose(label))), 'upfront');

export const LeasingPartnerDto = form({
  name: text(100, 'nama perusahaan pembiayaan'),
  is_default: bool(),
  min_dp_percent: percent(80),
  schemes: f(v.pipe(v.unknown(), oneOf(['ADDM+ADDB', 'ADDM', 'ADDB'] as const, m.choose('skema angsuran'))), 'ADDM+ADDB'),
  flat_rates: rows(flatRateRow, 10, 'flat_rates'),
  insurance_rates: rows(insuranceRow, 30, 'insurance_rates'),
  mix_all_risk_years: int(0, 10, 1),
  insurance_payment: premiumPayment('pembayaran asuransi'),
  admin_fee: f(amount(0, RUPIAH_MAX), 0),
  provisi_percent: percent(10, 0),
  credit_life_percent: percent(10, 0),
  credit_life_payment: premiumPayment('pembayaran asuransi jiwa'),
  sort: int(0, 9999),
}, {
  flat_rates: (x) => (Array.isArray(x) && new Set(x.map((r) => (r as { tenor?: unknown }).tenor)).size !== x.length ? '*Tenor tidak boleh dobel!.' : undefined),
});

export const TradeInValueDto = form({
  brand_model_id: ref('model mobil lama'),
  year: int(1990, 2100, ''),
  value: f(amount(1, RUPIAH_MAX), ''),
});

/** The schema of each collection. */
/* ---------- slots (issue 32) ---------- */

/** 'HH:MM-HH:MM' or '' (closed). */
const hours = () => f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => typeof x === 'string' && x.length <= 11 && parseHours(x) !== undefined, m.hours)), '');
const hourFields = (prefix: string) => Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`${prefix}${i}`, hours()])) as Record<string, ReturnType<typeof hours>>;

export const SlotCapacityDto = form({
  slot_minutes: int(15, 240, 30),
  ...hourFields('hours_'),
  ...hourFields('testdrive_hours_'),
  service_general: int(0, 50),
  service_body_paint: int(0, 50),
  inspection: int(0, 50),
  closed_days: rows({ date: f(v.pipe(v.unknown(), trim, day(m.date)), '') }, 120, 'closed_days'),
});

export const TestdriveUnitDto = form({
  branch_id: ref('cabang'),
  car_model_id: ref('model'),
  name: text(100, 'nama unit'),
  active: f(v.pipe(v.unknown(), isBoolean(m.boolean)), true),
});

export const CONTENT_DTOS: Record<ContentCollection, FormSchema> = {
  categories: CategoryDto,
  models: ModelDto,
  types: TypeDto,
  colours: ColourDto,
  specifications: SpecificationDto,
  sliders: SliderDto,
  offers: OfferDto,
  news: NewsDto,
  'news-categories': NewsCategoryDto,
  pages: PageDto,
  clubs: ClubDto,
  'spare-parts': SparePartDto,
  accessories: AccessoryDto,
  brochures: BrochureDto,
  branches: BranchDto,
  'branch-cities': BranchCityDto,
  'credit-rates': CreditRateDto,
  vouchers: VoucherDto,
  testimonials: TestimonialDto,
  'after-sales': AfterSalesDto,
  'leasing-partners': LeasingPartnerDto,
  'tradein-values': TradeInValueDto,
  'maintenance-plan': MaintenanceStepDto,
  'slot-capacity': SlotCapacityDto,
  'testdrive-units': TestdriveUnitDto,
};

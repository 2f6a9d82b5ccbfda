/**
 * The schemas of the cars and what they cost: categories, models, types and prices, colours,
 * specifications, accessories, vouchers, credit rates, leasing partners and trade-in values (the staff
 * start screen's 'Katalog & Harga').
 */
import * as v from 'valibot';
import { ROW_ID_MAX, RUPIAH_MAX } from '../forms/limits';
import { day, is, isInt, max, maxLength, min, oneOf, rule } from '../forms/rules';
import { field, form, toNumber, trim, type CrossRule } from '../forms/validate';
import { PANORAMA_FACES } from '../media';
import { EXTERIOR_FRAMES, TENORS } from '../constants';
import { CREDIT_REGIONS, PREMIUM_PAYMENTS } from '../credit';
import { CONTENT_MESSAGES as m, f, text, optionalText, slug, link, media, optionalMedia, mediaList, int, ref, bool, amount, rows, isMediaUrl } from './dto-fields';

const featuredRow = { title: text(100, 'judul'), subtitle: optionalText(200) };

const specRow = { title: text(100, 'judul'), value: optionalText(200) };

/** Six face URLs of the interior panorama. */
const isPanorama = (x: unknown): x is Record<string, string> => typeof x === 'object' && x !== null && !Array.isArray(x)
  && PANORAMA_FACES.every((face) => isMediaUrl((x as Record<string, unknown>)[face])) && Object.keys(x).length === PANORAMA_FACES.length;

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

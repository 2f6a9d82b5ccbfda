/**
 * One class-validator DTO per content collection, shared by the staff screens (the form's rules)
 * and the server (the 422). Field names follow the public contract where it has them.
 */
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min,
  registerDecorator, ValidateNested,
} from 'class-validator';
import { ROW_ID_MAX } from '../forms/limits';
import { IsDay } from '../forms/rules';
import { ToNumber, Trim } from '../forms/validate';
import { PANORAMA_FACES } from '../media';
import { PUBLISH_STATUSES, RUPIAH_MAX, type ContentCollection } from './collections';
import { EXTERIOR_FRAMES, TENORS } from '../constants';

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
} as const;
const m = CONTENT_MESSAGES;

type Check = (v: unknown, o: Record<string, unknown>) => boolean;
const rule = (name: string, test: Check, message: string) =>
  (target: object, propertyName: string) =>
    registerDecorator({ name, target: target.constructor, propertyName, options: { message }, validator: { validate: (v, args) => test(v, args!.object as Record<string, unknown>) } });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A site path ('/media/..', '/promo') or an http(s) URL, no spaces or quotes. */
const LINK = /^(\/(?!\/)|https?:\/\/)[^\s"'<>]*$/;
/** A media URL: a site path (uploaded or demo) or an https URL. */
const MEDIA = /^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/;

/** Lower-case words joined by dashes. */
const IsSlug = () => rule('isSlug', (v) => typeof v === 'string' && SLUG.test(v), m.slug);
/** A link: site path or URL (empty allowed when optional). */
const IsLink = (optional = false) => rule('isLink', (v) => typeof v === 'string' && ((optional && v === '') || LINK.test(v)), m.link);
/** A required media URL. */
const IsMedia = (message: string = m.media) => rule('isMedia', (v) => typeof v === 'string' && v !== '' && MEDIA.test(v), message);
/** An optional media URL ('' when none). */
const IsOptionalMedia = () => rule('isOptionalMedia', (v) => typeof v === 'string' && (v === '' || MEDIA.test(v)), m.mediaUrl);
/** A list of media URLs. */
const IsMediaList = (max: number) =>
  rule('isMediaList', (v) => Array.isArray(v) && v.length <= max && v.every((x) => typeof x === 'string' && x.length <= 300 && MEDIA.test(x)), m.mediaUrl);

/** `/media/..` or https, up to 300 characters, required. */
const Media = (message?: string) => (t: object, p: string) => { MaxLength(300, { message: m.tooLong(300) })(t, p); IsMedia(message)(t, p); };
const OptionalMedia = () => (t: object, p: string) => { MaxLength(300, { message: m.tooLong(300) })(t, p); IsOptionalMedia()(t, p); };
/** Required trimmed text of at most `max` characters. */
const Text = (max: number, label: string) => (t: object, p: string) => {
  Trim()(t, p); MaxLength(max, { message: m.tooLong(max) })(t, p); IsString({ message: m.required(label) })(t, p); IsNotEmpty({ message: m.required(label) })(t, p);
};
/** Optional trimmed text ('' allowed). */
const OptionalText = (max: number) => (t: object, p: string) => {
  Trim()(t, p); MaxLength(max, { message: m.tooLong(max) })(t, p); IsString({ message: m.tooLong(max) })(t, p);
};
const Slug = () => (t: object, p: string) => { Trim()(t, p); MaxLength(120, { message: m.tooLong(120) })(t, p); IsSlug()(t, p); };
/** A whole number in [min, max]. */
const Int = (min: number, max: number) => (t: object, p: string) => {
  ToNumber()(t, p); Min(min, { message: m.range(min, max) })(t, p); Max(max, { message: m.range(min, max) })(t, p); IsInt({ message: m.number })(t, p);
};
/** The id of a record of another collection. */
const Ref = (label: string) => (t: object, p: string) => {
  ToNumber()(t, p); Min(1, { message: m.choose(label) })(t, p); Max(ROW_ID_MAX, { message: m.choose(label) })(t, p); IsInt({ message: m.choose(label) })(t, p);
};
const Bool = () => IsBoolean({ message: m.boolean });
const Status = () => IsIn(PUBLISH_STATUSES as unknown as string[], { message: m.choose('status') });
const Rows = (cls: new () => object, max: number) => (t: object, p: string) => {
  IsArray({ message: m.tooMany(max) })(t, p); ArrayMaxSize(max, { message: m.tooMany(max) })(t, p);
  ValidateNested({ each: true })(t, p);
  Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? plainToInstance(cls, v, { exposeDefaultValues: true }) : v)) : value))(t, p);
};

/* ---------- rows ---------- */

export class FeaturedRowDto {
  @Text(100, 'judul') title = '';
  @OptionalText(200) subtitle = '';
}
export class SpecRowDto {
  @Text(100, 'judul') title = '';
  @OptionalText(200) value = '';
}
export class ServiceCardDto {
  @Text(150, 'judul') title = '';
  @OptionalText(1000) text = '';
  @Media() image = '';
}
/** Six face URLs of the interior panorama. */
const IsPanorama = () => rule('isPanorama', (v) => v === null || (typeof v === 'object' && !Array.isArray(v)
  && PANORAMA_FACES.every((f) => typeof (v as Record<string, unknown>)[f] === 'string' && MEDIA.test((v as Record<string, string>)[f]) && (v as Record<string, string>)[f].length <= 300)
  && Object.keys(v as object).length === PANORAMA_FACES.length), m.panorama);

/* ---------- collections ---------- */

export class CategoryDto {
  @Text(100, 'nama kategori') category_name = '';
  @Slug() category_seo = '';
  @Int(0, 9999) sort: number | string = 0;
}

export class ModelDto {
  @Ref('kategori') category_id: number | string = '';
  @Text(100, 'nama model') name = '';
  @Slug() car_seo = '';
  @Text(60, 'tipe bodi') body_style = '';
  @OptionalText(500) preview_text = '';
  @OptionalText(160) meta_title = '';
  @Media() image = '';
  @Rows(FeaturedRowDto, 12) featured: FeaturedRowDto[] = [];
  @Bool() recommended = false;
  @OptionalText(40) ribbon = '';
  @Int(0, 9999) sort: number | string = 0;
  @IsMediaList(20) slider: string[] = [];
  @IsMediaList(20) slider_mobile: string[] = [];
  @OptionalMedia() exterior_cover = '';
  @IsMediaList(40) exterior_gallery: string[] = [];
  @OptionalMedia() interior_cover = '';
  @IsMediaList(40) interior_gallery: string[] = [];
  @IsOptional() @IsPanorama() interior360: Record<string, string> | null = null;
  @OptionalText(120) cta_title = '';
  @Trim() @MaxLength(500, { message: m.tooLong(500) }) @IsLink(true) cta_whatsapp = '';
  @OptionalMedia() video_cover = '';
  @Trim() @MaxLength(500, { message: m.tooLong(500) }) @IsLink(true) video_url = '';
}

export class TypeDto {
  @Ref('model') car_model_id: number | string = '';
  @Text(100, 'nama tipe') car_type_name = '';
  @IsIn(['AT', 'MT'], { message: m.choose('transmisi') }) car_transmission = '';
  @ToNumber() @Min(1, { message: m.range(1, RUPIAH_MAX) }) @Max(RUPIAH_MAX, { message: m.range(1, RUPIAH_MAX) }) @IsInt({ message: m.required('harga OTR') }) price_otr: number | string = '';
  @ToNumber() @rule('belowOtr', (v, o) => v === 0 || (typeof v === 'number' && typeof o.price_otr === 'number' && v < o.price_otr), m.discount)
  @Min(0, { message: m.discount }) @IsInt({ message: m.number }) price_disc: number | string = 0;
  @Media() image = '';
  @Int(0, 9999) sort: number | string = 0;
}

export class ColourDto {
  @Ref('model') car_model_id: number | string = '';
  @Text(100, 'nama warna') color_name = '';
  @Trim() @MaxLength(7, { message: m.colour }) @rule('isHex', (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v), m.colour) color_palette = '';
  @Media() image = '';
  /** 18 photo URLs, or empty to keep the demo frames. */
  @rule('isFrames', (v) => Array.isArray(v) && (v.length === 0 || (v.length === EXTERIOR_FRAMES && v.every((x) => typeof x === 'string' && x.length <= 300 && MEDIA.test(x)))), m.frames)
  frames: string[] = [];
  @Int(0, 9999) sort: number | string = 0;
}

export class SpecificationDto {
  @Rows(SpecRowDto, 60) dimensi: SpecRowDto[] = [];
  @Rows(SpecRowDto, 60) mesin: SpecRowDto[] = [];
  @Rows(SpecRowDto, 60) spesifikasi: SpecRowDto[] = [];
}

export class SliderDto {
  @IsIn(['desktop', 'mobile'], { message: m.choose('layar') }) type = 'desktop';
  @Text(150, 'judul') title = '';
  @Media() image = '';
  @Trim() @MaxLength(500, { message: m.tooLong(500) }) @IsLink() link = '';
  @Int(0, 9999) sort: number | string = 0;
  @Status() status = 'draft';
}

export class OfferDto {
  @Text(150, 'judul') title = '';
  @Media() image = '';
  @Trim() @MaxLength(500, { message: m.tooLong(500) }) @IsLink() url = '';
  @Int(0, 9999) sort: number | string = 0;
  @Status() status = 'draft';
}

export class NewsDto {
  @Ref('kategori') category_id: number | string = '';
  @Text(200, 'judul') title = '';
  @Slug() seo = '';
  @Media() image = '';
  @Text(500, 'ringkasan') text_preview = '';
  @Text(100_000, 'isi berita') text = '';
  @IsDay(m.date) posted_at = '';
  @Bool() highlight = false;
  @Status() status = 'draft';
}

export class NewsCategoryDto {
  @Text(100, 'nama') name = '';
  @Slug() link = '';
  @Int(0, 9999) sort: number | string = 0;
}

export class PageDto {
  @Text(200, 'judul') title = '';
  @Slug() seo = '';
  @Text(160, 'judul meta') meta_title = '';
  @OptionalMedia() image = '';
  @Text(100_000, 'isi halaman') text = '';
  @Status() status = 'draft';
}

export class ClubDto {
  @Text(150, 'nama klub') club_name = '';
  @Slug() seo = '';
  @Media() logo = '';
  @Media() banner = '';
  @Text(50_000, 'profil klub') club_profile = '';
  @Int(0, 9999) sort: number | string = 0;
}

export class SparePartDto {
  @IsIn(['sparepart', 'accesories'], { message: m.choose('jenis') }) category = '';
  @Text(200, 'nama') title = '';
  @Media() image = '';
  @ToNumber() @IsOptional() @Min(0, { message: m.range(0, RUPIAH_MAX) }) @Max(RUPIAH_MAX, { message: m.range(0, RUPIAH_MAX) }) @IsInt({ message: m.number }) harga: number | string | null = null;
  @Trim() @IsOptional() @MaxLength(2000, { message: m.tooLong(2000) }) @IsString({ message: m.tooLong(2000) }) keterangan: string | null = null;
}

export class BrochureDto {
  @Ref('kategori') category_id: number | string = '';
  @Text(150, 'judul') title = '';
  @Media() image = '';
  @MaxLength(300, { message: m.tooLong(300) }) @rule('isPdf', (v) => typeof v === 'string' && MEDIA.test(v) && /\.pdf$/i.test(v), m.pdf) file = '';
  @Int(0, 9999) sort: number | string = 0;
}

export class BranchDto {
  @Text(150, 'nama cabang') name = '';
  @Slug() seo = '';
  @Trim() @MaxLength(20, { message: m.choose('kota') }) @IsString({ message: m.choose('kota') }) @IsNotEmpty({ message: m.choose('kota') }) city_code = '';
  @Text(300, 'alamat') address = '';
  @Trim() @MaxLength(20, { message: m.tooLong(20) }) @rule('phoneOrEmpty', (v) => v === '' || (typeof v === 'string' && /^[+0-9 ()-]{6,20}$/.test(v)), m.phone) phone = '';
  @Trim() @MaxLength(20, { message: m.tooLong(20) }) @rule('waOrEmpty', (v) => v === '' || (typeof v === 'string' && /^[+0-9 ()-]{6,20}$/.test(v)), m.phone) whatsapp = '';
  @Trim() @MaxLength(254, { message: m.tooLong(254) }) @rule('emailOrEmpty', (v) => v === '' || (typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)), m.email) email = '';
  @Trim() @MaxLength(1000, { message: m.tooLong(1000) }) @IsLink(true) maps = '';
  @IsMediaList(20) slider: string[] = [];
  @Int(0, 9999) sort: number | string = 0;
}

export class BranchCityDto {
  @Trim() @MaxLength(20, { message: m.regionCode }) @rule('isCityCode', (v) => typeof v === 'string' && /^\d{2}\.\d{2}$/.test(v), m.regionCode) code = '';
  @Text(100, 'nama kota') name = '';
  @Trim() @MaxLength(20, { message: m.regionCode }) @rule('isProvinceCode', (v) => typeof v === 'string' && /^\d{2}$/.test(v), m.regionCode) province_code = '';
}

export class CreditRateDto {
  @ToNumber() @IsIn(TENORS as unknown as number[], { message: m.choose(`tenor (${TENORS.join(', ')})`) }) tenor: number | string = '';
  @ToNumber() @Min(0, { message: m.range(0, 100) }) @Max(100, { message: m.range(0, 100) }) @IsNumber({ maxDecimalPlaces: 2 }, { message: m.number }) flat_rate: number | string = '';
}

export class VoucherDto {
  @Trim() @MaxLength(20, { message: m.voucherCode }) @rule('isVoucherCode', (v) => typeof v === 'string' && /^[A-Z0-9]{3,20}$/.test(v), m.voucherCode) code = '';
  @OptionalText(500) description = '';
  @IsIn(['', 'cash', 'kredit'], { message: m.choose('jenis pembayaran') }) payment_type = '';
  @IsArray({ message: m.choose('tipe mobil') }) @ArrayMaxSize(500, { message: m.tooMany(500) }) @IsInt({ each: true, message: m.choose('tipe mobil') })
  @Min(1, { each: true, message: m.choose('tipe mobil') }) @Max(ROW_ID_MAX, { each: true, message: m.choose('tipe mobil') }) car_type_ids: number[] = [];
  @IsDay(m.date) valid_from = '';
  @rule('untilAfterFrom', (v, o) => typeof v !== 'string' || typeof o.valid_from !== 'string' || v >= o.valid_from, m.dateOrder) @IsDay(m.date) valid_until = '';
  @ToNumber() @Min(0, { message: m.range(0, RUPIAH_MAX) }) @Max(RUPIAH_MAX, { message: m.range(0, RUPIAH_MAX) }) @IsInt({ message: m.number }) discount_amount: number | string = 0;
  @ToNumber() @rule('someDiscount', (v, o) => Number(v) > 0 || Number(o.discount_amount) > 0, m.voucherAmount)
  @Min(0, { message: m.range(0, RUPIAH_MAX) }) @Max(RUPIAH_MAX, { message: m.range(0, RUPIAH_MAX) }) @IsInt({ message: m.number }) instalment_discount: number | string = 0;
  @Int(1, 1_000_000) quota: number | string = '';
}

export class TestimonialDto {
  @Text(100, 'nama') name = '';
  @Text(150, 'keterangan') title = '';
  @Text(1000, 'testimoni') text = '';
  @Media() image = '';
}

export class AfterSalesDto {
  @Text(200, 'judul') title = '';
  @Slug() seo = '';
  @Text(2000, 'teks pembuka') text = '';
  @Media() image = '';
  @Rows(ServiceCardDto, 24) cards: ServiceCardDto[] = [];
}

/** The DTO of each collection. */
export const CONTENT_DTOS: Record<ContentCollection, new () => object> = {
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
  brochures: BrochureDto,
  branches: BranchDto,
  'branch-cities': BranchCityDto,
  'credit-rates': CreditRateDto,
  vouchers: VoucherDto,
  testimonials: TestimonialDto,
  'after-sales': AfterSalesDto,
};

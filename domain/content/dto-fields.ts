/**
 * The words the content schemas (dto-*.ts) are made of: the Indonesian message of every refusal and
 * the common fields (text, slug, link, media, numbers, percents, ids, status, rows).
 */
import * as v from 'valibot';
import { ROW_ID_MAX } from '../forms/limits';
import { is, isBoolean, isInt, isString, max, maxLength, min, oneOf, required, rule } from '../forms/rules';
import { field, toNumber, trim } from '../forms/validate';
import { PUBLISH_STATUSES } from './collections';
import { EXTERIOR_FRAMES } from '../constants';

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
export const MEDIA = /^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/;
export const isMediaUrl = (x: unknown) => typeof x === 'string' && x.length <= 300 && MEDIA.test(x);

/** `rules` in order, the first refusal speaks; `fallback` when the key is missing. */
export const f = <S extends v.GenericSchema, D extends v.Default<S, undefined>>(schema: S, fallback: D) => v.optional(field(schema), fallback);
/** Text of at most `limit` characters. */
export const length = <T>(limit: number) => maxLength<T>(limit, m.tooLong(limit));

/** Required trimmed text of at most `limit` characters. */
export const text = (limit: number, label: string) => f(v.pipe(v.unknown(), trim, length(limit), isString(m.required(label)), required(m.required(label))), '');
/** Optional trimmed text ('' allowed). */
export const optionalText = (limit: number) => f(v.pipe(v.unknown(), trim, length(limit), isString(m.tooLong(limit))), '');
/** Lower-case words joined by dashes. */
export const slug = () => f(v.pipe(v.unknown(), trim, length(120), is<unknown, string>((x) => typeof x === 'string' && SLUG.test(x), m.slug)), '');
/** A link: site path or URL (empty allowed when optional), trimmed. */
export const link = (limit: number, optional = false) =>
  f(v.pipe(v.unknown(), trim, is<unknown, string>((x) => typeof x === 'string' && ((optional && x === '') || LINK.test(x)), m.link), length(limit)), '');
/** `/media/..` or https, up to 300 characters, required. */
export const media = (message: string = m.media) => f(v.pipe(v.unknown(), length(300), is<unknown, string>((x) => typeof x === 'string' && x !== '' && MEDIA.test(x), message)), '');
/** An optional media URL ('' when none). */
export const optionalMedia = () => f(v.pipe(v.unknown(), length(300), is<unknown, string>((x) => typeof x === 'string' && (x === '' || MEDIA.test(x)), m.mediaUrl)), '');
/** A list of media URLs. */
export const mediaList = (limit: number) =>
  f(v.pipe(v.unknown(), is<unknown, string[]>((x) => Array.isArray(x) && x.length <= limit && x.every(isMediaUrl), m.mediaUrl)), () => []);
/** A whole number in [lo, hi]. */
export const int = (lo: number, hi: number, fallback: number | '' = 0) =>
  f(v.pipe(v.unknown(), toNumber, min(lo, m.range(lo, hi)), max(hi, m.range(lo, hi)), isInt(m.number)), fallback);
/** The id of a record of another collection. */
export const ref = (label: string) => f(v.pipe(v.unknown(), toNumber, min(1, m.choose(label)), max(ROW_ID_MAX, m.choose(label)), isInt(m.choose(label))), '');
export const bool = () => f(v.pipe(v.unknown(), isBoolean(m.boolean)), false);
export const status = () => f(v.pipe(v.unknown(), oneOf(PUBLISH_STATUSES, m.choose('status'))), 'draft');
/** A whole number in [lo, hi] that says `number` when it is not whole (the range comes after). */
export const amount = (lo: number, hi: number) => v.pipe(v.unknown(), toNumber, isInt(m.number), max(hi, m.range(lo, hi)), min(lo, m.range(lo, hi)));
/** Rows of `entries`, at most `limit`, in the field `name`. */
export const rows = <E extends v.ObjectEntries>(entries: E, limit: number, name: string) => f(v.pipe(
  v.unknown(),
  is<unknown, unknown[]>((x) => Array.isArray(x), m.tooMany(limit)),
  rule((x) => Array.isArray(x) && x.length <= limit, m.tooMany(limit)),
  v.array(v.looseObject(entries, `each value in nested property ${name} must be either object or array`)),
), () => []);



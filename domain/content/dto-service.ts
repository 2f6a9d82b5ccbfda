/**
 * The schemas of the dealer's network and services: branches and their cities, brochures, spare parts,
 * clubs, the maintenance plan, slot capacity and test-drive units (the staff start screen's 'Layanan &
 * Jaringan').
 */
import * as v from 'valibot';
import { RUPIAH_MAX } from '../forms/limits';
import { day, is, isBoolean, isString, maxLength, oneOf, required } from '../forms/rules';
import { field, form, trim } from '../forms/validate';
import { parseHours } from '../slots';
import { CONTENT_MESSAGES as m, f, length, text, slug, link, media, mediaList, int, ref, bool, amount, rows, MEDIA } from './dto-fields';

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

/** One periodic service of the maintenance plan (issue 33). */
export const MaintenanceStepDto = form({
  n: int(1, 40, ''),
  label: text(100, 'nama servis'),
  km: int(0, 1_000_000, ''),
  months: int(0, 600, ''),
  work: text(2000, 'pekerjaan'),
  free: bool(),
});

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

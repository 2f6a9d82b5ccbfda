/**
 * The garage's input shapes (Valibot, one rule set for the page and the server): a car an owner adds
 * or edits, the adviser's service record, a recall or service campaign. Plates and chassis numbers
 * are normalised (upper case, single spaces) before they are checked.
 */
import * as v from 'valibot';
import { BUILD_YEAR_MIN } from '../constants';
import { isCalendarDay } from '../money';
import { field, form, toNumber, trim } from '../forms/validate';
import { is, isInt, isString, max, maxLength, min, required } from '../forms/rules';
import { KM_MAX } from '../tradein-estimate';

export const GARAGE_MESSAGES = {
  plate: 'Nomor polisi tidak valid. Contoh: H 1234 AB atau AB 1234 XY.',
  plateEmpty: 'Masukkan nomor polisi.',
  chassis: 'Nomor rangka tidak valid: 17 karakter (huruf dan angka, tanpa I, O dan Q) atau format dealer 8 sampai 12 karakter.',
  chassisEmpty: 'Masukkan nomor rangka.',
  model: 'Pilih model mobil.',
  type: 'Pilih tipe mobil.',
  year: 'Tahun pembuatan tidak valid.',
  km: 'Kilometer harus angka bulat 0 sampai 2.000.000.',
  kmBack: 'Kilometer tidak boleh lebih kecil dari kilometer terakhir yang tercatat.',
  lastDate: 'Tanggal servis terakhir tidak valid (YYYY-MM-DD, tidak di masa depan).',
  lastKm: 'Kilometer servis terakhir tidak valid.',
  lastBoth: 'Isi tanggal dan kilometer servis terakhir bersamaan.',
  claimed: 'Nomor rangka ini sudah terdaftar di garasi member lain. Mobil disimpan menunggu konfirmasi dealer.',
  duplicate: 'Mobil dengan nomor rangka ini sudah ada di garasi Anda.',
  chassisTaken: 'Nomor rangka ini sudah terdaftar di garasi member lain. Bila mobil sudah berpindah pemilik, minta pemilik baru menambahkannya lalu konfirmasi klaimnya.',
  chassisTwice: 'Nomor rangka ini sudah dipakai mobil lain di garasi member ini.',
  notPending: 'Mobil ini tidak sedang menunggu konfirmasi kepemilikan.',
  notFound: 'Mobil tidak ditemukan di garasi Anda.',
  lines: 'Isi paling sedikit satu baris pekerjaan.',
  total: 'Total biaya harus angka bulat 0 sampai 1.000.000.000.',
  recommendation: 'Rekomendasi paling banyak 500 karakter.',
  notDone: 'Catatan servis hanya dapat diisi setelah booking berstatus Selesai.',
  noCar: 'Booking ini belum terhubung ke mobil di garasi; pilih mobilnya.',
  campaignTitle: 'Masukkan judul kampanye.',
  campaignText: 'Masukkan isi pesan kampanye.',
  campaignModels: 'Pilih paling sedikit satu model.',
  campaignRange: 'Isi rentang tahun produksi atau rentang nomor rangka.',
  campaignYears: 'Rentang tahun produksi tidak valid.',
} as const;

/** Largest odometer the garage takes: the same limit as a trade-in's (one odometer, one rule). */
export { KM_MAX };

/** Upper case, one space between parts: 'h1234ab' -> 'H 1234 AB'. */
export function normalisePlate(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const compact = raw.toUpperCase().replace(/[\s.-]+/g, '');
  const m = /^([A-Z]{1,2})(\d{1,4})([A-Z]{0,3})$/.exec(compact);
  return m ? [m[1], m[2], m[3]].filter(Boolean).join(' ') : raw.trim().toUpperCase();
}

/** An Indonesian plate: region code of 1-2 letters, 1-4 digits, 0-3 letters ('H 1234 AB', 'B 1 RI'). */
export const isPlate = (x: unknown): boolean => typeof x === 'string' && /^[A-Z]{1,2} \d{1,4}( [A-Z]{1,3})?$/.test(x);

/** Upper case without spaces or dashes. */
export const normaliseChassisNo = (raw: unknown): unknown => (typeof raw === 'string' ? raw.toUpperCase().replace(/[\s-]+/g, '') : raw);

/** A 17-character VIN (no I, O or Q) or the dealer's shorter 8-12 character frame number. */
export const isChassis = (x: unknown): boolean => typeof x === 'string' && (/^[A-HJ-NPR-Z0-9]{17}$/.test(x) || /^[A-HJ-NPR-Z0-9]{8,12}$/.test(x));

const plateField = field(v.pipe(v.unknown(), v.transform(normalisePlate), required(GARAGE_MESSAGES.plateEmpty), is<unknown, string>(isPlate, GARAGE_MESSAGES.plate, { type: 'string' })));
const chassisField = field(v.pipe(v.unknown(), v.transform(normaliseChassisNo), required(GARAGE_MESSAGES.chassisEmpty), is<unknown, string>(isChassis, GARAGE_MESSAGES.chassis, { type: 'string' })));
const id = (message: string) => field(v.pipe(v.unknown(), toNumber, isInt(message), min(1, message)));
const kmField = (message: string) => field(v.pipe(v.unknown(), toNumber, isInt(message), min(0, message), max(KM_MAX, message)));
const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.union([v.pipe(v.union([v.literal(''), v.null()]), v.transform(() => null)), schema]), null);
const pastDay = (message: string) => field(v.pipe(v.unknown(), trim, is<unknown, string>((x) => isCalendarDay(x) && x >= '1990-01-01', message, { type: 'string', format: 'date' })));

/** POST /api/member/garage and /api/member/garage/{id}. `today` bounds the last service day. */
export const GarageCarDto = form({
  plate: plateField,
  chassis: chassisField,
  car_model_id: id(GARAGE_MESSAGES.model),
  car_type_id: id(GARAGE_MESSAGES.type),
  year: field(v.pipe(v.unknown(), toNumber, isInt(GARAGE_MESSAGES.year), min(BUILD_YEAR_MIN, GARAGE_MESSAGES.year), max(new Date().getFullYear() + 1, GARAGE_MESSAGES.year))),
  km: kmField(GARAGE_MESSAGES.km),
  last_service_date: optional(pastDay(GARAGE_MESSAGES.lastDate)),
  last_service_km: optional(kmField(GARAGE_MESSAGES.lastKm)),
  reminders: v.optional(v.boolean(), true),
}, {
  last_service_km: (value, all) => ((value === null || value === undefined || value === '') !== (all.last_service_date === null || all.last_service_date === undefined || all.last_service_date === '') ? GARAGE_MESSAGES.lastBoth : undefined),
});
export type GarageCarDto = v.InferOutput<typeof GarageCarDto>;

/** The edit a member makes on the card: km, plate, reminders on or off (any subset). */
export const GarageEditDto = v.partial(v.looseObject({
  plate: plateField,
  km: kmField(GARAGE_MESSAGES.km),
  reminders: v.boolean(),
}));

/** The back office's correction of a car's plate and chassis number (either or both), with the owner's checks. */
export const StaffCarEditDto = form({
  plate: v.optional(plateField),
  chassis: v.optional(chassisField),
});
export type StaffCarEditDto = v.InferOutput<typeof StaffCarEditDto>;

const line = field(v.pipe(v.unknown(), trim, isString('Baris harus teks.'), maxLength(200, 'Satu baris paling banyak 200 karakter.')));

/** The adviser's record of a done service booking. */
export const ServiceRecordDto = form({
  km: kmField(GARAGE_MESSAGES.km),
  work: field(v.pipe(v.array(line, GARAGE_MESSAGES.lines), v.transform((xs) => xs.filter(Boolean)), v.minLength(1, GARAGE_MESSAGES.lines), v.maxLength(40, 'Paling banyak 40 baris.'))),
  parts: v.optional(field(v.pipe(v.array(line, 'Suku cadang berupa daftar baris.'), v.transform((xs) => xs.filter(Boolean)), v.maxLength(40, 'Paling banyak 40 baris.'))), []),
  total: field(v.pipe(v.unknown(), toNumber, isInt(GARAGE_MESSAGES.total), min(0, GARAGE_MESSAGES.total), max(1_000_000_000, GARAGE_MESSAGES.total))),
  recommendation: v.optional(field(v.pipe(v.unknown(), trim, isString(GARAGE_MESSAGES.recommendation), maxLength(500, GARAGE_MESSAGES.recommendation))), ''),
  /** The garage car, when the booking is not linked yet. */
  car_id: v.optional(v.union([v.null(), id('Mobil tidak valid.')]), null),
});
export type ServiceRecordDto = v.InferOutput<typeof ServiceRecordDto>;

const yearOrNull = optional(field(v.pipe(v.unknown(), toNumber, isInt(GARAGE_MESSAGES.campaignYears), min(BUILD_YEAR_MIN, GARAGE_MESSAGES.campaignYears), max(2100, GARAGE_MESSAGES.campaignYears))));
const chassisOrNull = optional(field(v.pipe(v.unknown(), v.transform(normaliseChassisNo), is<unknown, string>(isChassis, GARAGE_MESSAGES.chassis, { type: 'string' }))));

/** A recall or service campaign (service and admin roles). */
export const CampaignDto = form({
  title: field(v.pipe(v.unknown(), trim, required(GARAGE_MESSAGES.campaignTitle), isString(GARAGE_MESSAGES.campaignTitle), maxLength(150, 'Judul paling banyak 150 karakter.'))),
  text: field(v.pipe(v.unknown(), trim, required(GARAGE_MESSAGES.campaignText), isString(GARAGE_MESSAGES.campaignText), maxLength(3000, 'Pesan paling banyak 3.000 karakter.'))),
  car_model_ids: field(v.pipe(v.array(v.pipe(v.unknown(), toNumber, isInt(GARAGE_MESSAGES.campaignModels), min(1, GARAGE_MESSAGES.campaignModels)), GARAGE_MESSAGES.campaignModels), v.minLength(1, GARAGE_MESSAGES.campaignModels))),
  year_from: yearOrNull,
  year_to: yearOrNull,
  chassis_from: chassisOrNull,
  chassis_to: chassisOrNull,
}, {
  year_from: (value, all) => {
    const years = value !== null && value !== undefined && all.year_to !== null && all.year_to !== undefined;
    const chassis = all.chassis_from !== null && all.chassis_from !== undefined && all.chassis_to !== null && all.chassis_to !== undefined;
    if (!years && !chassis) return GARAGE_MESSAGES.campaignRange;
    if (years && Number(value) > Number(all.year_to)) return GARAGE_MESSAGES.campaignYears;
    return undefined;
  },
});
export type CampaignDto = v.InferOutput<typeof CampaignDto>;

/** Whether a car falls in a campaign: one of its models, and in its year range or its chassis range (both when both are given). */
export function campaignMatches(c: { carModelIds: number[]; yearFrom: number | null; yearTo: number | null; chassisFrom: string | null; chassisTo: string | null },
  car: { carModelId: number; year: number; chassis: string }): boolean {
  if (!c.carModelIds.includes(car.carModelId)) return false;
  if (c.yearFrom !== null && c.yearTo !== null && (car.year < c.yearFrom || car.year > c.yearTo)) return false;
  if (c.chassisFrom !== null && c.chassisTo !== null) {
    if (!car.chassis || car.chassis.length !== c.chassisFrom.length) return false;
    if (car.chassis < c.chassisFrom || car.chassis > c.chassisTo) return false;
  }
  return true;
}

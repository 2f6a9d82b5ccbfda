/** Trade-in: personal data, your car, your dream car (the spec writes these messages without '*'). */
import * as v from 'valibot';
import { TRANSMISSIONS } from '../constants';
import { identityFields, type IdentityMessages } from './identity';
import { field, form, onlyIf, toNumber, trim } from './validate';
import { is, required, rule } from './rules';
import { formatNumberId, isCalendarDay } from '../money';
import { isHhmm, SLOT_MESSAGES } from '../slots';
import { TEXT_MAX as L } from './limits';
import { choice, codeChoice, pick } from './fields';
import { KM_MAX, TRADE_IN_CONDITIONS } from '../tradein-estimate';

export const TRADE_IN_MESSAGES: IdentityMessages = {
  name: 'Masukkan Nama Lengkap!',
  email: 'Masukkan email!',
  emailInvalid: 'Email tidak valid!',
  phone: 'Masukkan No Telp!',
  phoneShort: 'No. Telp minimal 10 digit!',
  birth: 'Masukkan tanggal lahir!',
  gender: 'Pilih Gender!',
  province: 'Pilih Propinsi!',
  city: 'Pilih Kota!',
  address: 'Masukkan Alamat!',
};

export const TradeInDto = form({
  ...identityFields(TRADE_IN_MESSAGES),
  brand: choice(L.id, 'Pilih Merek Mobil!', false),
  brand_model: choice(L.id, 'Pilih Model Mobil!', false),
  brand_year: choice(L.id, 'Pilih Tahun Mobil!', false),
  brand_type: choice(L.id, 'Pilih Tipe Mobil!', false),
  car_category: choice(L.id, 'Pilih Kategori Mobil!', false),
  car_model: choice(L.id, 'Pilih Model Mobil Impian!', false),
  car_transmission: pick(TRANSMISSIONS, 'Pilih Transmisi!'),
  car_type: choice(L.id, 'Pilih Tipe Mobil Impian!', false),
  kota_cabang: codeChoice(L.regionCode, 'Pilih Kota Cabang!', false),
  cabang_id: choice(L.id, 'Pilih Cabang!', false),
  // Issue 34: the km and condition of the instant estimate; optional (the spec's form has neither).
  km: v.optional(field(v.pipe(v.unknown(), toNumber,
    rule((x) => x === '' || x === null || (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= KM_MAX), `Masukkan kilometer 0 sampai ${formatNumberId(KM_MAX)}!`))), ''),
  condition: pick(['', ...TRADE_IN_CONDITIONS], 'Pilih kondisi mobil (baik, sedang atau kurang)!', ''),
  /** Optional inspection of the old car at the branch (issue 32): a day and a slot time, both or neither. */
  appointment_date: v.optional(field(v.pipe(v.unknown(), trim, is<unknown, string>((x) => x === '' || x === null || isCalendarDay(x), SLOT_MESSAGES.date, { type: 'string' }))), ''),
  appointment_time: v.optional(field(v.pipe(v.unknown(), trim, is<unknown, string>((x) => x === '' || x === null || isHhmm(x), SLOT_MESSAGES.time, { type: 'string' }))), ''),
}, {
  appointment_time: onlyIf((o) => typeof o.appointment_date === 'string' && o.appointment_date !== '', v.pipe(v.unknown(), required(SLOT_MESSAGES.time))),
});
export type TradeInDto = v.InferOutput<typeof TradeInDto>;

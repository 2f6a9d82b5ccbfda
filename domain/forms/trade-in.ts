/** Trade-in: personal data, your car, your dream car (the spec writes these messages without '*'). */
import type * as v from 'valibot';
import { TRANSMISSIONS } from '../constants';
import { identityFields, type IdentityMessages } from './identity';
import { form } from './validate';
import { TEXT_MAX as L } from './limits';
import { choice, codeChoice, pick } from './fields';
import * as val from 'valibot';
import { field, toNumber } from './validate';
import { rule } from './rules';
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
  km: val.optional(field(val.pipe(val.unknown(), toNumber,
    rule((x) => x === '' || x === null || (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= KM_MAX), `Masukkan kilometer 0 sampai ${KM_MAX.toLocaleString('id-ID')}!`))), ''),
  condition: pick(['', ...TRADE_IN_CONDITIONS], 'Pilih kondisi mobil (baik, sedang atau kurang)!', ''),
});
export type TradeInDto = v.InferOutput<typeof TradeInDto>;

/** The personal-data block shared by test drive, booking service, trade-in and order forms. */
import * as v from 'valibot';
import { GENDERS } from '../constants';
import { field, trim } from './validate';
import { birthDay, required } from './rules';
import { TEXT_MAX as L } from './limits';
import { emailAddress, optionalText, phoneNumber, pick, text } from './fields';

/** The messages one form uses for its identity fields (the spec writes them differently per form). */
export interface IdentityMessages {
  name: string; email: string; emailInvalid: string; phone: string; phoneShort: string;
  birth: string; gender: string; province: string; city: string; address: string;
}

/** The starred style of most forms: '*Masukkan ...!.'. */
export const STARRED: IdentityMessages = {
  name: '*Masukkan Nama Lengkap!.',
  email: '*Masukkan email!.',
  emailInvalid: '*Email tidak valid!.',
  phone: '*Masukkan No Telp!.',
  phoneShort: '*No. Telp minimal 10 digit!.',
  birth: '*Masukkan tanggal lahir!.',
  gender: '*Pilih Gender!.',
  province: '*Pilih Propinsi!.',
  city: '*Pilih Kota!.',
  address: '*Masukkan Alamat!.',
};

/** The identity fields validated with `m`'s messages. */
export function identityFields(m: IdentityMessages) {
  // Trade-in writes its messages without '*': its length messages follow.
  const starred = m.name.startsWith('*');
  return {
    name: text(L.name, m.name, starred),
    email: emailAddress(m.email, m.emailInvalid, L.email, starred),
    phone: phoneNumber(m.phone, m.phoneShort, L.phone, starred),
    birth: v.optional(field(v.pipe(v.unknown(), trim, required(m.birth), birthDay(m.birth))), ''),
    gender: pick(GENDERS, m.gender),
    province: text(L.regionCode, m.province, starred),
    city: text(L.regionCode, m.city, starred),
    address: text(L.address, m.address, starred),
    province_name: optionalText(L.label, false, starred),
    city_name: optionalText(L.label, false, starred),
    /** Member token when logged in. */
    token: optionalText(L.token, false, starred),
  };
}

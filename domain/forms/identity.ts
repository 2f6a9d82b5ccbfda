/** The personal-data block shared by test drive, booking service, trade-in and order forms. */
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { GENDERS } from '../constants';
import { Trim } from './validate';
import { IsBirthDay, IsPhone } from './rules';
import { MaxText, TEXT_MAX as L } from './limits';

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

/** A base class with the identity fields validated with `m`'s messages. */
export function identityFields(m: IdentityMessages) {
  // Trade-in writes its messages without '*': its length messages follow.
  const starred = m.name.startsWith('*');
  class Identity {
    @Trim() @MaxText(L.phone, starred) @IsPhone(m.phoneShort) @IsNotEmpty({ message: m.phone }) phone = '';
    @Trim() @MaxText(L.email, starred) @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
    @Trim() @MaxText(L.name, starred) @IsString({ message: m.name }) @IsNotEmpty({ message: m.name }) name = '';
    @Trim() @IsBirthDay(m.birth) @IsNotEmpty({ message: m.birth }) birth = '';
    @IsIn(GENDERS as unknown as string[], { message: m.gender }) gender = '';
    @Trim() @MaxText(L.regionCode, starred) @IsString({ message: m.province }) @IsNotEmpty({ message: m.province }) province = '';
    @Trim() @MaxText(L.regionCode, starred) @IsString({ message: m.city }) @IsNotEmpty({ message: m.city }) city = '';
    @Trim() @MaxText(L.address, starred) @IsString({ message: m.address }) @IsNotEmpty({ message: m.address }) address = '';
    @IsOptional() @MaxText(L.label, starred) @IsString() province_name?: string;
    @IsOptional() @MaxText(L.label, starred) @IsString() city_name?: string;
    /** Member token when logged in. */
    @IsOptional() @MaxText(L.token, starred) @IsString() token?: string;
  }
  return Identity;
}

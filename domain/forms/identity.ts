/** The personal-data block shared by test drive, booking service, trade-in and order forms. */
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { GENDERS } from '../constants';
import { Trim } from './validate';
import { IsBirthDay, IsPhone } from './rules';

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
  class Identity {
    @Trim() @IsPhone(m.phoneShort) @IsNotEmpty({ message: m.phone }) phone = '';
    @Trim() @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
    @Trim() @IsString() @IsNotEmpty({ message: m.name }) name = '';
    @Trim() @IsBirthDay(m.birth) @IsNotEmpty({ message: m.birth }) birth = '';
    @IsIn(GENDERS as unknown as string[], { message: m.gender }) gender = '';
    @Trim() @IsNotEmpty({ message: m.province }) province = '';
    @Trim() @IsNotEmpty({ message: m.city }) city = '';
    @Trim() @IsString() @IsNotEmpty({ message: m.address }) address = '';
    @IsOptional() @IsString() province_name?: string;
    @IsOptional() @IsString() city_name?: string;
    /** Member token when logged in. */
    @IsOptional() @IsString() token?: string;
  }
  return Identity;
}

/** Login, reset password, register, new password and edit profile. */
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { GENDERS, LOGIN_PASSWORD_MIN, PASSWORD_MIN } from '../constants';
import { Trim } from './validate';
import { EqualsField, IsAccepted, IsBirthDay, IsJpegDataUrl, IsPhone } from './rules';
import { MaxText, TEXT_MAX as L } from './limits';

export const MEMBER_MESSAGES = {
  email: '*Masukkan Email!.',
  emailInvalid: '*Email tidak valid!.',
  password: '*Masukkan Password!.',
  passwordShort: '*Password Minimal 8 karakter!.',
  confirm: '*Password Belum sama!.',
  name: '*Masukkan Nama Lengkap!.',
  phone: '*Masukkan Nomor Telepon!.',
  phoneShort: '*No. Telp minimal 10 Digit!.',
  birth: '*Masukkan tanggal lahir!.',
  gender: '*Pilih Gender!.',
  province: '*Pilih Propinsi!.',
  city: '*Pilih Kota!.',
  address: '*Masukkan Alamat!.',
  agree: '*Anda harus menyetujui syarat dan ketentuan!.',
  offers: '*Anda harus bersedia menerima penawaran!.',
} as const;
const m = MEMBER_MESSAGES;

export class LoginDto {
  @Trim() @MaxText(L.email) @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
  /** Any stored password is accepted at login (the coded rule was 4); new passwords need 8. */
  @MaxText(L.password) @MinLength(LOGIN_PASSWORD_MIN, { message: m.passwordShort }) @IsString({ message: m.password }) @IsNotEmpty({ message: m.password }) password = '';
}

export class ResetPasswordDto {
  @Trim() @MaxText(L.email) @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
}

/** Setting a new password from the e-mailed link. */
export class NewPasswordDto {
  @MaxLength(L.token, { message: 'Tautan reset tidak valid' }) @IsString({ message: 'Tautan reset tidak valid' }) @IsNotEmpty({ message: 'Tautan reset tidak valid' }) reset_token = '';
  @MaxText(L.password) @MinLength(PASSWORD_MIN, { message: m.passwordShort }) @IsString({ message: m.password }) @IsNotEmpty({ message: m.password }) password = '';
  @EqualsField('password', m.confirm) confirm_password = '';
}

/** Profile fields shared by register, edit profile and order step 1. */
export class ProfileFieldsDto {
  @Trim() @MaxText(L.name) @IsString({ message: m.name }) @IsNotEmpty({ message: m.name }) name = '';
  @Trim() @MaxText(L.email) @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
  @Trim() @MaxText(L.phone) @IsPhone(m.phoneShort) @IsNotEmpty({ message: m.phone }) phone = '';
  @Trim() @IsBirthDay(m.birth) @IsNotEmpty({ message: m.birth }) birth = '';
  @IsIn(GENDERS as unknown as string[], { message: m.gender }) gender = '';
  @Trim() @MaxText(L.regionCode) @IsString({ message: m.province }) @IsNotEmpty({ message: m.province }) province = '';
  @Trim() @MaxText(L.regionCode) @IsString({ message: m.city }) @IsNotEmpty({ message: m.city }) city = '';
  @Trim() @MaxText(L.address) @IsString({ message: m.address }) @IsNotEmpty({ message: m.address }) address = '';
  @IsOptional() @MaxText(L.label) @IsString() province_name?: string;
  @IsOptional() @MaxText(L.label) @IsString() city_name?: string;
  @Trim() @IsOptional() @MaxText(L.chassis) @IsString() no_rangka?: string;
  @IsOptional() @MaxText(L.code) @IsString() no_rangka_status?: string;
}

export class RegisterDto extends ProfileFieldsDto {
  @MaxText(L.password) @MinLength(PASSWORD_MIN, { message: m.passwordShort }) @IsString({ message: m.password }) @IsNotEmpty({ message: m.password }) password = '';
  @EqualsField('password', m.confirm) confirm_password = '';
  @IsAccepted(m.agree) cek_list_agree: boolean | string = '';
  @IsAccepted(m.offers) cek_list_penawaran: boolean | string = '';
}

export class EditProfileDto extends ProfileFieldsDto {
  @MaxText(L.password) @MinLength(PASSWORD_MIN, { message: m.passwordShort }) @IsString({ message: m.password }) @IsNotEmpty({ message: m.password }) password = '';
  @EqualsField('password', m.confirm) confirm_password = '';
  @IsOptional() @IsJpegDataUrl('*File harus berupa gambar JPG!.') image?: string;
}

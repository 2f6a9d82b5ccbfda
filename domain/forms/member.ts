/** Login, reset password, register, new password and edit profile. */
import * as v from 'valibot';
import { GENDERS, LOGIN_PASSWORD_MIN, PASSWORD_MIN } from '../constants';
import { field, form, trim } from './validate';
import { birthDay, equalsField, isString, jpegDataUrl, maxLength, minLength, required, uploadSize } from './rules';
import { maxText, TEXT_MAX as L } from './limits';
import { consent, emailAddress, optionalConsent, optionalText, phoneNumber, pick, text } from './fields';

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
} as const;
const m = MEMBER_MESSAGES;

const memberEmail = () => emailAddress(m.email, m.emailInvalid, L.email);

/** A password of at least `min` characters (not trimmed: spaces are part of it). */
export const password = (min: number = PASSWORD_MIN) =>
  v.optional(field(v.pipe(v.unknown(), required(m.password), isString(m.password), minLength(min, m.passwordShort), maxText(L.password))), '');

/** The confirmation repeats the password. */
export const confirmPassword = equalsField('password', m.confirm);

export const LoginDto = form({
  email: memberEmail(),
  /** Any stored password is accepted at login (the coded rule was 4); new passwords need 8. */
  password: password(LOGIN_PASSWORD_MIN),
});
export type LoginDto = v.InferOutput<typeof LoginDto>;

export const ResetPasswordDto = form({ email: memberEmail() });
export type ResetPasswordDto = v.InferOutput<typeof ResetPasswordDto>;

const LINK = 'Tautan reset tidak valid';
/** Setting a new password from the e-mailed link. */
export const NewPasswordDto = form({
  reset_token: v.optional(field(v.pipe(v.unknown(), required(LINK), isString(LINK), maxLength(L.token, LINK))), ''),
  password: password(),
  confirm_password: v.optional(v.unknown(), ''),
}, { confirm_password: confirmPassword });
export type NewPasswordDto = v.InferOutput<typeof NewPasswordDto>;

/** Profile fields shared by register, edit profile and order step 1. */
export const profileFields = () => ({
  name: text(L.name, m.name),
  email: memberEmail(),
  phone: phoneNumber(m.phone, m.phoneShort, L.phone),
  birth: v.optional(field(v.pipe(v.unknown(), trim, required(m.birth), birthDay(m.birth))), ''),
  gender: pick(GENDERS, m.gender),
  province: text(L.regionCode, m.province),
  city: text(L.regionCode, m.city),
  address: text(L.address, m.address),
  province_name: optionalText(L.label, false),
  city_name: optionalText(L.label, false),
  no_rangka: optionalText(L.chassis),
  no_rangka_status: optionalText(L.code, false),
});

export const RegisterDto = form({
  ...profileFields(),
  password: password(),
  confirm_password: v.optional(v.unknown(), ''),
  cek_list_agree: consent(m.agree, ''),
  /** Optional (issue 29.6): the spec's '*Anda harus bersedia menerima penawaran!.' is a documented deviation. */
  cek_list_penawaran: optionalConsent(),
}, { confirm_password: confirmPassword });
export type RegisterDto = v.InferOutput<typeof RegisterDto>;

export const EditProfileDto = form({
  ...profileFields(),
  password: password(),
  confirm_password: v.optional(v.unknown(), ''),
  image: v.nullish(field(v.pipe(v.unknown(), jpegDataUrl('*File harus berupa gambar JPG!.'), uploadSize()))),
  /** The offers checkbox: sent unticked it withdraws the offers consent, sent ticked it gives it; left out it changes nothing. */
  cek_list_penawaran: v.optional(v.unknown()),
}, { confirm_password: confirmPassword });
export type EditProfileDto = v.InferOutput<typeof EditProfileDto>;

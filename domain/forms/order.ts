/**
 * The order wizard's rules, one schema per step for the page (Next is disabled while its step is
 * invalid) and the whole order for the server, composed from the same step fields.
 */
import * as v from 'valibot';
import { PAYMENT_TYPES, TENORS, TRANSFER_METHODS } from '../constants';
import { day, digits, oneOf, required, jpegDataUrl, uploadSize } from './rules';
import { confirmPassword, MEMBER_MESSAGES as m, password, profileFields } from './member';
import { branchFields, CAR_CHOICE as c, carFields } from './car-choice';
import { field, form, onlyIf, toNumber, trim, type CrossRule } from './validate';
import { maxChars, TEXT_MAX as L } from './limits';
import { choice, consent, emailAddress, optionalConsent, optionalText, pick, text, wholeNumber } from './fields';
import { ktpScan } from './credit';
import { creditChoiceFields } from '../order-credit';

const guest = (o: Record<string, unknown>) => !o.token;
const credit = (o: Record<string, unknown>) => o.payment_type === 'kredit';

/** Step 1 Registrasi: the profile; password and confirm only for guests (no token). */
const step1 = {
  ...profileFields(),
  token: optionalText(L.token, false),
  password: v.optional(v.unknown(), ''),
  confirm_password: v.optional(v.unknown(), ''),
  cek_list_agree: consent(m.agree, ''),
  /** Optional (issue 29.6, consent to offers is free). */
  cek_list_penawaran: optionalConsent(),
};
const step1Rules: Record<string, CrossRule> = {
  password: onlyIf(guest, password()),
  confirm_password: (value, o) => (guest(o) ? confirmPassword(value, o) : undefined),
};

/** Step 2 Pilih Mobil: branch city, branch, category, model, transmission, type. */
const step2 = { ...branchFields(), ...carFields('AT') };

/** Step 3 Pilih Warna: the colour. */
const step3 = { car_color: choice(L.id, '*Pilih Warna Mobil!.') };

/** Step 4 Jenis Pembayaran: cash, or credit with KTP, down payment, tenor and instalment. */
const step4 = {
  payment_type: pick(PAYMENT_TYPES, '*Pilih Jenis Pembayaran!.'),
  price_otr: v.optional(wholeNumber('*Harga belum tersedia!.', 1), 0),
  promotion_code: optionalText(L.code * 2),
  ktp: v.optional(v.unknown(), ''),
  uang_muka: v.optional(v.pipe(v.unknown(), toNumber), 0),
  tenor: v.optional(v.pipe(v.unknown(), toNumber), 12),
  angsuran: v.optional(v.pipe(v.unknown(), toNumber), 0),
  /** Credit: the leasing partner, scheme, insurance and region (issue 34); left out: the dealer's default partner. */
  ...creditChoiceFields,
};
const step4Rules: Record<string, CrossRule> = {
  ktp: onlyIf(credit, ktpScan()),
  uang_muka: onlyIf(credit, wholeNumber('*Masukkan Uang Muka!.', 1)),
  tenor: onlyIf(credit, v.pipe(v.unknown(), oneOf(TENORS, '*Pilih Tenor!.'))),
  angsuran: onlyIf(credit, wholeNumber('*Angsuran belum dihitung!.', 1)),
};

export const OrderStep1Dto = form(step1, step1Rules);
export const OrderStep2Dto = form(step2);
export const OrderStep3Dto = form(step3);
export const OrderStep4Dto = form(step4, step4Rules);
/** The whole order as the server receives it. */
export const OrderDto = form({ ...step1, ...step2, ...step3, ...step4 }, { ...step1Rules, ...step4Rules });
export type OrderDto = v.InferOutput<typeof OrderDto>;

/** Voucher check: code plus what the discount depends on. */
export const VoucherCheckDto = form({
  promo_code: text(L.code * 2, '*Masukkan Kode Promo!.'),
  car_type: choice(L.id, c.car_type),
  payment_type: pick(PAYMENT_TYPES, '*Pilih Jenis Pembayaran!.'),
  down_payment: v.optional(v.pipe(v.unknown(), toNumber)),
  tenor: v.optional(v.pipe(v.unknown(), toNumber)),
  ...creditChoiceFields,
});
export type VoucherCheckDto = v.InferOutput<typeof VoucherCheckDto>;

/** Payment confirmation of an order's booking fee (dashboard tab 7). */
export const PaymentConfirmationDto = form({
  /** The member's e-mail (spec section 5); the server checks it is the token's member. */
  email: emailAddress(m.email, m.emailInvalid, L.email),
  no_order: choice(L.bookingId, '*Pilih Nomor Order!.'),
  bank_anda: text(L.label, '*Masukkan Nama Bank Anda!.'),
  nama_rekening_anda: text(L.name, '*Masukkan Nama Pemilik Rekening!.'),
  nomor_rekening_anda: v.optional(field(v.pipe(v.unknown(), trim, required('*Masukkan Nomor Rekening!.'), digits('*Nomor rekening hanya angka!.'), maxChars(L.accountNumber))), ''),
  bank_tujuan: choice(L.label, '*Pilih Bank Tujuan!.'),
  methode_transfer: pick(TRANSFER_METHODS, '*Pilih Metode Transfer!.'),
  nominal: v.optional(wholeNumber('*Nominal tidak valid!.', 1), 0),
  tanggal: v.optional(field(v.pipe(v.unknown(), required('*Pilih Tanggal Transfer!.'), day('*Pilih Tanggal Transfer!.'))), ''),
  bukti_transfer: v.optional(field(v.pipe(v.unknown(), required('*Masukkan Bukti Transfer!.'), jpegDataUrl('*File harus berupa gambar JPG!.'), uploadSize())), ''),
});
export type PaymentConfirmationDto = v.InferOutput<typeof PaymentConfirmationDto>;

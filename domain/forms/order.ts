/**
 * The order wizard's rules, one class per step for the page (Next is disabled while its step is
 * invalid) and the whole order for the server, composed from the same step rules.
 */
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Min, MinLength, ValidateIf } from 'class-validator';
import { PASSWORD_MIN, PAYMENT_TYPES, TENORS, TRANSFER_METHODS, TRANSMISSIONS } from '../constants';
import { EqualsField, IsAccepted, IsDay, IsDigits, IsJpegDataUrl } from './rules';
import { MEMBER_MESSAGES as m, ProfileFieldsDto } from './member';
import { CAR_CHOICE as c } from './car-choice';
import { ToNumber, Trim } from './validate';
import { MaxChars, MaxText, TEXT_MAX as L } from './limits';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the TypeScript mixin pattern requires any[] constructor arguments
type Ctor<T = object> = new (...args: any[]) => T;

/** Step 1 Registrasi: the profile; password, confirm and chassis check only for guests (no token). */
export class OrderStep1Dto extends ProfileFieldsDto {
  @IsOptional() @MaxText(L.token) @IsString() token?: string;
  @ValidateIf((o: OrderStep1Dto) => !o.token) @MaxText(L.password) @MinLength(PASSWORD_MIN, { message: m.passwordShort }) @IsString({ message: m.password }) @IsNotEmpty({ message: m.password }) password = '';
  @ValidateIf((o: OrderStep1Dto) => !o.token) @EqualsField('password', m.confirm) confirm_password = '';
  @IsAccepted(m.agree) cek_list_agree: boolean | string = '';
  @IsAccepted(m.offers) cek_list_penawaran: boolean | string = '';
}

/** Adds step 2 Pilih Mobil: branch city, branch, category, model, transmission, type. */
export function withCarChoice<B extends Ctor>(Base: B) {
  class Step2 extends Base {
    @MaxChars(L.regionCode) @IsString({ message: c.kota_cabang }) @IsNotEmpty({ message: c.kota_cabang }) kota_cabang = '';
    @MaxChars(L.id) @IsNotEmpty({ message: c.cabang_id }) cabang_id: number | string = '';
    @MaxChars(L.id) @IsNotEmpty({ message: c.car_category }) car_category: number | string = '';
    @MaxChars(L.id) @IsNotEmpty({ message: c.car_model }) car_model: number | string = '';
    @IsIn(TRANSMISSIONS as unknown as string[], { message: c.car_transmission }) car_transmission = 'AT';
    @MaxChars(L.id) @IsNotEmpty({ message: c.car_type }) car_type: number | string = '';
  }
  return Step2;
}

/** Adds step 3 Pilih Warna: the colour. */
export function withColour<B extends Ctor>(Base: B) {
  class Step3 extends Base {
    @MaxChars(L.id) @IsNotEmpty({ message: '*Pilih Warna Mobil!.' }) car_color: number | string = '';
  }
  return Step3;
}

/** Adds step 4 Jenis Pembayaran: cash, or credit with KTP, down payment, tenor and instalment. */
export function withPayment<B extends Ctor>(Base: B) {
  class Step4 extends Base {
    @IsIn(PAYMENT_TYPES as unknown as string[], { message: '*Pilih Jenis Pembayaran!.' }) payment_type = '';
    @ToNumber() @Min(1, { message: '*Harga belum tersedia!.' }) @IsInt({ message: '*Harga belum tersedia!.' }) price_otr: number | string = 0;
    @Trim() @IsOptional() @MaxText(L.code * 2) @IsString() promotion_code?: string;
    @ValidateIf((o: Step4) => o.payment_type === 'kredit') @IsJpegDataUrl('*File harus berupa gambar JPG!.') @IsNotEmpty({ message: '*Masukkan Scan KTP!.' }) ktp = '';
    @ValidateIf((o: Step4) => o.payment_type === 'kredit') @ToNumber() @Min(1, { message: '*Masukkan Uang Muka!.' }) @IsInt({ message: '*Masukkan Uang Muka!.' }) uang_muka: number | string = 0;
    @ValidateIf((o: Step4) => o.payment_type === 'kredit') @ToNumber() @IsIn(TENORS as unknown as number[], { message: '*Pilih Tenor!.' }) tenor: number | string = 12;
    @ValidateIf((o: Step4) => o.payment_type === 'kredit') @ToNumber() @Min(1, { message: '*Angsuran belum dihitung!.' }) @IsInt({ message: '*Angsuran belum dihitung!.' }) angsuran: number | string = 0;
  }
  return Step4;
}

export class OrderStep2Dto extends withCarChoice(class {}) {}
export class OrderStep3Dto extends withColour(class {}) {}
export class OrderStep4Dto extends withPayment(class {}) {}
/** The whole order as the server receives it. */
export class OrderDto extends withPayment(withColour(withCarChoice(OrderStep1Dto))) {}

/** Voucher check: code plus what the discount depends on. */
export class VoucherCheckDto {
  @Trim() @MaxText(L.code * 2) @IsString({ message: '*Masukkan Kode Promo!.' }) @IsNotEmpty({ message: '*Masukkan Kode Promo!.' }) promo_code = '';
  @MaxChars(L.id) @IsNotEmpty({ message: c.car_type }) car_type: number | string = '';
  @IsIn(PAYMENT_TYPES as unknown as string[], { message: '*Pilih Jenis Pembayaran!.' }) payment_type = '';
  @IsOptional() @ToNumber() down_payment?: number | string;
  @IsOptional() @ToNumber() tenor?: number | string;
}

/** Payment confirmation of an order's booking fee (dashboard tab 7). */
export class PaymentConfirmationDto {
  /** The member's e-mail (spec section 5); the server checks it is the token's member. */
  @Trim() @MaxText(L.email) @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
  @MaxChars(L.bookingId) @IsNotEmpty({ message: '*Pilih Nomor Order!.' }) no_order = '';
  @Trim() @MaxText(L.label) @IsString({ message: '*Masukkan Nama Bank Anda!.' }) @IsNotEmpty({ message: '*Masukkan Nama Bank Anda!.' }) bank_anda = '';
  @Trim() @MaxText(L.name) @IsString({ message: '*Masukkan Nama Pemilik Rekening!.' }) @IsNotEmpty({ message: '*Masukkan Nama Pemilik Rekening!.' }) nama_rekening_anda = '';
  @Trim() @MaxChars(L.accountNumber) @IsDigits('*Nomor rekening hanya angka!.') @IsNotEmpty({ message: '*Masukkan Nomor Rekening!.' }) nomor_rekening_anda = '';
  @MaxChars(L.label) @IsNotEmpty({ message: '*Pilih Bank Tujuan!.' }) bank_tujuan = '';
  @IsIn(TRANSFER_METHODS as unknown as string[], { message: '*Pilih Metode Transfer!.' }) methode_transfer = '';
  @ToNumber() @Min(1, { message: '*Nominal tidak valid!.' }) @IsInt({ message: '*Nominal tidak valid!.' }) nominal: number | string = 0;
  @IsDay('*Pilih Tanggal Transfer!.') @IsNotEmpty({ message: '*Pilih Tanggal Transfer!.' }) tanggal = '';
  @IsJpegDataUrl('*File harus berupa gambar JPG!.') @IsNotEmpty({ message: '*Masukkan Bukti Transfer!.' }) bukti_transfer = '';
}

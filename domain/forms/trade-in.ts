/** Trade-in: personal data, your car, your dream car (the spec writes these messages without '*'). */
import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { TRANSMISSIONS } from '../constants';
import { identityFields, type IdentityMessages } from './identity';
import { MaxChars, TEXT_MAX as L } from './limits';

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

export class TradeInDto extends identityFields(TRADE_IN_MESSAGES) {
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Merek Mobil!' }) brand: number | string = '';
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Model Mobil!' }) brand_model: number | string = '';
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Tahun Mobil!' }) brand_year: number | string = '';
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Tipe Mobil!' }) brand_type: number | string = '';
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Kategori Mobil!' }) car_category: number | string = '';
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Model Mobil Impian!' }) car_model: number | string = '';
  @IsIn(TRANSMISSIONS as unknown as string[], { message: 'Pilih Transmisi!' }) car_transmission = '';
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Tipe Mobil Impian!' }) car_type: number | string = '';
  @MaxChars(L.regionCode, false) @IsString({ message: 'Pilih Kota Cabang!' }) @IsNotEmpty({ message: 'Pilih Kota Cabang!' }) kota_cabang = '';
  @MaxChars(L.id, false) @IsNotEmpty({ message: 'Pilih Cabang!' }) cabang_id: number | string = '';
}

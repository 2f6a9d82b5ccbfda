/** Trade-in: personal data, your car, your dream car (the spec writes these messages without '*'). */
import { IsIn, IsNotEmpty } from 'class-validator';
import { TRANSMISSIONS } from '../constants';
import { identityFields, type IdentityMessages } from './identity';

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
  @IsNotEmpty({ message: 'Pilih Merek Mobil!' }) brand: number | string = '';
  @IsNotEmpty({ message: 'Pilih Model Mobil!' }) brand_model: number | string = '';
  @IsNotEmpty({ message: 'Pilih Tahun Mobil!' }) brand_year: number | string = '';
  @IsNotEmpty({ message: 'Pilih Tipe Mobil!' }) brand_type: number | string = '';
  @IsNotEmpty({ message: 'Pilih Kategori Mobil!' }) car_category: number | string = '';
  @IsNotEmpty({ message: 'Pilih Model Mobil Impian!' }) car_model: number | string = '';
  @IsIn(TRANSMISSIONS as unknown as string[], { message: 'Pilih Transmisi!' }) car_transmission = '';
  @IsNotEmpty({ message: 'Pilih Tipe Mobil Impian!' }) car_type: number | string = '';
  @IsNotEmpty({ message: 'Pilih Kota Cabang!' }) kota_cabang = '';
  @IsNotEmpty({ message: 'Pilih Cabang!' }) cabang_id: number | string = '';
}

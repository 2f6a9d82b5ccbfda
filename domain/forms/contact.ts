/** Contact us (Konsultasi Pembelian). */
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { Trim } from './validate';
import { IsPhone } from './rules';
import { MaxText, TEXT_MAX as L } from './limits';

export class ContactDto {
  @Trim() @MaxText(L.name) @IsString({ message: '*Masukkan Nama Lengkap!.' }) @IsNotEmpty({ message: '*Masukkan Nama Lengkap!.' }) name = '';
  @Trim() @MaxText(L.email) @IsEmail({}, { message: '*Email tidak valid!.' }) @IsNotEmpty({ message: '*Masukkan email!.' }) email = '';
  @Trim() @MaxText(L.phone) @IsPhone('*No. Telp minimal 10 digit!.') @IsNotEmpty({ message: '*Masukkan No Telp!.' }) phone = '';
  @Trim() @MaxText(L.address) @IsString({ message: '*Masukkan Alamat!.' }) @IsNotEmpty({ message: '*Masukkan Alamat!.' }) address = '';
  @Trim() @MaxText(L.message) @IsString({ message: '*Masukkan pesan anda!.' }) @IsNotEmpty({ message: '*Masukkan pesan anda!.' }) text = '';
}

/** Contact us (Konsultasi Pembelian). */
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { Trim } from './validate';
import { IsPhone } from './rules';

export class ContactDto {
  @Trim() @IsString() @IsNotEmpty({ message: '*Masukkan Nama Lengkap!.' }) name = '';
  @Trim() @IsEmail({}, { message: '*Email tidak valid!.' }) @IsNotEmpty({ message: '*Masukkan email!.' }) email = '';
  @Trim() @IsPhone('*No. Telp minimal 10 digit!.') @IsNotEmpty({ message: '*Masukkan No Telp!.' }) phone = '';
  @Trim() @IsString() @IsNotEmpty({ message: '*Masukkan Alamat!.' }) address = '';
  @Trim() @IsString() @IsNotEmpty({ message: '*Masukkan pesan anda!.' }) text = '';
}

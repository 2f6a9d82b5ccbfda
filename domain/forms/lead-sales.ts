/** Lead sales: the personal-data protection consent form. */
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Trim } from './validate';
import { IsAccepted, IsPhone } from './rules';

export class LeadSalesDto {
  @Trim() @IsString() @IsNotEmpty({ message: '*Masukkan Nama Lengkap!.' }) name = '';
  @Trim() @IsPhone('*No. Telp minimal 10 digit!.') @IsNotEmpty({ message: '*Masukkan No Telp!.' }) phone = '';
  @IsAccepted('*Anda harus menyetujui Kebijakan Privasi!.') agree1: boolean | string = false;
  @IsAccepted('*Anda harus menyetujui pemrosesan data!.') agree2: boolean | string = false;
  /** Ignored by the server, which reads the address from the request. */
  @IsOptional() @IsString() ipAds?: string;
}

/** Lead sales: the personal-data protection consent form. */
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Trim } from './validate';
import { IsAccepted, IsPhone } from './rules';
import { MaxText, TEXT_MAX as L } from './limits';

export class LeadSalesDto {
  @Trim() @MaxText(L.name) @IsString({ message: '*Masukkan Nama Lengkap!.' }) @IsNotEmpty({ message: '*Masukkan Nama Lengkap!.' }) name = '';
  @Trim() @MaxText(L.phone) @IsPhone('*No. Telp minimal 10 digit!.') @IsNotEmpty({ message: '*Masukkan No Telp!.' }) phone = '';
  @IsAccepted('*Anda harus menyetujui Kebijakan Privasi!.') agree1: boolean | string = false;
  @IsAccepted('*Anda harus menyetujui pemrosesan data!.') agree2: boolean | string = false;
  /** Ignored by the server, which reads the address from the request. */
  @IsOptional() @MaxText(L.label) @IsString() ipAds?: string;
}

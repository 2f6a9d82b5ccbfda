/** Contact us (Konsultasi Pembelian). */
import type * as v from 'valibot';
import { form } from './validate';
import { TEXT_MAX as L } from './limits';
import { emailAddress, phoneNumber, text } from './fields';

export const ContactDto = form({
  name: text(L.name, '*Masukkan Nama Lengkap!.'),
  email: emailAddress('*Masukkan email!.', '*Email tidak valid!.', L.email),
  phone: phoneNumber('*Masukkan No Telp!.', '*No. Telp minimal 10 digit!.', L.phone),
  address: text(L.address, '*Masukkan Alamat!.'),
  text: text(L.message, '*Masukkan pesan anda!.'),
});
export type ContactDto = v.InferOutput<typeof ContactDto>;

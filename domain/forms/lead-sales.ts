/** Lead sales: the personal-data protection consent form. */
import type * as v from 'valibot';
import { form } from './validate';
import { TEXT_MAX as L } from './limits';
import { consent, optionalText, phoneNumber, text } from './fields';

export const LeadSalesDto = form({
  name: text(L.name, '*Masukkan Nama Lengkap!.'),
  phone: phoneNumber('*Masukkan No Telp!.', '*No. Telp minimal 10 digit!.', L.phone),
  agree1: consent('*Anda harus menyetujui Kebijakan Privasi!.'),
  agree2: consent('*Anda harus menyetujui pemrosesan data!.'),
  /** Ignored by the server, which reads the address from the request. */
  ipAds: optionalText(L.label, false),
});
export type LeadSalesDto = v.InferOutput<typeof LeadSalesDto>;

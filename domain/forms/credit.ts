/** Credit simulation (HITUNG) and the instant-approval request. */
import * as v from 'valibot';
import { TENORS, TRANSMISSIONS } from '../constants';
import { field, form, toNumber } from './validate';
import { jpegDataUrl, oneOf, required, uploadSize } from './rules';
import { CAR_CHOICE as M, carFields } from './car-choice';
import { ROW_ID_MAX, TEXT_MAX as L } from './limits';
import { consent, emailAddress, pick, wholeNumber } from './fields';

/** The down payment: a whole number of rupiah above 0. */
export const downPayment = (fallback: number | '' = 0) => v.optional(wholeNumber('*Masukkan Uang Muka!.', 1), fallback);
/** A tenor of the list, in months. */
export const tenor = (fallback: number | '') => v.optional(field(v.pipe(v.unknown(), toNumber, oneOf(TENORS, '*Pilih Tenor!.'))), fallback);
/** A KTP scan: a JPEG of at most 2 MB. */
export const ktpScan = () => field(v.pipe(v.unknown(), required('*Masukkan Scan KTP!.'), jpegDataUrl('*File harus berupa gambar JPG!.'), uploadSize()));

/** The simulation call: type, down payment and tenor. */
export const CreditSimulationDto = form({
  car_model_id: v.optional(wholeNumber(M.car_model, 1, ROW_ID_MAX), ''),
  car_model_transmission: pick(TRANSMISSIONS, M.car_transmission),
  car_model_type: v.optional(wholeNumber(M.car_type, 1, ROW_ID_MAX), ''),
  uang_muka: downPayment(),
  // No default tenor: the server answers 422 when the call leaves it out (the screens always send one).
  tenor: tenor(''),
});
export type CreditSimulationDto = v.InferOutput<typeof CreditSimulationDto>;

/** Instant approval: the simulation's choices plus e-mail, KTP scan and two consents. */
export const InstantApprovalDto = form({
  ...carFields(),
  uang_muka: downPayment(),
  tenor: tenor(12),
  email: emailAddress('*Masukkan email!.', '*Email tidak valid!.', L.email),
  ktp: v.optional(ktpScan(), ''),
  agree1: consent(M.kebijakan),
  agree2: consent(M.kebijakan),
});
export type InstantApprovalDto = v.InferOutput<typeof InstantApprovalDto>;

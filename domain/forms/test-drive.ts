/** Test drive form: date at least three days ahead (we take the hint's 3 days and enforce it). */
import type * as v from 'valibot';
import { APPOINTMENT_MIN_DAYS, PURCHASE_TIMES } from '../constants';
import { identityFields, STARRED } from './identity';
import { appointmentFields, branchFields, CAR_CHOICE as M, carFields } from './car-choice';
import { form } from './validate';
import { TEXT_MAX as L } from './limits';
import { consent, optionalNote, pick } from './fields';

export const TestDriveDto = form({
  ...identityFields(STARRED),
  ...carFields(),
  ...branchFields(),
  ...appointmentFields(APPOINTMENT_MIN_DAYS),
  buycar: pick(PURCHASE_TIMES, '*Pilih rencana waktu pembelian!.'),
  note: optionalNote(L.note),
  kebijakan1: consent(M.kebijakan),
  kebijakan2: consent(M.kebijakan),
});
export type TestDriveDto = v.InferOutput<typeof TestDriveDto>;

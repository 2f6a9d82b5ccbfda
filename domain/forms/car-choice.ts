/** Messages of the car and branch selects shared by several forms, and those selects. */
import * as v from 'valibot';
import { TRANSMISSIONS } from '../constants';
import { field } from './validate';
import { dayAtLeast, required, timeOfDay } from './rules';
import { addDays } from '../money';
import { SLOT_MESSAGES } from '../slots';
import { TEXT_MAX as L } from './limits';
import { choice, codeChoice, pick } from './fields';

export const CAR_CHOICE = {
  car_category: '*Pilih Kategori Mobil!.',
  car_model: '*Pilih Model Mobil!.',
  car_transmission: '*Pilih Transmisi!.',
  car_type: '*Pilih Tipe Mobil!.',
  kota_cabang: '*Pilih Kota Cabang!.',
  cabang_id: '*Pilih Cabang!.',
  appointment_date: '*Pilih tanggal!.',
  appointment_date_early: '*Min. 3 hari dari hari ini',
  appointment_time: '*Pilih jam!.',
  kebijakan: '*Anda harus menyetujui kebijakan ini!.',
} as const;
const M = CAR_CHOICE;

/** Category, model, transmission and type of the car wanted. */
export const carFields = (transmission: '' | 'AT' = '') => ({
  car_category: choice(L.id, M.car_category),
  car_model: choice(L.id, M.car_model),
  car_transmission: pick(TRANSMISSIONS, M.car_transmission, transmission),
  car_type: choice(L.id, M.car_type),
});

/** The branch city and branch. */
export const branchFields = () => ({
  kota_cabang: codeChoice(L.regionCode, M.kota_cabang),
  cabang_id: choice(L.id, M.cabang_id),
});

/** Too early: the message names the earliest allowed day (issue 30 item 7), as of when it is said. */
const earlyMessage = (days: number) => Object.assign(dayAtLeast(days, M.appointment_date_early), { message: () => SLOT_MESSAGES.early(addDays(days)) });

/** An appointment at least `days` ahead, at a time of day. */
export const appointmentFields = (days: number) => ({
  appointment_date: v.optional(field(v.pipe(v.unknown(), required(M.appointment_date), earlyMessage(days))), ''),
  appointment_time: v.optional(field(v.pipe(v.unknown(), required(M.appointment_time), timeOfDay(M.appointment_time))), ''),
});

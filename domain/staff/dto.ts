/** Staff forms: sign-in, a workflow move, a message to a member, a staff account. Page and server share them. */
import * as v from 'valibot';
import { day, email, is, isBoolean, isInt, isString, max, maxLength, min, oneOf, required, rule, timeOfDay } from '../forms/rules';
import { field, form, toNumber, trim, type FieldErrors } from '../forms/validate';
import { NOT_TEXT } from '../forms/fields';
import { staffPassword } from './password-policy';
import { STAFF_ROLES } from './roles';
import type { MoveField } from './workflows';
import { ROW_ID_MAX } from '../forms/limits';

export const STAFF_MESSAGES = {
  email: '*Masukkan Email!.',
  emailInvalid: '*Email tidak valid!.',
  password: '*Masukkan Password!.',
  name: '*Masukkan Nama Lengkap!.',
  role: '*Pilih Peran!.',
  branches: '*Pilih minimal satu cabang!.',
  to: '*Pilih status tujuan!.',
  version: 'Versi data tidak valid, muat ulang halaman.',
  date: '*Masukkan tanggal!.',
  time: '*Masukkan jam!.',
  place: '*Masukkan tempat!.',
  amount: '*Masukkan nominal penawaran!.',
  reason: '*Masukkan alasan!.',
  datePast: '*Tanggal tidak boleh sebelum hari ini!.',
  text: '*Tulis pesan!.',
  assignee: '*Pilih staf!.',
  emailTaken: 'Email sudah dipakai akun staf lain',
  branchUnknown: '*Cabang tidak dikenal!.',
  duty: '*Pilih status tugas!.',
  tooLong: (max: number) => `*Maksimal ${max} karakter!.`,
} as const;
const m = STAFF_MESSAGES;

/** Longest free text a staff member may write in a note or a reason. */
export const STAFF_NOTE_MAX = 1000;
/** Longest message to a member's inbox. */
export const STAFF_MESSAGE_MAX = 2000;
/** Highest offer a trade-in may carry (rupiah). */
export const OFFER_AMOUNT_MAX = 100_000_000_000;

/** Required trimmed text of at most `limit` characters. */
const text = (limit: number, message: string) =>
  v.optional(field(v.pipe(v.unknown(), trim, required(message), isString(message), maxLength(limit, m.tooLong(limit)))), '');
const staffEmail = () => v.optional(field(v.pipe(v.unknown(), trim, required(m.email), email(m.emailInvalid), maxLength(254, m.tooLong(254)))), '');
/** Optional trimmed text: `message` when it is not text, then its length. */
const optionalText = (limit: number, message: string = NOT_TEXT) =>
  v.nullish(field(v.pipe(v.unknown(), trim, isString(message), maxLength(limit, m.tooLong(limit)))));
/** An optional whole number in [lo, hi], one message for every refusal. */
const optionalInt = (lo: number, hi: number, message: string) =>
  v.nullish(field(v.pipe(v.unknown(), toNumber, isInt(message), max(hi, message), min(lo, message))), null);

export const StaffLoginDto = form({
  email: staffEmail(),
  password: v.optional(field(v.pipe(v.unknown(), required(m.password), isString(m.password), maxLength(200, m.tooLong(200)))), ''),
});
export type StaffLoginDto = v.InferOutput<typeof StaffLoginDto>;

/** A workflow move; which of the optional fields are required depends on the target (see moveFieldErrors). */
export const StaffMoveDto = form({
  to: v.optional(field(v.pipe(v.unknown(), trim, required(m.to), isString(m.to), maxLength(40, m.to))), ''),
  version: v.optional(field(v.pipe(v.unknown(), toNumber, isInt(m.version), max(ROW_ID_MAX, m.version), min(0, m.version))), ''),
  note: optionalText(STAFF_NOTE_MAX),
  date: v.nullish(field(v.pipe(v.unknown(), trim, day(m.date)))),
  time: v.nullish(field(v.pipe(v.unknown(), trim, timeOfDay(m.time)))),
  place: optionalText(200, m.place),
  amount: v.nullish(field(v.pipe(v.unknown(), toNumber, isInt(m.amount), max(OFFER_AMOUNT_MAX, m.amount), min(1, m.amount)))),
  reason: optionalText(STAFF_NOTE_MAX, m.reason),
  /** Issue 32: take a place beyond the slot's capacity (branch head or admin; audited). */
  override: v.optional(field(v.pipe(v.unknown(), v.transform((x) => x === true || x === 'true'))), false),
});
export type StaffMoveDto = v.InferOutput<typeof StaffMoveDto>;

/**
 * Field errors for the extra fields a move into a code needs but the body lacks; with `today`
 * (YYYY-MM-DD), also a date before today (nobody is scheduled into the past).
 */
export function moveFieldErrors(needs: readonly MoveField[], body: Partial<Record<MoveField, unknown>>, today?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of needs) {
    const value = body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) errors[field] = [m[field]];
  }
  if (today && !errors.date && typeof body.date === 'string' && body.date && body.date < today) errors.date = [m.datePast];
  return errors;
}

/** A staff-internal note on a record. */
export const StaffNoteDto = form({ text: text(STAFF_NOTE_MAX, m.text) });
export type StaffNoteDto = v.InferOutput<typeof StaffNoteDto>;

/** Assigning a record to a staff member, or `null` to release it. */
export const StaffAssignDto = form({ staff_id: optionalInt(1, ROW_ID_MAX, m.assignee) });
export type StaffAssignDto = v.InferOutput<typeof StaffAssignDto>;

/** A staff member switching their own round-robin duty. */
export const StaffDutyDto = form({ on_duty: v.optional(field(v.pipe(v.unknown(), isBoolean(m.duty))), '') });

export const StaffMessageDto = form({ text: text(STAFF_MESSAGE_MAX, m.text) });
export type StaffMessageDto = v.InferOutput<typeof StaffMessageDto>;

/** Whole numbers, each (a list) or itself. */
const eachInt = <T>(message: string) => rule<T>((x) => (Array.isArray(x) ? x : [x]).every((n) => typeof n === 'number' && Number.isInteger(n)), message);

/** An admin creating or editing a staff account; `password` is required only when creating. */
export const StaffAccountDto = form({
  name: text(120, m.name),
  email: staffEmail(),
  role: v.optional(field(v.pipe(v.unknown(), oneOf(STAFF_ROLES, m.role))), ''),
  branch_ids: v.optional(field(v.pipe(v.unknown(), eachInt(m.branches), rule((x) => !Array.isArray(x) || x.length <= 100, m.branches),
    is<unknown, number[]>((x) => Array.isArray(x), m.branches))), () => []),
  password: v.nullish(field(v.pipe(v.unknown(), isString(m.password), staffPassword(), maxLength(200, m.tooLong(200))))),
  active: v.nullish(field(v.pipe(v.unknown(), isBoolean('must be a boolean value')))),
  /** Takes new submissions by round robin (docs/speed-to-lead.md). */
  on_duty: v.nullish(field(v.pipe(v.unknown(), isBoolean('must be a boolean value')))),
  /** Head of its branches: overdue first responses there are escalated to it. */
  branch_head: v.nullish(field(v.pipe(v.unknown(), isBoolean('must be a boolean value')))),
});
export type StaffAccountDto = v.InferOutput<typeof StaffAccountDto>;

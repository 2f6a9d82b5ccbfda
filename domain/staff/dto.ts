/** Staff forms: sign-in, a workflow move, a message to a member, a staff account. Page and server share them. */
import {
  ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min,
} from 'class-validator';
import { IsDay, IsTimeOfDay } from '../forms/rules';
import { ToNumber, Trim, type FieldErrors } from '../forms/validate';
import { STAFF_ROLES } from './roles';
import type { MoveField } from './workflows';
import { ROW_ID_MAX } from '../forms/limits';
import { IsStaffPassword } from './password-policy';

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
  tooLong: (max: number) => `*Maksimal ${max} karakter!.`,
} as const;
const m = STAFF_MESSAGES;

/** Longest free text a staff member may write in a note or a reason. */
export const STAFF_NOTE_MAX = 1000;
/** Longest message to a member's inbox. */
export const STAFF_MESSAGE_MAX = 2000;
/** Highest offer a trade-in may carry (rupiah). */
export const OFFER_AMOUNT_MAX = 100_000_000_000;

export class StaffLoginDto {
  @Trim() @MaxLength(254, { message: m.tooLong(254) }) @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
  @MaxLength(200, { message: m.tooLong(200) }) @IsString({ message: m.password }) @IsNotEmpty({ message: m.password }) password = '';
}

/** A workflow move; which of the optional fields are required depends on the target (see moveFieldErrors). */
export class StaffMoveDto {
  @Trim() @MaxLength(40, { message: m.to }) @IsString({ message: m.to }) @IsNotEmpty({ message: m.to }) to = '';
  @ToNumber() @Min(0, { message: m.version }) @Max(ROW_ID_MAX, { message: m.version }) @IsInt({ message: m.version }) version: number | string = '';
  @Trim() @IsOptional() @MaxLength(STAFF_NOTE_MAX, { message: m.tooLong(STAFF_NOTE_MAX) }) @IsString() note?: string;
  @Trim() @IsOptional() @IsDay(m.date) date?: string;
  @Trim() @IsOptional() @IsTimeOfDay(m.time) time?: string;
  @Trim() @IsOptional() @MaxLength(200, { message: m.tooLong(200) }) @IsString({ message: m.place }) place?: string;
  @ToNumber() @IsOptional() @Min(1, { message: m.amount }) @Max(OFFER_AMOUNT_MAX, { message: m.amount }) @IsInt({ message: m.amount }) amount?: number | string;
  @Trim() @IsOptional() @MaxLength(STAFF_NOTE_MAX, { message: m.tooLong(STAFF_NOTE_MAX) }) @IsString({ message: m.reason }) reason?: string;
}

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
export class StaffNoteDto {
  @Trim() @MaxLength(STAFF_NOTE_MAX, { message: m.tooLong(STAFF_NOTE_MAX) }) @IsString({ message: m.text }) @IsNotEmpty({ message: m.text }) text = '';
}

/** Assigning a record to a staff member, or `null` to release it. */
export class StaffAssignDto {
  @ToNumber() @IsOptional() @Min(1, { message: m.assignee }) @Max(ROW_ID_MAX, { message: m.assignee }) @IsInt({ message: m.assignee }) staff_id: number | string | null = null;
}

export class StaffMessageDto {
  @Trim() @MaxLength(STAFF_MESSAGE_MAX, { message: m.tooLong(STAFF_MESSAGE_MAX) }) @IsString({ message: m.text }) @IsNotEmpty({ message: m.text }) text = '';
}

/** An admin creating or editing a staff account; `password` is required only when creating. */
export class StaffAccountDto {
  @Trim() @MaxLength(120, { message: m.tooLong(120) }) @IsString({ message: m.name }) @IsNotEmpty({ message: m.name }) name = '';
  @Trim() @MaxLength(254, { message: m.tooLong(254) }) @IsEmail({}, { message: m.emailInvalid }) @IsNotEmpty({ message: m.email }) email = '';
  @IsIn(STAFF_ROLES as unknown as string[], { message: m.role }) role = '';
  @IsArray({ message: m.branches }) @ArrayMaxSize(100, { message: m.branches }) @IsInt({ each: true, message: m.branches }) branch_ids: number[] = [];
  @IsOptional() @MaxLength(200, { message: m.tooLong(200) }) @IsStaffPassword() @IsString({ message: m.password }) password?: string;
  @IsOptional() @IsBoolean() active?: boolean;
}

/**
 * 'Lacak booking' (issue 30.5): a guest finds a booking again on any device with its booking id, the
 * e-mail it was made with and a one-time code mailed to that address. The forms, the limits and the
 * answer's shape; the server holds the rules (server/services/track.ts).
 */
import * as v from 'valibot';
import type { MemberTimelineEntry } from './api/members';
import { email, isString, maxLength, required, rule } from './forms/rules';
import { field, form, trim } from './forms/validate';

/** Digits of a code. */
export const TRACK_CODE_LENGTH = 6;
/** A code lives this long. */
export const TRACK_CODE_TTL_MINUTES = 15;
/** Codes one booking may be sent per hour. */
export const TRACK_CODES_PER_HOUR = 3;
/** Wrong codes a code survives. */
export const TRACK_CODE_ATTEMPTS = 5;

export const TRACK_MESSAGES = {
  bookingId: '*Masukkan Booking ID!.',
  bookingIdInvalid: '*Booking ID tidak valid, contoh: BO-20261121-7KQ2M9A!.',
  email: '*Masukkan Email!.',
  emailInvalid: '*Email tidak valid!.',
  code: `*Masukkan ${TRACK_CODE_LENGTH} angka kode dari e-mail!.`,
  codeWrong: '*Kode salah atau sudah kedaluwarsa. Minta kode baru bila perlu!.',
  sent: 'Jika Booking ID dan e-mail cocok, kode sudah kami kirim ke e-mail tersebut. Kode berlaku 15 menit.',
  tooMany: 'Kode untuk booking ini sudah beberapa kali diminta. Coba lagi dalam 1 jam.',
  passwordSent: 'Jika booking ini dibuat tanpa password, tautan untuk membuat password sudah kami kirim ke e-mail tersebut.',
} as const;
const m = TRACK_MESSAGES;

/** TD-20261121-7KQ2M9A; upper-cased before the check. */
export const BOOKING_ID_PATTERN = /^(BO|TD|BS|TI)-\d{8}-[0-9A-Z]{5,10}$/;
const bookingId = () => v.optional(field(v.pipe(v.unknown(), trim, v.transform((x) => (typeof x === 'string' ? x.toUpperCase() : x)),
  required(m.bookingId), isString(m.bookingId), rule((x) => typeof x === 'string' && BOOKING_ID_PATTERN.test(x), m.bookingIdInvalid))), '');

/** Step 1: the booking and its address; the code goes to the address on the booking. */
export const TrackRequestDto = form({
  booking_id: bookingId(),
  email: v.optional(field(v.pipe(v.unknown(), trim, required(m.email), email(m.emailInvalid), maxLength(254, m.emailInvalid))), ''),
});
export type TrackRequestDto = v.InferOutput<typeof TrackRequestDto>;

/** Step 2: the code from the e-mail. */
export const TrackVerifyDto = form({
  booking_id: bookingId(),
  code: v.optional(field(v.pipe(v.unknown(), trim, required(m.code), isString(m.code), rule((x) => typeof x === 'string' && new RegExp(`^\\d{${TRACK_CODE_LENGTH}}$`).test(x), m.code))), ''),
});
export type TrackVerifyDto = v.InferOutput<typeof TrackVerifyDto>;

/** The one booking a code opened: what was booked, its status and steps; never the account. */
export interface TrackedBooking {
  booking_id: string;
  kind: 'order' | 'testdrive' | 'bookingservice' | 'tradein';
  /** 'Booking Order', 'Test Drive'... */
  kind_label: string;
  status: string;
  booking_date: string;
  car: string;
  branch_name: string;
  /** The appointment ('2 Desember 2026 pukul 10:00'), '' for orders and trade-ins. */
  schedule: string;
  timeline: MemberTimelineEntry[];
  /** Orders: 'Booking fee lunas · sisa Rp ...' and the next step. */
  money: { summary: string; next_step: string; remaining: number } | null;
  /** The booking belongs to an account without a password: 'Buat password' is offered. */
  can_create_password: boolean;
}

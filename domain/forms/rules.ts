/**
 * The rules the forms share, as Valibot actions that keep the spec's way of writing messages. Each
 * tests any value (a form post may send a number where text is expected) and is generic so a pipe
 * keeps the type an earlier rule established.
 */
import * as v from 'valibot';
import { addDays, isCalendarDay } from '../money';
import { PHONE_MIN_DIGITS, UPLOAD_MAX_BYTES } from '../constants';
import { isEmail } from './email';

/** What a rule tells the OpenAPI document about the values it lets through (JSON Schema keywords). */
export type JsonHint = Record<string, unknown>;

/** A rule that refuses with `message` what `test` does not accept. */
export const rule = <T>(test: (value: unknown) => boolean, message: string, json?: JsonHint) =>
  Object.assign(v.check<T, string>((value) => test(value), message), { json });

/** A rule that also tells TypeScript what passed. */
export const is = <T, U>(test: (value: unknown) => boolean, message: string, json?: JsonHint) =>
  Object.assign(v.guard<T, (value: T) => value is T & U, string>((value: T): value is T & U => test(value), message), { json });

const STRING = { type: 'string' } as const;

/** Not '', null or missing (false and 0 are answers). */
export const required = <T>(message: string) => rule<T>((x) => x !== '' && x !== null && x !== undefined, message);

export const isString = <T>(message: string) => is<T, T & string>((x) => typeof x === 'string', message, STRING);

/** A whole number. */
export const isInt = <T>(message: string) => is<T, T & number>((x) => typeof x === 'number' && Number.isInteger(x), message, { type: 'integer' });

/** A number at least `min` / at most `max`. */
export const min = <T>(limit: number, message: string) => rule<T>((x) => typeof x === 'number' && x >= limit, message, { minimum: limit });
export const max = <T>(limit: number, message: string) =>
  rule<T>((x) => typeof x === 'number' && x <= limit, message, Number.isFinite(limit) ? { maximum: limit } : undefined);

/** One of `values` (the same value, not an equal one). */
export const oneOf = <T, const V>(values: readonly V[], message: string) => is<T, T & V>((x) => values.includes(x as V), message, { enum: values });

export const isBoolean = <T>(message: string) => is<T, T & boolean>((x) => typeof x === 'boolean', message, { type: 'boolean' });

/** Characters as a person counts them: an emoji or a character with its variant selector is one. */
export function charCount(text: string): number {
  return text.length - (text.match(/[^\uFE0F\uFE0E][\uFE0F\uFE0E]/g)?.length ?? 0) - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

/** Text of at most / at least `limit` characters (anything but text is refused). */
export const maxLength = <T>(limit: number, message: string) => rule<T>((x) => typeof x === 'string' && charCount(x) <= limit, message, { ...STRING, maxLength: limit });
export const minLength = <T>(limit: number, message: string) => rule<T>((x) => typeof x === 'string' && charCount(x) >= limit, message, { ...STRING, minLength: limit });

/** An e-mail address (the rules of validator.js's isEmail, which the forms used until issue 28). */
export const email = <T>(message: string) => is<T, T & string>((x) => typeof x === 'string' && isEmail(x), message, { ...STRING, format: 'email' });

/** A consent checkbox: true or 'accepted'. */
export const accepted = <T>(message: string) =>
  is<T, T & (true | 'accepted' | 'true' | 1 | '1')>((x) => x === true || x === 'accepted' || x === 'true' || x === 1 || x === '1', message, { enum: [true, 'accepted', 'true', 1, '1'] });

/** Phone: digits (a leading + allowed), at least 10 of them. */
export const phone = <T>(message: string) =>
  is<T, T & string>((x) => typeof x === 'string' && /^\+?[0-9]+$/.test(x) && x.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, message, { ...STRING, pattern: '^\\+?[0-9]{10,}$' });

/** Digits only (kilometres, account numbers). */
export const digits = <T>(message: string) =>
  is<T, T & (string | number)>((x) => (typeof x === 'string' && /^[0-9.]+$/.test(x)) || (typeof x === 'number' && Number.isInteger(x) && x >= 0), message, { type: ['string', 'integer'] });

/** A YYYY-MM-DD calendar day. */
export const day = <T>(message: string) => is<T, T & string>((x) => isCalendarDay(x), message, { ...STRING, format: 'date' });

/** A YYYY-MM-DD day at least `days` after today (Asia/Jakarta). */
export const dayAtLeast = <T>(days: number, message: string) => is<T, T & string>((x) => isCalendarDay(x) && x >= addDays(days), message, { ...STRING, format: 'date' });

/** A birth date in the past and not before 1900. */
export const birthDay = <T>(message: string) => is<T, T & string>((x) => isCalendarDay(x) && x >= '1900-01-01' && x < addDays(0), message, { ...STRING, format: 'date' });

/** A time of day HH:MM. */
export const timeOfDay = <T>(message: string) => is<T, T & string>((x) => typeof x === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(x), message, { ...STRING, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** Decoded size of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const b64 = comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

/** A JPEG data URL (the server checks magic bytes again). */
export const jpegDataUrl = <T>(message: string) =>
  is<T, T & string>((x) => typeof x === 'string' && /^data:image\/(jpeg|jpg);base64,[A-Za-z0-9+/]+=*$/.test(x), message, { ...STRING, pattern: '^data:image/(jpeg|jpg);base64,' });

/** At most 2 MB decoded. */
export const uploadSize = <T>(message = 'File terlalu besar pilih yang lain') => rule<T>((x) => typeof x !== 'string' || dataUrlBytes(x) <= UPLOAD_MAX_BYTES, message);

/** Equal to another field of the same form. */
export const equalsField = (other: string, message: string) =>
  (value: unknown, form: Record<string, unknown>) => (value === form[other] ? undefined : message);

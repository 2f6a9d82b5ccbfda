/** The field shapes the forms repeat, each with its rules in the order their messages take turns. */
import * as v from 'valibot';
import { field, toNumber, trim } from './validate';
import { accepted, email, isInt, isString, max, min, oneOf, phone, required } from './rules';
import { maxChars, maxText } from './limits';

/** Developer-facing: an optional hidden field that is not text (no screen sends one); the runner names the field. */
export const NOT_TEXT = 'must be a string';

/** Required text, trimmed: `message` when empty or not text, then its length. */
export const text = (max: number, message: string, starred = true) =>
  v.optional(field(v.pipe(v.unknown(), trim, required(message), isString(message), maxText(max, starred))), '');

/** Optional text ('' allowed, null or missing skipped), trimmed or as typed. */
export const optionalText = (max: number, trimmed = true, starred = true) =>
  v.nullish(field(trimmed ? v.pipe(v.unknown(), trim, isString(NOT_TEXT), maxText(max, starred)) : v.pipe(v.unknown(), isString(NOT_TEXT), maxText(max, starred))));

/** An optional note, trimmed: its length is checked first. */
export const optionalNote = (max: number) => v.nullish(field(v.pipe(v.unknown(), trim, maxText(max), isString(NOT_TEXT))));

/** A select's value (a number or numeric text). */
export const choice = (max: number, message: string, starred = true) =>
  v.optional(field(v.pipe(v.unknown(), required(message), maxChars(max, starred))), '');

/** A select whose value is a code (a city, a branch city). */
export const codeChoice = (max: number, message: string, starred = true) =>
  v.optional(field(v.pipe(v.unknown(), required(message), isString(message), maxChars(max, starred))), '');

/** One of a fixed list. */
export const pick = <const V>(values: readonly V[], message: string, fallback: V | '' = '') =>
  v.optional(field(v.pipe(v.unknown(), oneOf(values, message))), fallback);

/**
 * A consent checkbox that may be left unticked: consent to offers must be freely given (UU PDP;
 * issue 29.6), so it never blocks a form. Any value passes; the server reads ticked or not.
 */
export const optionalConsent = () => v.optional(v.unknown(), '');

/** A consent checkbox that must be ticked (processing the data the request needs). */
export const consent = (message: string, fallback: false | '' = false) => v.optional(field(v.pipe(v.unknown(), accepted(message))), fallback);

/** An e-mail address, trimmed: `empty` when missing, `invalid` when not an address, then its length. */
export const emailAddress = (empty: string, invalid: string, maxLength: number, starred = true) =>
  v.optional(field(v.pipe(v.unknown(), trim, required(empty), email(invalid), maxText(maxLength, starred))), '');

/** A phone number, trimmed: `empty` when missing, `short` when not 10 digits, then its length. */
export const phoneNumber = (empty: string, short: string, maxLength: number, starred = true) =>
  v.optional(field(v.pipe(v.unknown(), trim, required(empty), phone(short), maxText(maxLength, starred))), '');

/** A whole number from a form post (numeric text converted), with one message for every refusal. */
export const wholeNumber = (message: string, lo: number, hi = Infinity) =>
  field(v.pipe(v.unknown(), toNumber, isInt(message), min(lo, message), max(hi, message)));

/** Rule decorators the forms share, with the spec's way of writing messages. */
import { registerDecorator, type ValidationOptions, type ValidationArguments } from 'class-validator';
import { addDays, isCalendarDay } from '../money';
import { PHONE_MIN_DIGITS, UPLOAD_MAX_BYTES } from '../constants';

const custom = (name: string, test: (value: unknown, args: ValidationArguments) => boolean, message: string, options?: ValidationOptions) =>
  (target: object, propertyName: string) =>
    registerDecorator({ name, target: target.constructor, propertyName, options: { message, ...options }, validator: { validate: test } });

/** A consent checkbox: true or 'accepted'. */
export const IsAccepted = (message: string) => custom('isAccepted', (v) => v === true || v === 'accepted' || v === 'true' || v === 1 || v === '1', message);

/** Phone: digits (a leading + allowed), at least 10 of them. */
export const IsPhone = (message: string) =>
  custom('isPhone', (v) => typeof v === 'string' && /^\+?[0-9]+$/.test(v) && v.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, message);

/** Digits only (kilometres, account numbers). */
export const IsDigits = (message: string) => custom('isDigits', (v) => (typeof v === 'string' && /^[0-9.]+$/.test(v)) || (typeof v === 'number' && Number.isInteger(v) && v >= 0), message);

/** A YYYY-MM-DD calendar day. */
export const IsDay = (message: string) => custom('isDay', (v) => isCalendarDay(v), message);

/** A YYYY-MM-DD day at least `days` after today (Asia/Jakarta). */
export const IsDayAtLeast = (days: number, message: string) =>
  custom('isDayAtLeast', (v) => isCalendarDay(v) && v >= addDays(days), message);

/** A birth date in the past and not before 1900. */
export const IsBirthDay = (message: string) =>
  custom('isBirthDay', (v) => isCalendarDay(v) && v >= '1900-01-01' && v < addDays(0), message);

/** A time of day HH:MM. */
export const IsTimeOfDay = (message: string) => custom('isTimeOfDay', (v) => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v), message);

/** Equal to another field of the same form. */
export const EqualsField = (other: string, message: string) =>
  custom('equalsField', (v, args) => v === (args.object as Record<string, unknown>)[other], message);

/** Decoded size of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const b64 = comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

/** A JPEG data URL of at most 2 MB decoded (the server checks magic bytes again). */
export const IsJpegDataUrl = (message: string, tooLarge = 'File terlalu besar pilih yang lain') =>
  (target: object, propertyName: string) => {
    custom('isJpegDataUrl', (v) => typeof v === 'string' && /^data:image\/(jpeg|jpg);base64,[A-Za-z0-9+/]+=*$/.test(v), message)(target, propertyName);
    custom('isUploadSize', (v) => typeof v !== 'string' || dataUrlBytes(v) <= UPLOAD_MAX_BYTES, tooLarge)(target, propertyName);
  };

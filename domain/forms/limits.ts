/**
 * Length limits of every text field (issue 13.4), in the spec's message style, shared by the page
 * and the server: a 3.9 MB `name` is refused with a field message instead of being stored.
 */
import { is, maxLength } from './rules';

/** Maximum characters per kind of field. */
export const TEXT_MAX = {
  name: 100,
  email: 254,
  phone: 20,
  address: 300,
  code: 20,
  /** A region or branch-city code, a select's value. */
  regionCode: 20,
  /** An id sent as text (selects send numbers or numeric strings). */
  id: 20,
  label: 100,
  token: 200,
  password: 128,
  chassis: 30,
  message: 2000,
  note: 1000,
  bookingId: 40,
  accountNumber: 30,
  kilometres: 11,
} as const;

/** Largest rupiah amount any price field holds (content, the deal). */
export const RUPIAH_MAX = 100_000_000_000;

/** The largest row id PostgreSQL's integer column holds: a bigger id is a wrong choice, never a server error. */
export const ROW_ID_MAX = 2_147_483_647;

/** '*Maksimal 100 karakter!.' (starred forms) or 'Maksimal 100 karakter!' (trade-in's style). */
export const maxMessage = (max: number, starred = true) => (starred ? `*Maksimal ${max} karakter!.` : `Maksimal ${max} karakter!`);

/** A text field of at most `max` characters. */
export const maxText = <T>(max: number, starred = true) => maxLength<T>(max, maxMessage(max, starred));

/** A select's value: a number or text of at most `max` characters; other shapes (objects, lists) do not pass. */
export const maxChars = <T>(max: number, starred = true) =>
  is<T, T & (number | string)>((v) => (typeof v === 'number' || typeof v === 'string') && String(v).length <= max, maxMessage(max, starred), { type: ['string', 'integer'], maxLength: max });

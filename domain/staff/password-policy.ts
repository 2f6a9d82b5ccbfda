/**
 * What a staff password must be (issue 29.7): staff accounts open KTP photos and payment proofs,
 * so `12345678` is not one. At least STAFF_PASSWORD_MIN characters and not a well-known password
 * (the list below, compared without case, spaces or separators). One rule for every place a staff
 * password is set: `npm run staff:create`, an admin adding an account or changing its password.
 */
import * as v from 'valibot';

export const STAFF_PASSWORD_MIN = 12;

export const STAFF_PASSWORD_MESSAGES = {
  short: `*Password staf minimal ${STAFF_PASSWORD_MIN} karakter!.`,
  common: '*Password ini terlalu umum dan mudah ditebak, pilih yang lain!.',
} as const;

/** Passwords guessers try first, and the demo password the README prints. */
const COMMON = new Set([
  'password', 'password1', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'passwordpassword',
  '123456789012', '1234567890123', '12345678901234', '111111111111', '000000000000', '123123123123',
  'qwertyuiop', 'qwertyuiop12', 'qwerty123456', 'qwertyqwerty', '1qaz2wsx3edc', 'asdfghjkl123', 'zaq12wsxcde3',
  'abcdefghijkl', 'abc123abc123', 'iloveyou1234', 'admin1234567', 'administrator', 'administrator1',
  'letmein12345', 'welcome12345', 'changeme1234', 'sayangku1234', 'bismillah123', 'katasandi123',
  'rahasia12345', 'indonesia123', 'indonesia1945', 'jakarta12345', 'semarang1234', 'yogyakarta123',
  'toyota123456', 'toyotaindonesia', 'merapitoyota', 'merapitoyota123', 'merapitoyota2026', 'stafdemo2026',
]);

/** The password as the list compares it: lower case, without spaces, dots, dashes or underscores. */
const folded = (password: string) => password.toLowerCase().replace(/[\s._-]/g, '');

/** The message for a password staff may not use, or null when it is acceptable. */
export function staffPasswordProblem(password: string): string | null {
  if ([...password].length < STAFF_PASSWORD_MIN) return STAFF_PASSWORD_MESSAGES.short;
  const text = folded(password);
  // One character repeated, or the list's word with a year or counter added.
  if (/^(.)\1*$/.test(text) || COMMON.has(text) || COMMON.has(text.replace(/\d+$/, ''))) return STAFF_PASSWORD_MESSAGES.common;
  return null;
}

/** The schema rule: a staff password (`staffPasswordProblem`), with the message of its problem. */
export const staffPassword = <T extends string>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? staffPasswordProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  });

/**
 * An e-mail address as validator.js's isEmail (13.x, default options) accepts it: the forms used it
 * through class-validator until issue 28, and a stored address must still pass at login.
 */
const LOCAL_PART = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
// eslint-disable-next-line no-control-regex -- a quoted local part may hold control characters, as in validator.js
const QUOTED_LOCAL_PART = /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i;
const TLD = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;

/** UTF-8 bytes of `text` (false for text that is not valid UTF-16). */
function byteLength(text: string): number | false {
  try {
    return encodeURI(text).split(/%..|./).length - 1;
  } catch {
    return false;
  }
}

/** A domain name with a top-level domain of letters. */
function isDomain(domain: string): boolean {
  const parts = domain.split('.');
  const tld = parts[parts.length - 1];
  if (parts.length < 2 || !TLD.test(tld) || /\s/.test(tld)) return false;
  return parts.every((part) => part.length <= 63 && /^[a-z\u00a1-\uffff0-9-]+$/i.test(part) && !/[\uff01-\uff5e]/.test(part) && !/^-|-$/.test(part));
}

/** Whether `text` is an e-mail address. */
export function isEmail(text: string): boolean {
  if (text.length > 254) return false;
  const parts = text.split('@');
  const domain = parts.pop() ?? '';
  let user = parts.join('@');
  const userBytes = byteLength(user);
  const domainBytes = byteLength(domain);
  if (userBytes === false || userBytes > 64 || domainBytes === false || domainBytes > 254 || !isDomain(domain)) return false;
  if (user[0] === '"' && user[user.length - 1] === '"') {
    user = user.slice(1, user.length - 1);
    return QUOTED_LOCAL_PART.test(user);
  }
  return user.split('.').every((part) => LOCAL_PART.test(part));
}

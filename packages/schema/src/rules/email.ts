/**
 * The one e-mail rule (docs/product/my-data.md §5 "Change e-mail", "Support form", §8 invalid e-mail), used by the
 * web forms, the gateway and the mocked customer service alike.
 *
 * What a mail server of a German retailer accepts: a local part of the characters RFC 5322
 * allows unquoted (ASCII letters, digits and !#$%&'*+/=?^_`{|}~- with single dots between
 * them, at most 64 characters), an "@", and a domain of at least two labels whose last one is
 * two or more letters (umlaut domains allowed), at most 254 characters in all. No blanks, no
 * quoted local parts, no IP literals, no markup, no emoji.
 */

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^\p{L}{2,63}$/u;

/** Whether `value` (surrounding blanks ignored) is an e-mail address by the rule above. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}

/** The address as services store it (trimmed, lower case), or null when it is not valid. */
export function normaliseEmail(value: string): string | null {
  return isValidEmail(value) ? value.trim().toLowerCase() : null;
}

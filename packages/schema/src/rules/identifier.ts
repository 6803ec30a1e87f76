/**
 * Ids and tokens as the services issue them: printable ASCII without blanks, of bounded length.
 * Whatever else a client sends (lone surrogates, control characters, kilobytes) never reaches
 * an upstream URL or body.
 */

/** Longest id (order id, withdrawal request id) the services issue, with room to spare. */
export const MAX_ID_LENGTH = 128;
/** Longest token (activation, password, magic link, social registration) the services issue, with room to spare. */
export const MAX_TOKEN_LENGTH = 512;

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** Whether `value` may be an id or token of at most `maxLength` characters. */
export function isWellFormedIdentifier(value: string, maxLength: number): boolean {
  return value.length > 0 && value.length <= maxLength && PRINTABLE_ASCII.test(value);
}

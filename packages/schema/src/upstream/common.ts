/** What every upstream call carries and how every upstream error looks on the wire. */
import { z } from 'zod';

export const HEADER = {
  clientId: 'x-client-id',
  locale: 'x-locale',
  correlationId: 'x-correlation-id',
  recaptcha: 'x-recaptcha-token',
  requestSource: 'x-request-source',
  sessionId: 'x-sessionid',
} as const;

export const MARKETS = ['de', 'at', 'ch'] as const;
export type Market = (typeof MARKETS)[number];
export const UPSTREAM_LOCALES = { de: 'de-de', at: 'de-at', ch: 'de-ch' } as const satisfies Record<Market, string>;
export type UpstreamLocale = (typeof UPSTREAM_LOCALES)[Market];
export const upstreamLocale = z.enum(['de-de', 'de-at', 'de-ch']);
export function marketOfLocale(locale: UpstreamLocale): Market {
  return locale.slice(3) as Market;
}
export const COUNTRY_OF_MARKET = { de: 'DE', at: 'AT', ch: 'CH' } as const satisfies Record<Market, string>;

export const countryCode = z.enum(['DE', 'AT', 'CH']);
export type CountryCode = z.infer<typeof countryCode>;

export const ERROR_KEY_PREFIX = '/dpl/cs/errors/';
/** The server error keys of the customer service (SPEC §8), without the prefix. */
export const ERROR_KEYS = [
  'bad_request',
  'email_invalid',
  'invalid_first_name',
  'invalid_last_name',
  'invalid_street',
  'invalid_street_number',
  'invalid_city',
  'invalid_zip_code',
  'invalid_address_addition',
  'email_already_exists',
  'duplicate_account',
  'internal_server_error',
  'account_not_exist',
  'email_not_exist',
  'customer_number_not_exist',
  'no_credentials',
  'light_user_no_credentials',
  'social_login_customer_not_found',
  'not_authorized',
  'missing_header',
  'recaptcha_invalid',
  'unauthenticated',
  'not_found',
  'forbidden',
] as const;
export type ErrorKeyName = (typeof ERROR_KEYS)[number];
export function errorKey(name: ErrorKeyName): string {
  return `${ERROR_KEY_PREFIX}${name}`;
}

/** Login refusal codes carried in `code` of a 403. */
export const LOGIN_FAIL = 'LOGIN_FAIL';
export const LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE = 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE';

/** Body of every non-2xx upstream answer. */
export const upstreamErrorBody = z.object({
  status: z.number().int(),
  key: z.string(),
  detail: z.string().optional(),
  code: z.string().optional(),
  customer_country_code: countryCode.optional(),
  field_errors: z.array(z.object({ key: z.string(), field: z.string(), detail: z.string() })).optional(),
});
export type UpstreamErrorBody = z.infer<typeof upstreamErrorBody>;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');
export const isoDateTime = z.iso.datetime({ offset: true });

export const money = z.object({ amount: z.string().regex(/^-?\d+(\.\d{1,2})?$/), currency: z.enum(['EUR', 'CHF']) });

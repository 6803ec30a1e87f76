/** What every upstream call carries and how every upstream error looks on the wire. */
import { z } from 'zod';

export const HEADER = {
  clientId: 'x-client-id',
  locale: 'x-locale',
  correlationId: 'x-correlation-id',
  recaptcha: 'x-recaptcha-token',
  requestSource: 'x-request-source',
  sessionId: 'x-sessionid',
  /** One key per customer action on writes (returns, cancellations, withdrawals): a repeated key gets the first answer. */
  idempotencyKey: 'idempotency-key',
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
/** The server error keys of the customer service (docs/product/upstream-services.md §8), without the prefix. */
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
  // account creation, tokens and the other ways in
  'invalid_date_of_birth',
  'invalid_password',
  'invalid_country_code',
  'account_not_activated',
  'token_missing',
  'token_invalid',
  'token_expired',
  'token_already_used',
  'password_already_set',
  'password_same_as_old',
  // e-mail links without login: newsletter, stock reminders, market research, upsell e-mails
  'subscription_not_found',
  'subscription_inactive',
  'reminder_not_found',
  'market_research_already_confirmed',
  'upsell_recipient_unknown',
  // wishlist and basket
  'item_not_found',
  'sold_out',
  'streamer_not_found',
  'no_items',
  'social_login_code_invalid',
  'social_login_provider_unavailable',
  // order service: order details, returns, online cancellation, withdrawal (Art. 11a 2011/83/EU)
  'order_not_found',
  'order_not_cancellable',
  'invalid_return_quantity',
  'return_period_expired',
  'withdrawal_not_available',
  'withdrawal_not_applicable',
  'withdrawal_period_expired',
  'already_withdrawn',
  'withdrawal_request_not_found',
  // address book
  'invalid_phone',
  'invalid_station_number',
  'invalid_post_number',
  'address_not_found',
  'delivery_address_limit_reached',
  'billing_address_exists',
  'billing_address_required',
  // payment
  'iban_invalid',
  'invalid_account_holder',
  'banking_details_not_found',
  'banking_details_in_use',
  'banking_details_required',
  'direct_debit_not_available',
  'payment_method_not_settable',
] as const;
export type ErrorKeyName = (typeof ERROR_KEYS)[number];
export function errorKey(name: ErrorKeyName): string {
  return `${ERROR_KEY_PREFIX}${name}`;
}

/** Login refusal codes carried in `code` of a 403. */
export const LOGIN_FAIL = 'LOGIN_FAIL';
export const LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE = 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE';
/** Right password, but the account was not activated through its e-mailed link yet (key account_not_activated). */
export const LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED = 'LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED';

/**
 * What a social provider told about a person who is not a customer yet (docs/product/ways-in.md §3). The
 * salutation values are those of `salutation` in customer.ts (which imports this module).
 */
export const socialLoginUserInfo = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  salutation: z.enum(['MR', 'MS', 'FAMILY']).nullable(),
  /** Single-use token that links the registration to the provider account. */
  social_login_token: z.string(),
  email: z.string(),
});

/** Body of every non-2xx upstream answer. */
export const upstreamErrorBody = z.object({
  status: z.number().int(),
  key: z.string(),
  detail: z.string().optional(),
  code: z.string().optional(),
  customer_country_code: countryCode.optional(),
  /** With a server error (5xx): the service's reference of the failure, for the customer to quote to the service team. */
  error_id: z.string().optional(),
  /**
   * With a refused login (not_authorized) of an existing customer: their customer number, so the
   * client counts failed attempts per customer whichever identifier was typed. Never shown to users.
   */
  customer_number: z.string().optional(),
  field_errors: z.array(z.object({ key: z.string(), field: z.string(), detail: z.string() })).optional(),
  /** With social_login_customer_not_found: the provider's data to prefill the registration. */
  user_info: socialLoginUserInfo.optional(),
});
export type UpstreamErrorBody = z.infer<typeof upstreamErrorBody>;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');
export const isoDateTime = z.iso.datetime({ offset: true });

export const money = z.object({ amount: z.string().regex(/^-?\d+(\.\d{1,2})?$/), currency: z.enum(['EUR', 'CHF']) });

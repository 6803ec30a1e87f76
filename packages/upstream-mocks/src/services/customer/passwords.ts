/**
 * Passwords: the e-mailed password link (`routes.resetPassword`), setting a password with its
 * token (`routes.setPassword`, the legacy `routes.setPasswordByPath`), a social user's first
 * password (`routes.socialSetPassword`), the status of a token (`routes.tokenStatus`) and a
 * logged-in customer changing the password (`routes.changePassword`).
 * A password set through a link ends every session the customer had; a changed password ends
 * every other one, and the customer gets a notice with the hotline.
 */
import { errorKey, type Market } from '@mein-konto/schema/upstream/common';
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { checkNewPassword } from './accountValidation.ts';
import { customerStates } from './context.ts';
import { sendPasswordChangedMail, sendPasswordMail } from './mails.ts';
import type { CustomerRecord } from './model.ts';
import { hashPassword, verifyPassword } from './passwordHash.ts';
import type { AuthTokenKind } from './tokens.ts';

const PASSWORD_TOKEN_KINDS: readonly AuthTokenKind[] = [
  'password-forgotten',
  'set-password-for-social-login',
  'account-activation',
];

/** The customer has a password: light users become full customers, phone customers get online access. */
function setPassword(customer: CustomerRecord, password: string): void {
  customer.passwordHash = hashPassword(password);
  customer.hasOnlineAccount = true;
  customer.isLightUser = false;
  customer.activationPending = false;
}

/** An absolute http(s) redirect_uri, or 400 bad_request naming it. */
function redirectUriOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new UpstreamError(400, 'bad_request', {
      detail: 'redirect_uri must be an absolute http(s) URL',
      field_errors: [
        { key: errorKey('bad_request'), field: 'redirect_uri', detail: 'must be an absolute http(s) URL' },
      ],
    });
  }
  return parsed.toString();
}

export function passwordHandlers(kernel: Kernel) {
  const { customers, sessions, tokens } = customerStates(kernel);

  function setPasswordWithToken(token: string, password: string, market: Market): void {
    const record = tokens.check(token, PASSWORD_TOKEN_KINDS);
    const customer = tokens.customerOf(record);
    // An activation token sets a password only for a light account (its first password).
    if (record.kind === 'account-activation' && !customer.isLightUser) {
      throw new UpstreamError(400, 'token_invalid', { detail: 'token unknown or not meant for this purpose' });
    }
    checkNewPassword(market, password);
    tokens.consume(record);
    setPassword(customer, password);
    // Whoever had a session before the password was (re)set is logged out.
    sessions.endAllOf(customer.customerNumber);
  }

  return {
    // Answers 204 whether or not the account exists (no account enumeration).
    resetPassword: ({ body, market }) => {
      const redirectUri = redirectUriOf(body.redirect_uri);
      const { customer } = customers.lookUpUsername(body.username);
      if (!customer || !customer.hasOnlineAccount || customer.activationPending) return;
      sendPasswordMail(kernel, customer, market, redirectUri);
    },

    setPassword: ({ body, market }) => setPasswordWithToken(body.token, body.password, market),

    setPasswordByPath: ({ params, body, market }) => setPasswordWithToken(params.token ?? '', body.password, market),

    socialSetPassword: ({ request, body, market }) => {
      if (body.token !== undefined) {
        const record = tokens.check(body.token, ['set-password-for-social-login']);
        checkNewPassword(market, body.password);
        const customer = tokens.customerOf(record);
        tokens.consume(record);
        setPassword(customer, body.password);
        sessions.endAllOf(customer.customerNumber);
        return;
      }
      const { customer } = sessions.require(request);
      if (customer.passwordHash !== null) {
        throw new UpstreamError(409, 'password_already_set', {
          detail: 'the customer has a password; change it instead',
        });
      }
      checkNewPassword(market, body.password);
      setPassword(customer, body.password);
    },

    changePassword: ({ request, body, market }) => {
      const { customer, session } = sessions.require(request);
      // A customer without a password (social login) sets a first one instead; never passes here.
      if (!verifyPassword(body.current_password, customer.passwordHash)) {
        throw new UpstreamError(403, 'not_authorized', { detail: 'current password wrong' });
      }
      checkNewPassword(market, body.new_password);
      if (body.new_password === body.current_password) {
        throw new UpstreamError(400, 'password_same_as_old', { detail: 'the new password is the current one' });
      }
      setPassword(customer, body.new_password);
      sessions.endOthersOf(customer.customerNumber, session.id);
      sendPasswordChangedMail(kernel, customer, market);
    },

    tokenStatus: ({ query }) => {
      const record = tokens.check(query.token, [
        'account-activation',
        'password-forgotten',
        'set-password-for-social-login',
        'magic-link',
      ]);
      return { kind: record.kind, email: record.email, expires_at: record.expiresAt.toISOString() };
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

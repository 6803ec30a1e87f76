/**
 * Google login (`routes.socialLogin`): the authorisation code of the sign-in stand-in logs a
 * known customer in; an unknown Google account gets a social registration token and its data.
 */
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { customerStates } from './context.ts';
import { GoogleCodes } from './googleStandIn.ts';
import { accountNotActivated, assertMarket } from './sessions.ts';

export function socialLoginHandlers(kernel: Kernel) {
  const { customers, sessions, tokens } = customerStates(kernel);
  const google = kernel.state(GoogleCodes);

  return {
    socialLogin: ({ request, reply, body, market }) => {
      if (body.provider !== 'GOOGLE') {
        throw new UpstreamError(400, 'social_login_provider_unavailable', {
          detail: `${body.provider} sign-in is not available in this environment`,
        });
      }
      const account = google.redeem(body.code, body.redirect_url);
      if (!account) {
        throw new UpstreamError(400, 'social_login_code_invalid', {
          detail: 'authorisation code unknown, used, expired or issued for another redirect URL',
        });
      }
      const customer = customers.byEmail(account.email);
      if (!customer) {
        const email = account.email.toLowerCase();
        const { token } = tokens.issue({ kind: 'social-login-registration', customerNumber: null, email, social: { provider: 'GOOGLE', account } });
        throw new UpstreamError(404, 'social_login_customer_not_found', {
          detail: 'no customer with the e-mail of this Google account',
          user_info: { first_name: account.firstName, last_name: account.lastName, salutation: account.salutation, social_login_token: token, email },
        });
      }
      if (customer.activationPending) throw accountNotActivated();
      assertMarket(customer, market);
      customer.socialLoginProvider ??= 'GOOGLE';
      customer.hasOnlineAccount = true;
      return sessions.logIn(request, reply, customer, customer.email, body.stay_logged_in ?? false);
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

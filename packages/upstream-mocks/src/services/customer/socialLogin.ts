/**
 * Social login (`routes.socialLogin`: Google, Facebook, Apple): the authorisation code of the
 * provider's sign-in stand-in logs a known customer in; an unknown account gets a social
 * registration token and its data.
 */
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { customerStates } from './context.ts';
import { SocialCodes } from './socialStandIn.ts';
import { accountNotActivated, assertMarket } from './sessions.ts';

export function socialLoginHandlers(kernel: Kernel) {
  const { customers, sessions, tokens } = customerStates(kernel);
  const codes = kernel.state(SocialCodes);

  return {
    socialLogin: ({ request, reply, body, market }) => {
      const account = codes.redeem(body.provider, body.code, body.redirect_url);
      if (!account) {
        throw new UpstreamError(400, 'social_login_code_invalid', {
          detail: 'authorisation code unknown, used, expired or issued for another provider or redirect URL',
        });
      }
      const customer = customers.byEmail(account.email);
      if (!customer) {
        const email = account.email.toLowerCase();
        const { token } = tokens.issue({
          kind: 'social-login-registration',
          customerNumber: null,
          email,
          social: { provider: body.provider, account },
        });
        throw new UpstreamError(404, 'social_login_customer_not_found', {
          detail: `no customer with the e-mail of this ${body.provider} account`,
          user_info: {
            first_name: account.firstName,
            last_name: account.lastName,
            salutation: account.salutation,
            social_login_token: token,
            email,
          },
        });
      }
      if (customer.activationPending) throw accountNotActivated();
      assertMarket(customer, market);
      customer.socialLoginProvider ??= body.provider;
      customer.hasOnlineAccount = true;
      return sessions.logIn(request, reply, customer, customer.email, body.stay_logged_in ?? false);
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

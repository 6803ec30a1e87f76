/**
 * Light accounts: name and e-mail only (`routes.createLightAccount`); the e-mailed link sets
 * the first password, and `routes.resendActivationEmail` sends it again.
 */
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { FieldErrors, checkEmail, checkName } from './accountValidation.ts';
import { customerStates } from './context.ts';
import { sendActivationMail } from './mails.ts';
import { customerRecord } from './model.ts';
import { assertEmailFree, openAccount } from './newAccount.ts';

export function lightAccountHandlers(kernel: Kernel) {
  const { customers, tokens } = customerStates(kernel);

  return {
    createLightAccount: ({ request, reply, body, market }) => {
      const errors = new FieldErrors(market);
      checkName(errors, body.first_name, body.last_name);
      checkEmail(errors, body.email);
      errors.throwIfAny();
      const socialToken =
        body.social_login_token === undefined
          ? undefined
          : tokens.check(body.social_login_token, ['social-login-registration']);
      const email = body.email.trim().toLowerCase();
      assertEmailFree(kernel, email);

      const customer = customerRecord({
        customerNumber: customers.nextNumber(),
        email,
        market,
        salutation: socialToken?.social?.account.salutation ?? null,
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        customerClass: 'LIGHT',
        activationPending: socialToken === undefined,
        isLightUser: true,
        socialLoginProvider: socialToken?.social?.provider ?? null,
      });
      return openAccount(kernel, { request, reply, market }, customer, socialToken);
    },

    // Answers 204 whether or not there is anything to resend (no account enumeration).
    resendActivationEmail: ({ query, market }) => {
      const { customer } = customers.lookUpUsername(query.username);
      if (!customer) return;
      const lightWithoutPassword = customer.isLightUser && customer.passwordHash === null;
      if (customer.activationPending || lightWithoutPassword) sendActivationMail(kernel, customer, market);
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

/**
 * The customer's own data: change of e-mail with double opt-in (`routes.changeEmail`, confirmed
 * by `routes.changeEmailDoiVerify`) and deleting the account (`routes.deleteAccount`).
 */
import { normaliseEmail } from '@mein-konto/schema/rules/email';
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { customerStates } from './context.ts';
import { sendEmailChangeMails } from './mails.ts';
import type { CustomerRecord } from './model.ts';
import { verifyPassword } from './passwordHash.ts';

/** 403 not_authorized unless the password is the customer's (a customer without one never passes). */
function requirePassword(customer: CustomerRecord, password: string): void {
  if (!verifyPassword(password, customer.passwordHash)) {
    throw new UpstreamError(403, 'not_authorized', { detail: 'password wrong' });
  }
}

export function profileHandlers(kernel: Kernel) {
  const { customers, sessions, tokens } = customerStates(kernel);

  function refuseTaken(email: string, customer: CustomerRecord): void {
    const holder = customers.byEmail(email);
    if (holder) {
      throw new UpstreamError(400, 'email_already_exists', {
        detail: holder === customer ? 'this is the current e-mail' : 'e-mail already taken',
      });
    }
  }

  return {
    changeEmail: ({ request, body }) => {
      const { customer } = sessions.require(request);
      requirePassword(customer, body.password);
      const newEmail = normaliseEmail(body.new_email);
      if (newEmail === null) throw new UpstreamError(400, 'email_invalid', { detail: 'e-mail invalid' });
      refuseTaken(newEmail, customer);
      sendEmailChangeMails(kernel, customer, newEmail, customer.market);
    },

    changeEmailDoiVerify: ({ body }) => {
      const record = tokens.check(body.token, ['email-change']);
      const customer = tokens.customerOf(record);
      // Someone else may have taken the address since the link was sent.
      refuseTaken(record.email, customer);
      tokens.consume(record);
      customer.email = record.email;
      return { email: customer.email };
    },

    deleteAccount: ({ request, reply, body }) => {
      const { customer } = sessions.require(request);
      requirePassword(customer, body.password);
      sessions.endAllOf(customer.customerNumber);
      customers.remove(customer.customerNumber);
      sessions.clearCookies(reply);
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

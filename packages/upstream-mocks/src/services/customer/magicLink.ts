/**
 * Magic links: an e-mailed single-use login link (`routes.magicLinkLogin`, 15 minutes) that
 * logs the customer in (`routes.magicLinkVerify`).
 */
import type { customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { customerStates } from './context.ts';
import { LINK_PATH, greeting } from './mails.ts';
import { assertMarket } from './sessions.ts';

export function magicLinkHandlers(kernel: Kernel) {
  const { customers, sessions, tokens } = customerStates(kernel);

  return {
    // Answers 204 whether or not a link was sent (no account enumeration).
    magicLinkLogin: ({ body, market }) => {
      const { customer } = customers.lookUpUsername(body.username);
      if (!customer || !customer.hasOnlineAccount || customer.activationPending || customer.isLightUser) return;
      const { token } = tokens.issue({
        kind: 'magic-link',
        customerNumber: customer.customerNumber,
        email: customer.email,
      });
      kernel.mailbox.send({
        to: customer.email,
        subject: 'Ihr Anmeldelink für Mein Konto',
        text: `${greeting(customer)}\n\nmelden Sie sich mit diesem Link bei Mein Konto an:\n\n${kernel.links.spa(LINK_PATH.magicLink, token, market)}\n\nDer Link ist 15 Minuten gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
      });
    },

    magicLinkVerify: ({ request, reply, body, market }) => {
      const record = tokens.check(body.token, ['magic-link']);
      const customer = tokens.customerOf(record);
      // Refused for the market without spending the link.
      assertMarket(customer, market);
      tokens.consume(record);
      return sessions.logIn(request, reply, customer, customer.email, body.stay_logged_in ?? false);
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

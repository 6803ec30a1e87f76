/**
 * The customer service's admin routes: expire sessions (all, or one customer's), the refresh
 * calls counted, the lifetime of e-mail change links, a market-research invitation or upsell
 * e-mail for a customer, and the social sign-in stand-ins (Google, Facebook, Apple).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../kernel/errors.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { socialStandInAdmin } from './socialStandIn.ts';
import { normaliseCustomerNumber } from './model.ts';
import { MarketingMails } from './marketing.ts';
import { Sessions } from './sessions.ts';
import { Customers } from './state.ts';
import { AuthTokens } from './tokens.ts';

const settings = z
  .object({
    email_change_token_seconds: z
      .number()
      .int()
      .min(1)
      .max(30 * 24 * 60 * 60),
  })
  .strict();

const marketingMail = z.object({ customer_number: z.string(), kind: z.enum(['market-research', 'upsell']) }).strict();

const customerSelector = z.object({ customer_number: z.string().optional() }).strict();

export const customerAdmin: FastifyPluginAsync<SliceOptions> = async (app, options) => {
  const sessions = options.kernel.state(Sessions);

  function selected(body: unknown): string | undefined {
    const { customer_number } = parseInput(customerSelector, body ?? {}, 'body');
    return customer_number === undefined ? undefined : normaliseCustomerNumber(customer_number);
  }

  app.post('/sessions/expire-access', async (request, reply) => {
    sessions.expireAccessTokens(selected(request.body));
    return reply.code(204).send();
  });

  app.post('/sessions/expire-refresh', async (request, reply) => {
    sessions.expireRefreshTokens(selected(request.body));
    return reply.code(204).send();
  });

  // How the refresh calls ended since the last reset (tests count the gateway's refreshes).
  app.get('/sessions/refreshes', async () => ({ ...sessions.refreshCounts }));

  const tokens = options.kernel.state(AuthTokens);
  app.get('/customer/settings', async () => ({ email_change_token_seconds: tokens.emailChangeLifetimeSeconds }));
  app.post('/customer/settings', async (request) => {
    tokens.emailChangeLifetimeSeconds = parseInput(settings, request.body, 'body').email_change_token_seconds;
    return { email_change_token_seconds: tokens.emailChangeLifetimeSeconds };
  });

  const customers = options.kernel.state(Customers);
  const marketing = options.kernel.state(MarketingMails);
  app.post('/customer/marketing-mail', async (request, reply) => {
    const { customer_number, kind } = parseInput(marketingMail, request.body, 'body');
    const customer = customers.byNumber(normaliseCustomerNumber(customer_number));
    if (!customer) return reply.code(404).send({ status: 404, detail: 'no such customer' });
    marketing.send(customer, kind);
    return reply.code(204).send();
  });

  await socialStandInAdmin(app, options);
};

/**
 * The customer service's admin routes: expire sessions (all, or one customer's) and the
 * social sign-in stand-ins (Google, Facebook, Apple).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../kernel/errors.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { socialStandInAdmin } from './socialStandIn.ts';
import { normaliseCustomerNumber } from './model.ts';
import { Sessions } from './sessions.ts';

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

  await socialStandInAdmin(app, options);
};

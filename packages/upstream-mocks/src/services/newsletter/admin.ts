/** The newsletter service's admin route: a newsletter e-mail (with its cancellation link) to a subscribed customer. */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../kernel/errors.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { normaliseCustomerNumber } from '../customer/model.ts';
import { NewsletterSubscriptions } from './state.ts';

const selector = z.object({ customer_number: z.string() }).strict();

export const newsletterAdmin: FastifyPluginAsync<SliceOptions> = async (app, options) => {
  const subscriptions = options.kernel.state(NewsletterSubscriptions);
  app.post('/newsletter/mail', async (request, reply) => {
    const record = subscriptions.ofCustomer(
      normaliseCustomerNumber(parseInput(selector, request.body, 'body').customer_number),
    );
    if (!record) return reply.code(404).send({ status: 404, detail: 'the customer has no subscription' });
    subscriptions.sendNewsletter(record);
    return reply.code(204).send();
  });
};

/**
 * Contract of the newsletter service (docs/product/public-pages.md §3 newsletter subscription, §7 newsletter: DELETE and
 * PUT on a subscription id). Reached from the link in a newsletter e-mail, without login: the
 * subscription id of the link is the only credential, so ids are long and random.
 */
import { z } from 'zod';
import { MARKETS } from './common.ts';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';

/** WEEKLY is the only reduced frequency (docs/product/public-pages.md §3, §9); null: every newsletter. */
export const newsletterFrequency = z.enum(['WEEKLY']);

export const newsletterSubscription = z.object({
  subscription_id: z.string(),
  status: z.enum(['ACTIVE', 'UNSUBSCRIBED']),
  frequency: newsletterFrequency.nullable(),
  market: z.enum(MARKETS),
  /** The subscriber's address, masked (`a***@example.de`): the page names it without revealing it. */
  masked_email: z.string(),
});

export const unsubscribeResponse = newsletterSubscription.extend({
  /** The subscription was unsubscribed before this call (a repeated click). */
  already_unsubscribed: z.boolean(),
});

export const newsletterService = {
  name: 'newsletter',
  basePath: '/newsletter-service',
  routes: {
    subscription: route({
      method: 'GET',
      path: '/subscriptions/:id',
      credentials: false,
      status: 200,
      query: noQuery,
      body: noBody,
      response: newsletterSubscription,
    }),
    unsubscribe: route({
      method: 'DELETE',
      path: '/subscriptions/:id',
      credentials: false,
      status: 200,
      query: noQuery,
      body: noBody,
      response: unsubscribeResponse,
    }),
    changeFrequency: route({
      method: 'PUT',
      path: '/subscriptions/:id',
      credentials: false,
      status: 200,
      query: noQuery,
      body: z.object({ frequency: newsletterFrequency }),
      response: newsletterSubscription,
    }),
  },
} as const satisfies ServiceContract;

/**
 * Contract of the personalisation (recommendation) service (docs/product/activity.md §7 recommendations: GET by
 * market, session id, tracking consent flag and user id, sets `accountrecos` and `top-angebote`;
 * §9: the session id is 3 random bytes in hex). The answer names base product numbers, which the
 * product service looks up by their first 6 characters. Without tracking consent neither a session
 * id nor a user id is sent, and the service answers the market's set for everybody.
 */
import { z } from 'zod';
import { MARKETS } from './common.ts';
import { noBody, route, type ServiceContract } from './contract.ts';

/** The recommendation sets (placements) the service knows. */
export const RECOMMENDATION_PLACEMENTS = ['accountrecos', 'top-angebote'] as const;
export type RecommendationPlacement = (typeof RECOMMENDATION_PLACEMENTS)[number];

/** The recommendation tracking session id (docs/product/activity.md §3, §9): 3 random bytes in hex. */
export const RECOMMENDATION_SESSION_ID = /^[0-9a-f]{6}$/;

export const recommendationsQuery = z
  .object({
    market: z.enum(MARKETS),
    tracking_consent: z.enum(['true', 'false']),
    session_id: z.string().regex(RECOMMENDATION_SESSION_ID).optional(),
    user_id: z.string().max(64).optional(),
  })
  .refine((q) => q.tracking_consent === 'true' || (q.session_id === undefined && q.user_id === undefined), {
    message: 'without tracking consent neither session_id nor user_id may be sent',
  });

export const recommendationsResponse = z.object({
  placement: z.enum(RECOMMENDATION_PLACEMENTS),
  /** Whether the set was made for this session and customer (false: the market's set for everybody). */
  personalised: z.boolean(),
  products: z.array(z.object({ base_product_no: z.string() })),
});

export const personalisationService = {
  name: 'personalisation',
  basePath: '/personalisation-service',
  routes: {
    recommendations: route({
      method: 'GET',
      path: '/recommendations/:placement',
      credentials: false,
      status: 200,
      query: recommendationsQuery,
      body: noBody,
      response: recommendationsResponse,
    }),
  },
} as const satisfies ServiceContract;

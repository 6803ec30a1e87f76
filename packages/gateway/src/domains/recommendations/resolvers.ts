/**
 * Resolvers of the recommendations domain: the personalisation service's set for the placement,
 * for the session's customer and the client's tracking session id when it sends one (tracking
 * consent), else the market's set; its products from one product-service call, at most maxItems.
 */
import { RECOMMENDATION_SESSION_ID, type RecommendationPlacement } from '@mein-konto/schema/upstream/personalisation';
import { badUserInput } from '../../errors.ts';
import type { RecommendationPlacement as Placement, Resolvers } from '../../generated/graphql.ts';
import { listSize, productList } from '../../kit/productList.ts';

const PLACEMENTS: Record<Placement, RecommendationPlacement> = { ACCOUNT: 'accountrecos', TOP_DEALS: 'top-angebote' };

export const recommendationResolvers: Resolvers = {
  Customer: {
    recommendations: async (customer, { placement, sessionId, maxItems }, ctx) => {
      const size = listSize(maxItems);
      if (sessionId != null && !RECOMMENDATION_SESSION_ID.test(sessionId)) throw badUserInput('sessionId must be 3 bytes in hex (6 characters 0-9, a-f)');
      const audience = sessionId == null ? { trackingConsent: false as const } : { trackingConsent: true as const, sessionId, userId: customer.customerId };
      const set = await ctx.datasources.personalisation.recommendations(PLACEMENTS[placement ?? 'ACCOUNT'], ctx.market, audience);
      return productList(ctx, set.products.map((p) => p.baseProductNo), size);
    },
  },
};

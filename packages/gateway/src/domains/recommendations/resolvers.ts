/**
 * Resolvers of the recommendations domain: the personalisation service's set for the placement,
 * for the session's customer and the client's tracking session id when it sends one (tracking
 * consent), else the market's set; its products from one product-service call, at most maxItems.
 * The account pages' set leaves out what is already on the customer's wishlist (read beside the
 * set; when the wishlist cannot be read, the set comes unfiltered rather than not at all).
 */
import { RECOMMENDATION_SESSION_ID, type RecommendationPlacement } from '@mein-konto/schema/upstream/personalisation';
import { productLookupKey } from '@mein-konto/schema/upstream/product';
import type { GatewayContext } from '../../context.ts';
import { badUserInput } from '../../errors.ts';
import type { RecommendationPlacement as Placement, Resolvers } from '../../generated/graphql.ts';
import { listSize, productList } from '../../kit/productList.ts';

const PLACEMENTS: Record<Placement, RecommendationPlacement> = { ACCOUNT: 'accountrecos', TOP_DEALS: 'top-angebote' };

/** The lookup keys of the products on the customer's wishlist; none when it cannot be read. */
async function wishlistKeys(ctx: GatewayContext): Promise<Set<string>> {
  try {
    return new Set(
      (await ctx.datasources.wishlist.wishlist()).items.map((item) => productLookupKey(item.baseProductNo)),
    );
  } catch {
    return new Set();
  }
}

export const recommendationResolvers: Resolvers = {
  Customer: {
    recommendations: async (customer, { placement, sessionId, maxItems }, ctx) => {
      const size = listSize(maxItems);
      if (sessionId != null && !RECOMMENDATION_SESSION_ID.test(sessionId))
        throw badUserInput('sessionId must be 3 bytes in hex (6 characters 0-9, a-f)');
      const audience =
        sessionId == null
          ? { trackingConsent: false as const }
          : { trackingConsent: true as const, sessionId, userId: customer.customerId };
      const forAccount = (placement ?? 'ACCOUNT') === 'ACCOUNT';
      const [set, onWishlist] = await Promise.all([
        ctx.datasources.personalisation.recommendations(PLACEMENTS[placement ?? 'ACCOUNT'], ctx.market, audience),
        forAccount ? wishlistKeys(ctx) : new Set<string>(),
      ]);
      const numbers = set.products.map((p) => p.baseProductNo).filter((no) => !onWishlist.has(productLookupKey(no)));
      return productList(ctx, numbers, size);
    },
  },
};

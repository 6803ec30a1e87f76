/**
 * The personalisation service: recommendation sets by placement (`accountrecos` for the account
 * pages, `top-angebote` for the top deals), per market. With tracking consent and the user id of a
 * demo customer the set is his own (anna, lukas, heidi); otherwise, or without consent, it is the
 * market's set for everybody. Base product numbers come with the recommendation engine's two-digit
 * suffix (the product service looks up their first 6 characters), and one of each set names a
 * product the product service does not know (any more).
 */
import { personalisationService, type RecommendationPlacement } from '@mein-konto/schema/upstream/personalisation';
import type { Market } from '@mein-konto/schema/upstream/common';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import { defineMockService } from '../../kernel/mockService.ts';
import { seededCustomerId } from '../customer/seed.ts';
import { PRODUCTS } from '../product/catalog.ts';

type Key = keyof typeof PRODUCTS;

/** A base product number the product service does not know. */
const RETIRED = '49999901';

const FOR_EVERYBODY: Record<RecommendationPlacement, Record<Market, Key[]>> = {
  accountrecos: {
    de: ['uhr', 'creme', 'sauger', 'tee', 'pfanne', 'kissen', 'decke', 'topf', 'kette', 'bluse'],
    at: ['decke', 'uhr', 'creme', 'topf', 'tee', 'kissen', 'pfanne', 'sauger', 'kette', 'bluse'],
    ch: ['kette', 'uhr', 'tee', 'creme', 'decke', 'pfanne', 'kissen', 'topf', 'bluse', 'sauger'],
  },
  'top-angebote': {
    de: ['sauger', 'pfanne', 'uhr', 'kette', 'decke', 'creme'],
    at: ['pfanne', 'sauger', 'decke', 'uhr', 'kette', 'creme'],
    ch: ['uhr', 'pfanne', 'kette', 'sauger', 'creme', 'decke'],
  },
};

/** customer id → his account recommendations (made from his orders, wishlist and history). */
const PERSONAL: Record<string, Key[]> = {
  [seededCustomerId('10012345')]: ['creme', 'uhr', 'bluse', 'kissen', 'topf', 'decke', 'kette', 'sauger', 'pfanne'],
  [seededCustomerId('20023456')]: ['topf', 'pfanne', 'tee', 'decke', 'uhr', 'creme'],
  [seededCustomerId('30034567')]: ['tee', 'kissen', 'uhr', 'creme', 'decke', 'kette'],
};

function placementOf(value: string | undefined): RecommendationPlacement {
  if (value === 'accountrecos' || value === 'top-angebote') return value;
  throw new UpstreamError(404, 'not_found', { detail: 'no such placement' });
}

function recommendationHandlers() {
  return {
    recommendations: ({ params, query }) => {
      const placement = placementOf(params.placement);
      const personal =
        placement === 'accountrecos' && query.tracking_consent === 'true' && query.user_id !== undefined
          ? PERSONAL[query.user_id]
          : undefined;
      const keys = personal ?? FOR_EVERYBODY[placement][query.market];
      const numbers = keys.map((key) => `${PRODUCTS[key].baseProductNo}01`);
      numbers.splice(2, 0, RETIRED);
      return {
        placement,
        personalised: personal !== undefined,
        products: numbers.map((no) => ({ base_product_no: no })),
      };
    },
  } satisfies Partial<ServiceHandlers<typeof personalisationService>>;
}

export const personalisationMock = defineMockService(personalisationService, [recommendationHandlers]);

/**
 * The product dispenser service: the products a customer viewed recently (personas: anna and
 * heidi; lukas none, which the service answers as 404 no_items, docs/product/activity.md §8), for the session's own
 * customer id only (403 otherwise); and the market's top deals as variant SKUs, best first (the
 * failures of docs/product/activity.md §8, invalid format, no SKUs, empty response, come from injected faults).
 */
import { productDispenserService } from '@mein-konto/schema/upstream/productDispenser';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { defineMockService } from '../../kernel/mockService.ts';
import { Sessions } from '../customer/sessions.ts';
import { PRODUCTS, variantSku } from '../product/catalog.ts';
import type { Market } from '@mein-konto/schema/upstream/common';

const HOUR = 60 * 60 * 1000;

/** customer number → [product, hours ago], newest first. */
const HISTORY: Record<string, [keyof typeof PRODUCTS, number][]> = {
  '10012345': [
    ['kette', 2],
    ['decke', 26],
    ['topf', 50],
    ['kissen', 75],
  ],
  '30034567': [
    ['pfanne', 5],
    ['bluse', 30],
  ],
};

function historyHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  return {
    productHistory: ({ request, query }) => {
      const { customer } = sessions.require(request);
      if (customer.customerId !== query.customer_id)
        throw new UpstreamError(403, 'forbidden', { detail: 'not the session customer' });
      const entries = HISTORY[customer.customerNumber] ?? [];
      if (entries.length === 0) throw new UpstreamError(404, 'no_items', { detail: 'no products viewed' });
      const now = kernel.clock.now().getTime();
      return {
        items: entries.map(([key, hoursAgo]) => ({
          base_product_no: PRODUCTS[key].baseProductNo,
          viewed_at: new Date(now - hoursAgo * HOUR).toISOString(),
        })),
      };
    },
  } satisfies Partial<ServiceHandlers<typeof productDispenserService>>;
}

/** The market's top deals: product and the variant on offer, best first. */
const TOP_DEALS: Record<Market, [keyof typeof PRODUCTS, number][]> = {
  de: [
    ['sauger', 1],
    ['pfanne', 2],
    ['uhr', 1],
    ['kette', 1],
    ['decke', 1],
    ['creme', 1],
    ['kissen', 1],
    ['topf', 2],
    ['tee', 1],
    ['bluse', 2],
  ],
  at: [
    ['pfanne', 1],
    ['decke', 2],
    ['sauger', 1],
    ['uhr', 1],
    ['topf', 1],
    ['kette', 1],
    ['creme', 1],
    ['tee', 1],
  ],
  ch: [
    ['uhr', 1],
    ['kette', 1],
    ['pfanne', 1],
    ['creme', 1],
    ['decke', 1],
    ['kissen', 1],
  ],
};

function topDealsHandlers() {
  return {
    topDeals: ({ query }) => ({
      skus: TOP_DEALS[query.market].map(([key, variant]) => variantSku(PRODUCTS[key].baseProductNo, variant)),
    }),
  } satisfies Partial<ServiceHandlers<typeof productDispenserService>>;
}

export const productDispenserMock = defineMockService(productDispenserService, [historyHandlers, topDealsHandlers]);

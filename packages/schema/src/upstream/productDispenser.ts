/**
 * Contract of the product dispenser service (docs/product/activity.md §7 top deals, history: GET from the product
 * dispenser; §8: a product history with no items is a failure, 404 no_items; top deals fail with
 * an invalid format, no SKUs or an empty response): the products a customer looked at recently,
 * newest first, and the market's current top deals as variant SKUs.
 */
import { z } from 'zod';
import { isoDateTime, MARKETS } from './common.ts';
import { noBody, route, type ServiceContract } from './contract.ts';

export const productHistoryResponse = z.object({
  items: z.array(z.object({ base_product_no: z.string(), viewed_at: isoDateTime })).min(1),
});

/** The market's top deals, best first: variant SKUs (base product number plus variant number). */
export const topDealsResponse = z.object({ skus: z.array(z.string().min(1)) });

export const productDispenserService = {
  name: 'productDispenser',
  basePath: '/product-dispenser-service',
  routes: {
    productHistory: route({
      method: 'GET',
      path: '/history',
      credentials: true,
      status: 200,
      query: z.object({ customer_id: z.string() }),
      body: noBody,
      response: productHistoryResponse,
    }),
    topDeals: route({
      method: 'GET',
      path: '/top-deals',
      credentials: false,
      status: 200,
      query: z.object({ market: z.enum(MARKETS) }),
      body: noBody,
      response: topDealsResponse,
    }),
  },
} as const satisfies ServiceContract;

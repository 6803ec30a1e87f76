/**
 * Contract of the product dispenser service (SPEC §7 top deals, history: GET from the product
 * dispenser; §8: a product history with no items is a failure, 404 no_items): the products a
 * customer looked at recently, newest first.
 */
import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { noBody, route, type ServiceContract } from './contract.ts';

export const productHistoryResponse = z.object({
  items: z.array(z.object({ base_product_no: z.string(), viewed_at: isoDateTime })).min(1),
});

export const productDispenserService = {
  name: 'productDispenser',
  basePath: '/product-dispenser-service',
  routes: {
    productHistory: route({
      method: 'GET', path: '/history', credentials: true, status: 200,
      query: z.object({ customer_id: z.string() }), body: noBody, response: productHistoryResponse,
    }),
  },
} as const satisfies ServiceContract;

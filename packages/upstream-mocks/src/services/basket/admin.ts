/**
 * The basket service's admin route: what a customer's basket holds, so tests read back what the
 * account put into it (from the wishlist, buying an order's items again). Loopback-only like the
 * rest of /__admin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../kernel/errors.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { normaliseCustomerNumber } from '../customer/model.ts';
import { Baskets } from './state.ts';

const basketQuery = z.object({ customer_number: z.string().min(1).max(32) }).strict();

export const basketAdmin: FastifyPluginAsync<SliceOptions> = async (app, { kernel }) => {
  const baskets = kernel.state(Baskets);

  app.get('/basket/items', async (request) => {
    const customerNumber = normaliseCustomerNumber(
      parseInput(basketQuery, request.query ?? {}, 'query').customer_number,
    );
    const items = baskets.of(customerNumber);
    return { items, basket_item_count: items.reduce((sum, i) => sum + i.quantity, 0) };
  });
};

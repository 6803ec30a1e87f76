/**
 * The address book of the customer service (contract `address`, on the customer service's base
 * path): delivery addresses and the billing address. The admin surface sets the service's limit
 * of delivery addresses.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { addressService } from '@mein-konto/schema/upstream/address';
import { parseInput } from '../../kernel/errors.ts';
import { defineMockService, type SliceOptions } from '../../kernel/mockService.ts';
import { billingAddressHandlers } from './billingAddress.ts';
import { deliveryAddressHandlers } from './deliveryAddresses.ts';
import { Addresses } from './state.ts';

const settings = z.object({ max_delivery_addresses: z.number().int().min(1).max(100) }).strict();

const addressAdmin: FastifyPluginAsync<SliceOptions> = async (app, { kernel }) => {
  const addresses = kernel.state(Addresses);
  app.get('/addresses/settings', async () => ({ max_delivery_addresses: addresses.maxDeliveryAddresses }));
  app.post('/addresses/settings', async (request) => {
    addresses.maxDeliveryAddresses = parseInput(settings, request.body, 'body').max_delivery_addresses;
    return { max_delivery_addresses: addresses.maxDeliveryAddresses };
  });
};

export const addressMock = defineMockService(addressService, [deliveryAddressHandlers, billingAddressHandlers], {
  admin: addressAdmin,
});

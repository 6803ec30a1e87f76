/** Resolvers of the addresses domain: the billing address and the delivery addresses of the address book. */
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { billingAddressOf, deliveryAddressListOf, deliveryAddressOf } from './models.ts';
import {
  changeDeliveryAddressState,
  isAddressId,
  saveBillingAddress,
  saveDeliveryAddress,
  setPreferredDeliveryAddress,
} from './mutations.ts';

export const addressResolvers: Resolvers = {
  Customer: {
    billingAddress: async (_customer, _args, ctx) => {
      const { billingAddress } = await ctx.datasources.customer.customerDetails();
      return billingAddress ? billingAddressOf(billingAddress) : null;
    },
    deliveryAddresses: async (customer, _args, ctx) =>
      deliveryAddressListOf(customer.customerId, await ctx.datasources.address.deliveryAddresses()),
    deliveryAddress: async (_customer, { id }, ctx) => {
      if (!isAddressId(id)) return null;
      try {
        const address = deliveryAddressOf(await ctx.datasources.address.deliveryAddress(id));
        return address.isDeleted ? null : address;
      } catch (error) {
        if (error instanceof UpstreamHttpError && error.key === 'address_not_found') return null;
        throw error;
      }
    },
  },
  Mutation: {
    addDeliveryAddress: (_parent, { input }, ctx) => saveDeliveryAddress(ctx, null, input),
    changeDeliveryAddress: (_parent, { id, input }, ctx) => saveDeliveryAddress(ctx, id, input),
    deleteDeliveryAddress: (_parent, { id }, ctx) => changeDeliveryAddressState(ctx, id, 'delete'),
    restoreDeliveryAddress: (_parent, { id }, ctx) => changeDeliveryAddressState(ctx, id, 'restore'),
    setPreferredDeliveryAddress: (_parent, { id }, ctx) => setPreferredDeliveryAddress(ctx, id),
    saveBillingAddress: (_parent, { input }, ctx) => saveBillingAddress(ctx, input),
  },
};

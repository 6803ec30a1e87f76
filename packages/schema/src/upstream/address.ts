/**
 * Contract of the customer service's address book (docs/product/addresses.md §3 "Address form", §4 "Addresses", §7
 * "Delivery address", "Billing address"): the billing ("invoice") address and the delivery
 * addresses with soft delete, restore and the preferred address. The routes live on the
 * customer service's base path; the contract is a module of its own because the address book is
 * a slice of its own (decision 014), named `address` in configuration, faults and logs.
 */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { countryCode } from './common.ts';
import { postalAddress, salutation } from './customer.ts';

export const deliveryAddressType = z.enum(['POSTAL', 'DHL_ADDRESS']);
export const pickupKind = z.enum(['PACKSTATION', 'POSTFILIALE', 'PAKETSHOP', 'POSTSTATION']);

/** A saved billing address: the customer service's postal address without the default flag. */
export const billingAddress = postalAddress.omit({ is_default: true });

/** A saved delivery address: postal, or a DHL pickup station (street = the station kind, street number = station number). */
export const deliveryAddress = billingAddress.extend({
  type: deliveryAddressType,
  pickup_kind: pickupKind.nullable(),
  station_number: z.string().nullable(),
  post_number: z.string().nullable(),
  is_dhl_delivery_address_post_number_valid: z.boolean(),
  is_default: z.boolean(),
  is_deleted: z.boolean(),
});

export const deliveryAddressList = z.object({
  /** Soft-deleted ones included (is_deleted), so they can be restored. */
  addresses: z.array(deliveryAddress),
  preferred_address_id: z.string().nullable(),
  /** False when the customer has as many delivery addresses as allowed. */
  is_create_allowed: z.boolean(),
  max_delivery_addresses: z.number().int(),
});

const addressLines = {
  salutation,
  first_name: z.string(),
  last_name: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country_code: countryCode,
  phone: z.string().nullable().optional(),
};

export const billingAddressRequest = z.object({
  ...addressLines,
  street: z.string(),
  street_number: z.string(),
  address_addition: z.string().nullable().optional(),
});

export const billingAddressChangeRequest = billingAddressRequest.extend({ id: z.string() });

export const deliveryAddressRequest = z.object({
  ...addressLines,
  type: deliveryAddressType,
  /** POSTAL */
  street: z.string().nullable().optional(),
  street_number: z.string().nullable().optional(),
  address_addition: z.string().nullable().optional(),
  /** DHL_ADDRESS */
  pickup_kind: pickupKind.nullable().optional(),
  station_number: z.string().nullable().optional(),
  post_number: z.string().nullable().optional(),
  /** Becomes the preferred delivery address. */
  is_default: z.boolean().optional(),
});

/** Creating with an id replaces that address (the address book's edit). */
export const deliveryAddressCreateRequest = deliveryAddressRequest.extend({ id: z.string().optional() });

export const addressService = {
  name: 'address',
  basePath: '/customer-service',
  routes: {
    deliveryAddress: route({
      method: 'GET',
      path: '/user/delivery-address/:id',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: deliveryAddress,
    }),
    deliveryAddresses: route({
      method: 'GET',
      path: '/user/delivery-addresses',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: deliveryAddressList,
    }),
    createDeliveryAddress: route({
      method: 'POST',
      path: '/user/delivery-address',
      credentials: true,
      status: 200,
      query: noQuery,
      body: deliveryAddressCreateRequest,
      response: deliveryAddress,
    }),
    addDeliveryAddress: route({
      method: 'POST',
      path: '/user/delivery-address/add',
      credentials: true,
      status: 201,
      query: noQuery,
      body: deliveryAddressRequest,
      response: deliveryAddress,
    }),
    deleteDeliveryAddress: route({
      method: 'DELETE',
      path: '/user/delivery-address/:id',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: deliveryAddress,
    }),
    restoreDeliveryAddress: route({
      method: 'PATCH',
      path: '/user/delivery-address/:id/restore',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: deliveryAddress,
    }),
    setPreferredAddress: route({
      method: 'PATCH',
      path: '/user/address/:id/set-preferred',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: deliveryAddressList,
    }),
    createBillingAddress: route({
      method: 'POST',
      path: '/user/invoice-address',
      credentials: true,
      status: 201,
      query: noQuery,
      body: billingAddressRequest,
      response: billingAddress,
    }),
    changeBillingAddress: route({
      method: 'POST',
      path: '/user/invoice-addresses',
      credentials: true,
      status: 200,
      query: noQuery,
      body: billingAddressChangeRequest,
      response: billingAddress,
    }),
  },
} as const satisfies ServiceContract;

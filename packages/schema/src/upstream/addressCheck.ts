/**
 * Contract of the address check service (docs/product/addresses.md §5 "Addresses", §7 "Address check"): it takes a
 * postal address and answers with suggestions; the first one is the recommended address. The
 * caller compares street, number, ZIP and city with it: equal means the address is fine,
 * different means the customer chooses between the suggestion and their own input, no
 * suggestion means the address is unknown. A Packstation is refused as street.
 */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { countryCode } from './common.ts';

export const addressCheckInput = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  street: z.string().min(1),
  street_number: z.string().min(1),
  zip_code: z.string().min(1),
  city: z.string().min(1),
  country_code: countryCode,
});

export const addressSuggestion = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  street: z.string(),
  street_number: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country_code: countryCode,
});

export const addressCheckResponse = z.object({
  /** Best first; empty when the address is unknown. */
  suggestions: z.array(addressSuggestion),
});

export const addressCheckService = {
  name: 'addressCheck',
  basePath: '/address-check-service',
  routes: {
    check: route({
      method: 'GET',
      path: '/addresses/check',
      credentials: false,
      status: 200,
      query: addressCheckInput,
      body: noBody,
      response: addressCheckResponse,
    }),
    checkPost: route({
      method: 'POST',
      path: '/addresses/check',
      credentials: false,
      status: 200,
      query: noQuery,
      body: addressCheckInput,
      response: addressCheckResponse,
    }),
  },
} as const satisfies ServiceContract;

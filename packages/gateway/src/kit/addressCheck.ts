/**
 * The address check (docs/product/addresses.md §5 "Addresses", §7 "Address check") for every domain that takes a
 * postal address (registration, the address book): the address check service's first
 * suggestion compared with the input on street, number, ZIP and city. A refused street
 * (a Packstation) is InvalidInput with the service's text.
 */
import { addressCheckVerdict, type AddressCheckVerdict } from '@mein-konto/schema/rules/address';
import type { CountryCode } from '@mein-konto/schema/upstream/common';
import type { GatewayContext } from '../context.ts';
import { fieldErrorsOf, type InvalidInputModel } from './outcomes.ts';
import { rateLimited, type RateLimitedModel } from './rateLimited.ts';

export interface CheckableAddress {
  firstName?: string | undefined;
  lastName?: string | undefined;
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
}

interface CheckedAddressModel {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
}

export interface AddressCheckOutcome {
  verdict: AddressCheckVerdict;
  /** The input as checked (trimmed). */
  input: CheckedAddressModel;
  /** The first suggestion when it differs from the input (verdict SUGGESTION). */
  recommended: CheckedAddressModel | null;
}

/**
 * The verdict of the address check, InvalidInput for a refused street, or RateLimited: the check
 * is a paid service, limited per client and per account (`account`: the customer number in the
 * address book, null before registration). Other failures are thrown.
 */
export async function checkAddressOf(
  ctx: GatewayContext,
  address: CheckableAddress,
  account: string | null,
): Promise<AddressCheckOutcome | InvalidInputModel | RateLimitedModel> {
  const limited = await rateLimited(ctx, 'checkAddress', account);
  if (limited) return limited;
  const input: CheckedAddressModel = {
    street: address.street.trim(),
    streetNumber: address.streetNumber.trim(),
    zipCode: address.zipCode.trim(),
    city: address.city.trim(),
    countryCode: address.countryCode,
  };
  const firstName = address.firstName?.trim();
  const lastName = address.lastName?.trim();
  let suggestions;
  try {
    ({ suggestions } = await ctx.datasources.addressCheck.check({
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...input,
    }));
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (fields) return fields;
    throw error;
  }
  const verdict = addressCheckVerdict(input, suggestions);
  const first = suggestions[0];
  return {
    verdict,
    input,
    recommended:
      verdict === 'SUGGESTION' && first
        ? {
            street: first.street,
            streetNumber: first.streetNumber,
            zipCode: first.zipCode,
            city: first.city,
            countryCode: first.countryCode,
          }
        : null,
  };
}

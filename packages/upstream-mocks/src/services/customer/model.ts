/**
 * The records of the customer service: one customer record per customer, carrying only what
 * the customer service knows about him (addresses, orders, invoices belong to their slices).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { COUNTRY_OF_MARKET, type CountryCode, type Market } from '@mein-konto/schema/upstream/common';
import type { salutation, socialLoginProvider } from '@mein-konto/schema/upstream/customer';
import type { Currency } from '../../kernel/money.ts';

export type Salutation = z.infer<typeof salutation>;
export type SocialLoginProvider = z.infer<typeof socialLoginProvider>;

export interface CustomerRecord {
  /** Technical id (UUID). */
  customerId: string;
  /** As stored: digits without leading zeros. */
  customerNumber: string;
  /** Lower case. */
  email: string;
  market: Market;
  countryCode: CountryCode;
  currency: Currency;
  /** null: none given (a light account with name and e-mail only). */
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd; null for light accounts created with name and e-mail only. */
  dateOfBirth: string | null;
  phoneNumber: string | null;
  careOf: string | null;
  customerClass: string;
  /** scrypt hash, or null when the customer has no password. */
  passwordHash: string | null;
  /** false for phone/TV customers who never got online credentials. */
  hasOnlineAccount: boolean;
  /** Registered online but the activation link was not followed yet: cannot log in. */
  activationPending: boolean;
  isLightUser: boolean;
  isHelloUser: boolean;
  socialLoginProvider: SocialLoginProvider | null;
  crossDeviceTracking: boolean;
}

export type CustomerInput = Pick<
  CustomerRecord,
  'customerNumber' | 'email' | 'market' | 'salutation' | 'firstName' | 'lastName' | 'customerClass'
> &
  Partial<CustomerRecord>;

/** A customer record: country and currency of the market, and the defaults of a plain online customer. */
export function customerRecord(input: CustomerInput): CustomerRecord {
  return {
    customerId: randomUUID(),
    countryCode: COUNTRY_OF_MARKET[input.market],
    currency: input.market === 'ch' ? 'CHF' : 'EUR',
    dateOfBirth: null,
    phoneNumber: null,
    careOf: null,
    passwordHash: null,
    hasOnlineAccount: true,
    activationPending: false,
    isLightUser: false,
    isHelloUser: false,
    socialLoginProvider: null,
    crossDeviceTracking: false,
    ...input,
  };
}

/** A customer number as typed (spaces, leading zeros) as stored. */
export function normaliseCustomerNumber(value: string): string {
  return value.replace(/\s+/g, '').replace(/^0+/, '');
}

/** An account of a social sign-in stand-in (socialStandIn.ts). */
export interface SocialAccount {
  email: string;
  firstName: string;
  lastName: string;
  salutation: Salutation;
}

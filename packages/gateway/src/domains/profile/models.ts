/**
 * Models behind the session types of the schema (codegen mappers point here): what a resolver
 * returns for a Viewer, Customer or PersonalDetails before field resolvers run.
 */
import type { LoginStateResult } from '../../datasources/customer.ts';
import type { CountryCode, PaymentMethod, Salutation } from '../../generated/graphql.ts';

export const VIEWER_ID = 'viewer';

/** A logged-in customer as the login state describes them. */
export type CustomerModel = LoginStateResult & {
  state: 'LOGGED_IN';
  customerNumber: string;
  customerId: string;
  /** Set when the stay-logged-in value is already known (after changing it). */
  knownStayLoggedIn?: boolean;
};

export interface ViewerModel {
  /** Null when logged out. */
  customer: CustomerModel | null;
}

/** Personal details merged with customer details (SPEC §3). */
export interface PersonalDetailsModel {
  id: string;
  customerNumber: string;
  email: string;
  salutation: Salutation | null;
  firstName: string | null;
  lastName: string | null;
  careOf: string | null;
  countryCode: CountryCode;
  phoneNumber: string | null;
  /** ISO date yyyy-mm-dd. */
  dateOfBirth: string | null;
  preferredPaymentMethod: PaymentMethod | null;
  totalOrders: number;
  totalReturnedOrders: number;
  billingAddressId: string | null;
  hasBillingAddress: boolean;
  customerClass: string | null;
}

export const LOGGED_OUT: ViewerModel = { customer: null };

/**
 * The model behind PersonalDetails (codegen mapper): the personal details merged with the
 * customer details (docs/product/my-data.md §3), in the customer service's values.
 */
import type { PersonalDetailsResult } from '../../datasources/customer.ts';

export interface PersonalDetailsModel {
  id: string;
  customerNumber: string;
  email: string;
  salutation: PersonalDetailsResult['salutation'];
  firstName: string | null;
  lastName: string | null;
  careOf: string | null;
  countryCode: PersonalDetailsResult['countryCode'];
  phoneNumber: string | null;
  /** ISO date yyyy-mm-dd. */
  dateOfBirth: string | null;
  preferredPaymentMethod: PersonalDetailsResult['preferredPaymentMethod'];
  totalOrders: number;
  totalReturnedOrders: number;
  billingAddressId: string | null;
  hasBillingAddress: boolean;
  customerClass: string | null;
}

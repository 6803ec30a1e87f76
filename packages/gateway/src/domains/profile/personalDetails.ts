/** Personal details merged with the customer details (docs/product/my-data.md §3): two upstream calls, one type. */
import type { CustomerDetailsResult, PersonalDetailsResult } from '../../datasources/customer.ts';
import type { PersonalDetailsModel } from './models.ts';

export function mergePersonalDetails(
  personal: PersonalDetailsResult,
  details: CustomerDetailsResult,
): PersonalDetailsModel {
  return {
    id: details.customerId,
    customerNumber: personal.customerNumber,
    email: personal.email,
    salutation: personal.salutation ?? details.salutation,
    firstName: personal.firstName ?? details.firstName,
    lastName: details.lastName,
    careOf: personal.careOf,
    countryCode: personal.countryCode,
    phoneNumber: personal.phoneNumber,
    dateOfBirth: personal.dateOfBirth,
    preferredPaymentMethod: personal.preferredPaymentMethod,
    totalOrders: personal.totalOrders,
    totalReturnedOrders: personal.totalReturnedOrders,
    billingAddressId: personal.billingAddressId ?? details.billingAddress?.id ?? null,
    hasBillingAddress: personal.billingAddressId !== null || details.billingAddress !== null,
    customerClass: details.customerClass,
  };
}

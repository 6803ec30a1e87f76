/** The address book's types as the resolvers return them, from the address service's answers. */
import type { DeliveryAddressListResult, DeliveryAddressResult } from '../../datasources/address.ts';
import type { CustomerDetailsResult } from '../../datasources/customer.ts';
import type { BillingAddress, DeliveryAddress, DeliveryAddressList } from '../../generated/graphql.ts';

type WireBilling = NonNullable<CustomerDetailsResult['billingAddress']>;

export function billingAddressOf(
  address: Omit<WireBilling, 'isDefault'>,
): BillingAddress & { __typename: 'BillingAddress' } {
  return {
    __typename: 'BillingAddress',
    id: address.id,
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    streetNumber: address.streetNumber,
    addressAddition: address.addressAddition,
    zipCode: address.zipCode,
    city: address.city,
    countryCode: address.countryCode,
    phone: address.phone,
  };
}

export function deliveryAddressOf(address: DeliveryAddressResult): DeliveryAddress & { __typename: 'DeliveryAddress' } {
  return {
    ...billingAddressOf(address),
    __typename: 'DeliveryAddress',
    type: address.type,
    pickupKind: address.pickupKind,
    stationNumber: address.stationNumber,
    postNumber: address.postNumber,
    isPostNumberValid: address.isDhlDeliveryAddressPostNumberValid,
    isPreferred: address.isDefault && !address.isDeleted,
    isDeleted: address.isDeleted,
  };
}

export function deliveryAddressListOf(customerId: string, list: DeliveryAddressListResult): DeliveryAddressList {
  return {
    id: customerId,
    addresses: list.addresses.map(deliveryAddressOf),
    preferredAddressId: list.preferredAddressId,
    isCreateAllowed: list.isCreateAllowed,
    maxDeliveryAddresses: list.maxDeliveryAddresses,
  };
}

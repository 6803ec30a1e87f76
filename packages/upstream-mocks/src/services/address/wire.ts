/** Addresses on the wire: the customer service's postal address, the address book's entries and an order's delivery address. */
import type { z } from 'zod';
import type { billingAddress, deliveryAddress } from '@mein-konto/schema/upstream/address';
import type { postalAddress } from '@mein-konto/schema/upstream/customer';
import type { orderDetail } from '@mein-konto/schema/upstream/order';
import type { AddressRecord } from './model.ts';

type DeliveryAddress = NonNullable<z.input<typeof orderDetail>['delivery_address']>;

function addressLines(address: AddressRecord) {
  return {
    salutation: address.salutation,
    first_name: address.firstName,
    last_name: address.lastName,
    street: address.street,
    street_number: address.streetNumber,
    address_addition: address.addressAddition,
    zip_code: address.zipCode,
    city: address.city,
    country_code: address.countryCode,
  };
}

/** A postal address of the customer service; null for none. */
export function toPostalAddress(address: AddressRecord | undefined): z.input<typeof postalAddress> | null {
  return address
    ? { id: address.id, ...addressLines(address), phone: address.phone, is_default: address.isDefault }
    : null;
}

export function toDeliveryAddress(address: AddressRecord): DeliveryAddress {
  return { ...addressLines(address), type: address.type, post_number: address.postNumber };
}

/** A billing address of the address book. */
export function toBillingAddress(address: AddressRecord): z.input<typeof billingAddress> {
  return { id: address.id, ...addressLines(address), phone: address.phone };
}

/** A delivery address of the address book, soft-deleted ones included. */
export function toAddressBookEntry(address: AddressRecord): z.input<typeof deliveryAddress> {
  return {
    ...toBillingAddress(address),
    type: address.type,
    pickup_kind: address.pickupKind,
    station_number: address.stationNumber,
    post_number: address.postNumber,
    is_dhl_delivery_address_post_number_valid: address.type !== 'DHL_ADDRESS' || address.postNumberValid,
    is_default: address.isDefault,
    is_deleted: address.isDeleted,
  };
}

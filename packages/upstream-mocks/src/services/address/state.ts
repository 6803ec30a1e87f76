/**
 * The address slice's state: every customer's addresses (customer-service data, a slice of
 * its own for the address book). Other slices read addresses through this class
 * (`kernel.state(Addresses)`): order details show the delivery address of an order, personal
 * and customer details the billing and default delivery address, registration adds the billing
 * address and looks for duplicates, verification compares a given address. The address book's
 * flows (deliveryAddresses.ts, billingAddress.ts) change them through it.
 */
import type { SliceState } from '../../kernel/kernel.ts';
import { normalisePlace } from '../addressCheck/directory.ts';
import type { AddressRecord } from './model.ts';
import { createAddressSeed } from './seed.ts';

/** A street address as a customer types it (verification, duplicate check). */
export interface StreetAddressQuery {
  street: string;
  streetNumber: string;
  zipCode: string;
  /** Compared only when given and not blank. */
  city?: string | undefined;
}

/** How many delivery addresses (soft-deleted ones not counted) a customer may keep, unless set otherwise. */
const DEFAULT_MAX_DELIVERY_ADDRESSES = 10;

function defaultMaxDeliveryAddresses(): number {
  const configured = Number(process.env.MOCKS_MAX_DELIVERY_ADDRESSES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_DELIVERY_ADDRESSES;
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export class Addresses implements SliceState {
  private byCustomer = new Map<string, AddressRecord[]>();
  private nextId = 1;
  /** The service's limit of delivery addresses (admin: `POST /__admin/addresses/settings`). */
  maxDeliveryAddresses = DEFAULT_MAX_DELIVERY_ADDRESSES;

  reset(): void {
    this.byCustomer = createAddressSeed();
    this.nextId = 1;
    this.maxDeliveryAddresses = defaultMaxDeliveryAddresses();
  }

  /** The customer's addresses, soft-deleted ones left out. */
  of(customerNumber: string): AddressRecord[] {
    return (this.byCustomer.get(customerNumber) ?? []).filter((a) => !a.isDeleted);
  }

  /** One address of the customer by id, soft-deleted ones included (an order keeps its address). */
  byId(customerNumber: string, id: string | null): AddressRecord | undefined {
    return id === null ? undefined : this.byCustomer.get(customerNumber)?.find((a) => a.id === id);
  }

  billingOf(customerNumber: string): AddressRecord | undefined {
    return this.of(customerNumber).find((a) => a.kind === 'BILLING');
  }

  /** Every delivery address of the customer, soft-deleted ones included, in the order they were added. */
  deliveryOf(customerNumber: string): AddressRecord[] {
    return (this.byCustomer.get(customerNumber) ?? []).filter((a) => a.kind === 'DELIVERY');
  }

  /** Whether the customer may add another delivery address (soft-deleted ones do not count). */
  mayAddDelivery(customerNumber: string): boolean {
    return this.deliveryOf(customerNumber).filter((a) => !a.isDeleted).length < this.maxDeliveryAddresses;
  }

  /** Where orders go unless the customer chooses: the preferred delivery address, else the billing address. */
  defaultDeliveryOf(customerNumber: string): AddressRecord | undefined {
    return this.of(customerNumber).find((a) => a.kind === 'DELIVERY' && a.isDefault) ?? this.billingOf(customerNumber);
  }

  /** A fresh id for a new address of the customer. */
  newId(customerNumber: string): string {
    const id = `a-${customerNumber}-${String(this.nextId)}`;
    this.nextId += 1;
    return id;
  }

  add(customerNumber: string, address: AddressRecord): void {
    this.byCustomer.set(customerNumber, [...(this.byCustomer.get(customerNumber) ?? []), address]);
  }

  /** Replaces the address with the same id. */
  replace(customerNumber: string, address: AddressRecord): void {
    this.byCustomer.set(
      customerNumber,
      (this.byCustomer.get(customerNumber) ?? []).map((a) => (a.id === address.id ? address : a)),
    );
  }

  /** Makes one delivery address the preferred one (and no other). */
  setPreferred(customerNumber: string, id: string): void {
    for (const address of this.deliveryOf(customerNumber)) address.isDefault = address.id === id;
  }

  /** Whether one of the customer's addresses is this street address (spelling of street and city aside). */
  livesAt(customerNumber: string, query: StreetAddressQuery): boolean {
    const city = query.city?.trim() ?? '';
    return this.of(customerNumber).some(
      (a) =>
        normalisePlace(a.street) === normalisePlace(query.street) &&
        sameText(a.streetNumber, query.streetNumber) &&
        a.zipCode === query.zipCode.trim() &&
        (city === '' || normalisePlace(a.city) === normalisePlace(city)),
    );
  }
}

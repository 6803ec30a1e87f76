/**
 * The customer service's address book (docs/product/addresses.md §7 "Delivery address", "Billing address"): one
 * method per route of the `address` contract. Field errors, the limit and an unknown address
 * are expected outcomes, not reported failures; every other failure of a save is reported with
 * its status and category (docs/product/addresses.md §8 "Address").
 */
import { addressService } from '@mein-konto/schema/upstream/address';
import { UpstreamDataSource, type CallOptions, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof addressService.routes;
export type DeliveryAddressResult = CallResult<Routes['deliveryAddress']>;
export type DeliveryAddressListResult = CallResult<Routes['deliveryAddresses']>;
export type BillingAddressResult = CallResult<Routes['createBillingAddress']>;
export type DeliveryAddressBody = NonNullable<CallOptions<Routes['addDeliveryAddress']>['body']>;
export type BillingAddressBody = NonNullable<CallOptions<Routes['createBillingAddress']>['body']>;

const EXPECTED_KEYS = new Set(['address_not_found', 'delivery_address_limit_reached', 'billing_address_exists']);

/** Field errors (400 invalid_*, bad_request), the limit and an unknown address. */
function isOutcome(error: UpstreamError): boolean {
  if (!(error instanceof UpstreamHttpError) || error.key === undefined) return false;
  return (
    (error.status === 400 && (error.key.startsWith('invalid_') || error.key === 'bad_request')) ||
    EXPECTED_KEYS.has(error.key)
  );
}

export class AddressDataSource extends UpstreamDataSource<typeof addressService> {
  protected readonly service = addressService;

  deliveryAddress(id: string): Promise<DeliveryAddressResult> {
    return this.call('deliveryAddress', { params: { id }, expected: isOutcome });
  }

  deliveryAddresses(): Promise<DeliveryAddressListResult> {
    return this.call('deliveryAddresses');
  }

  /** With an id: replaces that address (the address book's edit). */
  createDeliveryAddress(body: DeliveryAddressBody & { id?: string }): Promise<DeliveryAddressResult> {
    return this.call('createDeliveryAddress', { body, expected: isOutcome });
  }

  addDeliveryAddress(body: DeliveryAddressBody): Promise<DeliveryAddressResult> {
    return this.call('addDeliveryAddress', { body, expected: isOutcome });
  }

  deleteDeliveryAddress(id: string): Promise<DeliveryAddressResult> {
    return this.call('deleteDeliveryAddress', { params: { id }, expected: isOutcome });
  }

  restoreDeliveryAddress(id: string): Promise<DeliveryAddressResult> {
    return this.call('restoreDeliveryAddress', { params: { id }, expected: isOutcome });
  }

  setPreferredAddress(id: string): Promise<DeliveryAddressListResult> {
    return this.call('setPreferredAddress', { params: { id }, expected: isOutcome });
  }

  createBillingAddress(body: BillingAddressBody): Promise<BillingAddressResult> {
    return this.call('createBillingAddress', { body, expected: isOutcome });
  }

  changeBillingAddress(body: BillingAddressBody & { id: string }): Promise<BillingAddressResult> {
    return this.call('changeBillingAddress', { body, expected: isOutcome });
  }
}

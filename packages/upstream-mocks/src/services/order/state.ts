/**
 * The order slice's state: every customer's orders. The order service changes them (returns,
 * cancellation, withdrawal); the order history service lists them and the customer service
 * counts them, both through this class (`kernel.state(Orders)`).
 */
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel, SliceState } from '../../kernel/kernel.ts';
import { PERSONAS } from '../../kernel/personas.ts';
import { Addresses } from '../address/state.ts';
import type { CustomerRecord } from '../customer/model.ts';
import { Customers } from '../customer/state.ts';
import { newestFirst, type OrderOwner, type OrderRecord } from './model.ts';
import { createOrderSeed } from './seed.ts';

export function orderNotFound(): UpstreamError {
  return new UpstreamError(404, 'order_not_found', { detail: 'no such order for this customer' });
}

export class Orders implements SliceState {
  private orders: OrderRecord[] = [];
  private readonly customers: Customers;
  private readonly addresses: Addresses;

  constructor(kernel: Kernel) {
    this.customers = kernel.state(Customers);
    this.addresses = kernel.state(Addresses);
  }

  reset(seededAt: Date): void {
    this.orders = createOrderSeed(seededAt, (key) => {
      const customer = this.customers.byNumber(PERSONAS[key].customerNumber);
      if (!customer) throw new Error(`the seed has no customer ${key}`);
      return this.ownerOf(customer);
    });
  }

  /** Who an order placed now is for: the customer, his currency and default delivery address. */
  ownerOf(customer: CustomerRecord): OrderOwner {
    return {
      customerNumber: customer.customerNumber,
      externalCustomerId: customer.customerId,
      currency: customer.currency,
      deliveryAddressId: this.addresses.defaultDeliveryOf(customer.customerNumber)?.id ?? null,
    };
  }

  all(): readonly OrderRecord[] {
    return this.orders;
  }

  /** The customer's orders, newest first. */
  ofCustomer(customerNumber: string): OrderRecord[] {
    return this.orders.filter((o) => o.customerNumber === customerNumber).sort(newestFirst);
  }

  byId(id: string): OrderRecord | undefined {
    return this.orders.find((o) => o.id === id);
  }

  byNumber(number: string): OrderRecord | undefined {
    return this.orders.find((o) => o.number === number);
  }

  /** The order if it belongs to the customer; otherwise it does not exist for them (404 order_not_found). */
  ownOrder(customerNumber: string, orderId: string): OrderRecord {
    const order = this.byId(orderId);
    if (!order || order.customerNumber !== customerNumber) throw orderNotFound();
    return order;
  }

  add(orders: readonly OrderRecord[]): void {
    this.orders.push(...orders);
  }
}

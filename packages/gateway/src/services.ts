/**
 * The upstream services this gateway calls, in one list: each service's contract
 * (packages/schema/src/upstream) and its datasource class (datasources/<service>.ts). The
 * configuration derives UPSTREAM_<SERVICE>_URL from it (config.ts) and every GraphQL request
 * gets one datasource per entry as ctx.datasources.<contract name> (context.ts). A new service
 * is one datasource class plus one line here.
 */
import type { ServiceContract } from '@mein-konto/schema/upstream/contract';
import { addressService } from '@mein-konto/schema/upstream/address';
import { addressCheckService } from '@mein-konto/schema/upstream/addressCheck';
import { basketService } from '@mein-konto/schema/upstream/basket';
import { customerService } from '@mein-konto/schema/upstream/customer';
import { logService } from '@mein-konto/schema/upstream/log';
import { newsletterService } from '@mein-konto/schema/upstream/newsletter';
import { orderService } from '@mein-konto/schema/upstream/order';
import { orderHistoryService } from '@mein-konto/schema/upstream/orderHistory';
import { paymentService } from '@mein-konto/schema/upstream/payment';
import { productService } from '@mein-konto/schema/upstream/product';
import { productDispenserService } from '@mein-konto/schema/upstream/productDispenser';
import { personalisationService } from '@mein-konto/schema/upstream/personalisation';
import { socialLiveCommerceService } from '@mein-konto/schema/upstream/socialLiveCommerce';
import { stockReminderService } from '@mein-konto/schema/upstream/stockReminder';
import { wishlistService } from '@mein-konto/schema/upstream/wishlist';
import { AddressDataSource } from './datasources/address.ts';
import { AddressCheckDataSource } from './datasources/addressCheck.ts';
import { BasketDataSource } from './datasources/basket.ts';
import { CustomerDataSource } from './datasources/customer.ts';
import { LogDataSource } from './datasources/log.ts';
import { NewsletterDataSource } from './datasources/newsletter.ts';
import { OrderDataSource } from './datasources/order.ts';
import { OrderHistoryDataSource } from './datasources/orderHistory.ts';
import { PaymentDataSource } from './datasources/payment.ts';
import { ProductDataSource } from './datasources/product.ts';
import { ProductDispenserDataSource } from './datasources/productDispenser.ts';
import { PersonalisationDataSource } from './datasources/personalisation.ts';
import { SocialLiveCommerceDataSource } from './datasources/socialLiveCommerce.ts';
import { StockReminderDataSource } from './datasources/stockReminder.ts';
import { WishlistDataSource } from './datasources/wishlist.ts';
import type { UpstreamDataSource, UpstreamScope } from './datasources/upstream.ts';

/** One service: the datasource class must be the one for this contract. */
function service<const S extends ServiceContract, D extends UpstreamDataSource<S>>(
  contract: S,
  DataSource: new (scope: UpstreamScope) => D,
) {
  return { contract, DataSource };
}

export const SERVICES = [
  service(customerService, CustomerDataSource),
  service(orderHistoryService, OrderHistoryDataSource),
  service(logService, LogDataSource),
  service(orderService, OrderDataSource),
  service(productService, ProductDataSource),
  service(paymentService, PaymentDataSource),
  service(addressCheckService, AddressCheckDataSource),
  service(addressService, AddressDataSource),
  service(newsletterService, NewsletterDataSource),
  service(stockReminderService, StockReminderDataSource),
  service(wishlistService, WishlistDataSource),
  service(basketService, BasketDataSource),
  service(socialLiveCommerceService, SocialLiveCommerceDataSource),
  service(productDispenserService, ProductDispenserDataSource),
  service(personalisationService, PersonalisationDataSource),
] as const;

type Service = (typeof SERVICES)[number];
export type ServiceName = Service['contract']['name'];

/** The request's datasources, by service name. */
export type Datasources = { [E in Service as E['contract']['name']]: InstanceType<E['DataSource']> };

/** The environment variable that sets one service's URL: orderHistory → UPSTREAM_ORDER_HISTORY_URL. */
export function serviceUrlVariable(name: ServiceName): string {
  return `UPSTREAM_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;
}

/** One datasource per service for one GraphQL request. */
export function createDatasources(scope: UpstreamScope): Datasources {
  return Object.fromEntries(
    SERVICES.map(({ contract, DataSource }) => [contract.name, new DataSource(scope)]),
  ) as Datasources;
}

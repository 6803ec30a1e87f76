/** GraphQL answers of the orders pages for component tests (typed by the generated documents). */
import type { MockLink } from '@apollo/client/testing';
import {
  OrderDetailsPageDocument,
  type OrderDetailsPageQuery,
} from '../src/features/orders/OrderDetailsPage.generated.ts';
import { OrdersPageDocument, type OrdersPageQuery } from '../src/features/orders/OrdersPage.generated.ts';
import { anna } from './fixtures.ts';

type Connection = NonNullable<NonNullable<OrdersPageQuery['viewer']['customer']>['orders']>;
type OrderNode = Connection['edges'][number]['node'];
export type DetailOrder = NonNullable<NonNullable<OrderDetailsPageQuery['viewer']['customer']>['order']>;

const eur = (amount: string) => ({ __typename: 'Money' as const, amount, currency: 'EUR' as const });

export function orderNode(number: string, overrides: Partial<OrderNode> = {}): OrderNode {
  return {
    __typename: 'Order',
    id: `o-${number}`,
    number,
    placedAt: '2026-11-20T10:00:00.000Z',
    status: 'DISPATCHED',
    total: eur('30.94'),
    itemCount: 1,
    items: [
      {
        __typename: 'OrderItem',
        id: `o-${number}:403456001`,
        title: 'Hyaluron-Tagescreme, 50 ml',
        quantity: 1,
        status: 'IN_DELIVERY',
        product: { __typename: 'Product', id: '403456', imageUrl: null },
      },
    ],
    ...overrides,
  };
}

export function ordersPageMock(
  orders: Connection | null,
  variables: { first: number; after?: string } = { first: 10 },
  errors?: { message: string; extensions: { code: string } }[],
): MockLink.MockedResponse {
  return {
    request: { query: OrdersPageDocument, variables },
    result: {
      data: {
        viewer: { __typename: 'Viewer', id: 'viewer', customer: { __typename: 'Customer', id: anna.id, orders } },
      },
      ...(errors ? { errors } : {}),
    },
  };
}

export function connection(nodes: OrderNode[], totalCount: number, endCursor: string | null): Connection {
  return {
    __typename: 'OrderConnection',
    totalCount,
    pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
    edges: nodes.map((node, index) => ({ __typename: 'OrderEdge', cursor: `c${String(index)}`, node })),
  };
}

export function detailOrder(overrides: Partial<DetailOrder> = {}): DetailOrder {
  return {
    __typename: 'Order',
    id: 'o-81000004',
    number: '81000004',
    placedAt: '2025-12-27T10:00:00.000Z',
    status: 'DISPATCHED',
    paymentType: 'INVOICE',
    items: [
      {
        __typename: 'OrderItem',
        id: 'o-81000004:404567001',
        sku: '404567001',
        title: 'Silberkette mit Zirkonia-Anhänger',
        quantity: 1,
        status: 'DELIVERED',
        singlePrice: eur('59.99'),
        returnedQuantity: 0,
        cancelledQuantity: 0,
        returnableQuantity: 1,
        canBuyAgain: true,
        product: {
          __typename: 'Product',
          id: '404567',
          name: 'Silberkette mit Zirkonia-Anhänger',
          brand: 'Glanzstück',
          imageUrl: null,
        },
      },
    ],
    deliveryAddress: {
      __typename: 'OrderDeliveryAddress',
      salutation: 'MS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      street: 'Venloer Straße',
      streetNumber: '240',
      addressAddition: null,
      zipCode: '50823',
      city: 'Köln',
      countryCode: 'DE',
      type: 'POSTAL',
      postNumber: null,
    },
    subtotal: eur('84.98'),
    shippingCosts: eur('0.00'),
    discount: eur('18.50'),
    total: eur('66.48'),
    vouchers: [
      { __typename: 'OrderVoucher', code: 'HERBST10', type: 'PERCENTAGE', percentage: 10, discount: eur('8.50') },
      { __typename: 'OrderVoucher', code: 'WILLKOMMEN10', type: 'VALUE', percentage: null, discount: eur('10.00') },
    ],
    timeline: [
      { __typename: 'OrderTimelineStep', kind: 'CONFIRMED', state: 'DONE', at: '2025-12-27T10:00:00.000Z' },
      { __typename: 'OrderTimelineStep', kind: 'DELIVERED', state: 'CURRENT', at: '2025-12-30T10:00:00.000Z' },
    ],
    cancellation: {
      __typename: 'OrderCancellation',
      cancellable: false,
      cancellableUntil: null,
      windowMinutes: 30,
      cancelledAt: null,
    },
    withdrawal: { __typename: 'OrderWithdrawal', status: 'EXPIRED', deadline: '2026-01-13', withdrawnAt: null },
    returnPeriod: { __typename: 'OrderReturnPeriod', deadline: '2026-01-29', open: true },
    returns: [],
    ...overrides,
  };
}

export function orderDetailsMock(
  order: DetailOrder,
  flags: { multipleVouchers?: boolean; orderCancellation?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: OrderDetailsPageDocument, variables: { id: order.id } },
    result: {
      data: {
        viewer: { __typename: 'Viewer', id: 'viewer', customer: { __typename: 'Customer', id: anna.id, order } },
        featureFlags: {
          __typename: 'FeatureFlags',
          id: 'featureFlags',
          multipleVouchers: flags.multipleVouchers ?? true,
          orderCancellation: flags.orderCancellation ?? true,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

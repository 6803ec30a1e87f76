import { mailbox, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startStack, useStack, type Browser, type GraphQLResponse, type Tree } from './stack.ts';

// Roomy timeout: the upstream-call counts below must not see retries of a slow machine.
const stack = useStack({ UPSTREAM_TIMEOUT_MS: '5000' });

const ANNA = 'anna.schmidt@example.de';
const LUKAS = 'lukas.gruber@example.at';
const HEIDI = 'heidi.meier@example.ch';

async function loggedIn(username = ANNA, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  const browser = stack.browser(market);
  const res = await browser.login(username);
  expect(res.data?.login?.__typename).toBe('LoginSuccess');
  return browser;
}

/** The requests that reach the mocks while `run` runs. */
async function upstreamCalls(run: () => Promise<unknown>): Promise<string[]> {
  const before = stack.mocksRequests.length;
  await run();
  return stack.mocksRequests.slice(before).filter((r) => !r.includes('/__admin') && !r.includes('/log-service'));
}
const count = (calls: string[], prefix: string) => calls.filter((c) => c.startsWith(prefix)).length;

const ORDERS_PAGE = /* GraphQL */ `
  query OrdersPage($first: Int, $after: String) {
    viewer {
      customer {
        id
        firstName
        orders(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            cursor
            node {
              id
              number
              placedAt
              status
              paymentType
              itemCount
              total {
                amount
                currency
              }
              items {
                id
                sku
                title
                quantity
                status
                product {
                  id
                  name
                  brand
                  imageUrl
                }
              }
            }
          }
        }
      }
    }
  }
`;

const ORDER_DETAILS = /* GraphQL */ `
  query OrderDetails($id: ID!) {
    viewer {
      customer {
        id
        order(id: $id) {
          id
          number
          placedAt
          deliveredAt
          status
          paymentType
          itemCount
          total {
            amount
            currency
          }
          subtotal {
            amount
            currency
          }
          shippingCosts {
            amount
            currency
          }
          discount {
            amount
            currency
          }
          vouchers {
            code
            type
            percentage
            value {
              amount
              currency
            }
            discount {
              amount
              currency
            }
          }
          deliveryAddress {
            firstName
            lastName
            street
            streetNumber
            zipCode
            city
            countryCode
            type
            postNumber
          }
          items {
            id
            sku
            baseProductNo
            title
            quantity
            status
            position
            returnedQuantity
            cancelledQuantity
            returnableQuantity
            singlePrice {
              amount
              currency
            }
            product {
              id
              name
              shortName
              brand
              imageUrl
            }
          }
          timeline {
            kind
            state
            at
          }
          cancellation {
            cancellable
            cancellableUntil
            windowMinutes
            cancelledAt
            reasonCode
          }
          withdrawal {
            status
            deadline
            withdrawnAt
          }
          returns {
            id
            createdAt
            items {
              sku
              quantity
            }
          }
        }
      }
    }
  }
`;

const CANCEL = /* GraphQL */ `
  mutation Cancel($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on CancelOrderSuccess {
        email
        order {
          id
          status
          items {
            id
            status
          }
          cancellation {
            cancellable
            cancelledAt
            reasonCode
          }
        }
      }
      ... on OrderNotCancellable {
        order {
          id
          status
          cancellation {
            cancellable
            cancellableUntil
          }
        }
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

const RETURN = /* GraphQL */ `
  mutation Return($input: ReturnOrderItemsInput!) {
    returnOrderItems(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on ReturnSuccess {
        returnId
        order {
          id
          status
          items {
            id
            sku
            status
            returnedQuantity
            returnableQuantity
          }
          returns {
            id
          }
        }
      }
      ... on ReturnPeriodExpired {
        deadline
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

const START_WITHDRAWAL = /* GraphQL */ `
  mutation StartWithdrawal($input: StartWithdrawalInput!) {
    startWithdrawal(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on WithdrawalStarted {
        requestId
        confirmationSecret
        expiresAt
        deadline
        order {
          orderId
          number
          placedAt
          total {
            amount
            currency
          }
          items {
            sku
            title
            quantity
          }
        }
        channels {
          type
          address
        }
      }
      ... on WithdrawalNotAvailable {
        voluntaryReturnPolicy
      }
      ... on WithdrawalPeriodExpired {
        deadline
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
      ... on RateLimited {
        retryAfterSeconds
      }
    }
  }
`;

const CONFIRM_WITHDRAWAL = /* GraphQL */ `
  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {
    confirmWithdrawal(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on WithdrawalConfirmed {
        withdrawalId
        confirmedAt
        channel
        confirmationSentTo
        orderNumber
        order {
          id
          withdrawal {
            status
            withdrawnAt
          }
        }
      }
    }
  }
`;

const INVOICES = /* GraphQL */ `
  query Invoices($sort: SortDirection) {
    viewer {
      customer {
        id
        openInvoices(sort: $sort) {
          balance {
            amount
            currency
          }
          invoices {
            id
            number
            orderNumber
            dueDate
            status
            isOverdue
            amount {
              amount
              currency
            }
          }
        }
      }
    }
  }
`;

describe('order history', () => {
  it('lists the orders newest first with products from one batched product call', async () => {
    const browser = await loggedIn();
    let res!: GraphQLResponse<Tree>;
    const calls = await upstreamCalls(async () => {
      res = await browser.graphql(ORDERS_PAGE, { first: 5 });
    });
    expect(res.errors).toBeUndefined();
    const orders = res.data?.viewer?.customer?.orders;
    expect(orders?.totalCount).toBe(12);
    const nodes = (orders?.edges as unknown as { node: Tree }[]).map((e) => e.node);
    expect(nodes.map((n) => n.number)).toEqual(['81000012', '81000011', '81000010', '81000009', '81000008']);
    expect(nodes[0]).toMatchObject({
      id: 'o-81000012',
      status: 'PROCESSING',
      paymentType: 'INVOICE',
      total: { currency: 'EUR' },
    });
    expect(nodes[4]?.status).toBe('PARTIALLY_CANCELLED');
    const items = nodes.flatMap((n) => n.items as unknown as Tree[]);
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((i) => typeof i.product?.name === 'string' && typeof i.product?.brand === 'string')).toBe(true);
    expect(orders?.pageInfo).toMatchObject({ hasNextPage: true });
    // one login state, one order page, one product call for every item of the page; no details
    expect(count(calls, 'GET /product-service/products')).toBe(1);
    expect(count(calls, 'GET /order-history-service/orders')).toBe(1);
    expect(count(calls, 'GET /order-service/')).toBe(0);
    expect(calls).toHaveLength(3);
  });

  it('pages through more than 200 orders with cursors, one product call per page', async () => {
    const seeded = await stack.admin('POST', '/seed/orders', { customer_number: '10012345', count: 200 });
    expect(seeded.status).toBe(201);
    const browser = await loggedIn();
    const numbers: string[] = [];
    const placed: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      let res!: GraphQLResponse<Tree>;
      const calls = await upstreamCalls(async () => {
        res = await browser.graphql(ORDERS_PAGE, { first: 50, after });
      });
      expect(res.errors).toBeUndefined();
      expect(count(calls, 'GET /product-service/products')).toBe(1);
      if (pages > 0)
        expect(calls.some((c) => c.startsWith('GET /order-history-service/orders') && c.includes('cursor='))).toBe(
          true,
        );
      pages++;
      const conn = res.data?.viewer?.customer?.orders;
      expect(conn?.totalCount).toBe(212);
      for (const edge of conn?.edges as unknown as { node: { number: string; placedAt: string } }[]) {
        numbers.push(edge.node.number);
        placed.push(edge.node.placedAt);
      }
      if (!conn?.pageInfo?.hasNextPage) break;
      after = conn.pageInfo.endCursor as unknown as string;
      expect(pages).toBeLessThan(10);
    }
    expect(pages).toBe(5);
    expect(numbers).toHaveLength(212);
    expect(new Set(numbers).size).toBe(212);
    expect([...placed].sort().reverse()).toEqual(placed);
  });

  it('serves a full order-history page within the default query cost limit', async () => {
    const browser = await loggedIn();
    const page = ORDERS_PAGE.replace(
      'items { id sku title quantity status product { id name brand imageUrl } }',
      'items { id sku baseProductNo title quantity status product { id baseProductNo name shortName brand imageUrl imageAlt isNew soldOnMedia } }',
    );
    const res = await browser.graphql(page, { first: 20 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer?.customer?.orders?.totalCount).toBe(12);
  });

  it('continues after any edge cursor, not only the end cursor', async () => {
    const browser = await loggedIn();
    const first = await browser.graphql(ORDERS_PAGE, { first: 3 });
    const edges = first.data?.viewer?.customer?.orders?.edges as unknown as { cursor: string }[];
    const next = await browser.graphql(ORDERS_PAGE, { first: 2, after: edges[1]?.cursor });
    const nodes = next.data?.viewer?.customer?.orders?.edges as unknown as { node: { number: string } }[];
    expect(nodes.map((e) => e.node.number)).toEqual(['81000010', '81000009']);
  });

  it('refuses a page size out of range and a made-up cursor', async () => {
    const browser = await loggedIn();
    const big = await browser.graphql(ORDERS_PAGE, { first: 500 });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bogus = await browser.graphql(ORDERS_PAGE, { first: 5, after: 'not-a-cursor' });
    expect(bogus.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows an empty history for a customer without orders', async () => {
    const browser = await loggedIn('neu.kunde@example.de');
    const res = await browser.graphql(ORDERS_PAGE, { first: 10 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer?.customer?.orders).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [],
    });
  });

  it('counts orders per status', async () => {
    const browser = await loggedIn();
    const res = await browser.graphql(
      `{ viewer { customer { id orderInsights { totalOrders returnedOrders cancelledOrders statusCounts { status count } } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const insights = res.data?.viewer?.customer?.orderInsights;
    expect(insights).toMatchObject({ totalOrders: 12, cancelledOrders: 1 });
    expect((insights?.statusCounts as unknown as { status: string }[]).map((s) => s.status)).toContain(
      'PARTIALLY_RETURNED',
    );
  });

  it('keeps the viewer usable when the order history answers 500, with UPSTREAM_UNAVAILABLE on orders', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'orderHistory', path: '/orders', status: 500 });
    const res = await browser.graphql(ORDERS_PAGE, { first: 5 });
    expect(res.data?.viewer?.customer).toMatchObject({ firstName: 'Anna', orders: null });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({
      path: ['viewer', 'customer', 'orders'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('keeps the viewer usable when the order history times out', async () => {
    const slow = await startStack({ UPSTREAM_TIMEOUT_MS: '400' });
    try {
      const browser = slow.browser();
      await browser.login(ANNA);
      await slow.fault({ service: 'orderHistory', path: '/orders', latency_ms: 1500 });
      const res = await browser.graphql(ORDERS_PAGE, { first: 5 });
      expect(res.data?.viewer?.customer).toMatchObject({ firstName: 'Anna', orders: null });
      expect(res.errors?.[0]).toMatchObject({
        path: ['viewer', 'customer', 'orders'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    } finally {
      await slow.close();
    }
  }, 15_000);

  it('leaves product data out (null) but keeps the orders when the product service fails', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'product', status: 500 });
    const res = await browser.graphql(ORDERS_PAGE, { first: 2 });
    const nodes = res.data?.viewer?.customer?.orders?.edges as unknown as {
      node: { number: string; items: { product: unknown }[] };
    }[];
    expect(nodes.map((e) => e.node.number)).toEqual(['81000012', '81000011']);
    expect(nodes[0]?.node.items[0]?.product).toBeNull();
    expect(res.errors?.every((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE')).toBe(true);
  });
});

describe('order details', () => {
  it('shows vouchers, totals, items with products and the timeline, with one product call', async () => {
    const browser = await loggedIn();
    let res!: GraphQLResponse<Tree>;
    const calls = await upstreamCalls(async () => {
      res = await browser.graphql(ORDER_DETAILS, { id: 'o-81000004' });
    });
    expect(res.errors).toBeUndefined();
    const order = res.data?.viewer?.customer?.order;
    expect(order).toMatchObject({ id: 'o-81000004', number: '81000004', status: 'DISPATCHED', paymentType: 'INVOICE' });
    expect((order?.vouchers as unknown as { code: string; type: string }[]).map((v) => [v.code, v.type])).toEqual([
      ['HERBST10', 'PERCENTAGE'],
      ['WILLKOMMEN10', 'VALUE'],
      ['GRATISVERSAND', 'FREE_SHIPPING'],
    ]);
    expect(order?.shippingCosts).toEqual({ amount: '0.00', currency: 'EUR' });
    const cents = (m: Tree | undefined) => Math.round(Number(m?.amount as unknown as string) * 100);
    expect(cents(order?.total)).toBe(cents(order?.subtotal) - cents(order?.discount) + cents(order?.shippingCosts));
    const items = order?.items as unknown as Tree[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ id: 'o-81000004:' + String(items[0]?.sku), position: 1, status: 'DELIVERED' });
    expect(
      items.every((i) => i.product !== null && /^\d+\.\d{2}$/.test(i.singlePrice?.amount as unknown as string)),
    ).toBe(true);
    expect(order?.timeline).toEqual([
      { kind: 'CONFIRMED', state: 'DONE', at: order?.placedAt },
      { kind: 'PROCESSING', state: 'DONE', at: null },
      { kind: 'DISPATCHED', state: 'DONE', at: null },
      { kind: 'DELIVERED', state: 'CURRENT', at: order?.deliveredAt },
    ]);
    expect(count(calls, 'GET /product-service/products')).toBe(1);
    expect(count(calls, 'GET /order-service/api/shop-orders/o-81000004')).toBe(1);
    expect(calls).toHaveLength(3);
  });

  it('shows a Packstation delivery address and the timeline of an order on its way', async () => {
    const browser = await loggedIn();
    const res = await browser.graphql(ORDER_DETAILS, { id: 'o-81000010' });
    const order = res.data?.viewer?.customer?.order;
    expect(order?.deliveryAddress).toMatchObject({ type: 'DHL_ADDRESS' });
    expect(
      (order?.timeline as unknown as { kind: string; state: string }[]).map((s) => `${s.kind}:${s.state}`),
    ).toEqual(['CONFIRMED:DONE', 'PROCESSING:DONE', 'DISPATCHED:CURRENT', 'DELIVERED:UPCOMING']);
    expect(order?.withdrawal).toEqual({ status: 'POSSIBLE', deadline: null, withdrawnAt: null });
  });

  it('shows CHF orders for heidi', async () => {
    const browser = await loggedIn(HEIDI, 'ch');
    const list = await browser.graphql(ORDERS_PAGE, { first: 10 });
    const nodes = list.data?.viewer?.customer?.orders?.edges as unknown as {
      node: { number: string; total: { currency: string } };
    }[];
    expect(nodes.map((e) => e.node.number)).toEqual(['83000003', '83000002', '83000001']);
    expect(nodes.every((e) => e.node.total.currency === 'CHF')).toBe(true);
    const details = await browser.graphql(ORDER_DETAILS, { id: 'o-83000003' });
    expect(details.data?.viewer?.customer?.order).toMatchObject({
      total: { currency: 'CHF' },
      shippingCosts: { amount: '6.90', currency: 'CHF' },
      withdrawal: { status: 'NOT_AVAILABLE' },
    });
  });

  it('refuses another customer’s order with NOT_FOUND', async () => {
    const browser = await loggedIn();
    const res = await browser.graphql(ORDER_DETAILS, { id: 'o-83000003' });
    expect(res.data?.viewer?.customer).toMatchObject({ order: null });
    expect(res.errors?.[0]).toMatchObject({ path: ['viewer', 'customer', 'order'], extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses an order of another customer even when the order service hands it out', async () => {
    // heidi's order as the order service sends it …
    const heidi = await loggedIn(HEIDI, 'ch');
    const raw = await request(stack.mocksUrl)
      .get('/order-service/api/shop-orders/o-83000003')
      .query({ origin: 'SHOP' })
      .set({ 'x-client-id': 'test', 'x-locale': 'de-ch', cookie: heidi.cookieHeader() });
    expect(raw.status).toBe(200);
    // … answered to anna by a misbehaving order service
    await stack.fault({ service: 'order', method: 'GET', path: '/api/shop-orders/:id', status: 200, body: raw.body });
    const anna = await loggedIn();
    const res = await anna.graphql(ORDER_DETAILS, { id: 'o-81000004' });
    expect(res.data?.viewer?.customer).toMatchObject({ order: null });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(res)).not.toContain('83000003');
    expect(stack.logs.some((l) => l['event'] === 'foreign_order_refused')).toBe(true);
  });

  it('asks a visitor without session to log in', async () => {
    const res = await stack.browser().graphql(CANCEL, { input: { orderId: 'o-81000012', reasonCode: 'OTHER' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('online cancellation', () => {
  it('cancels an order inside the window and names the customer’s e-mail', async () => {
    const browser = await loggedIn();
    const details = await browser.graphql(ORDER_DETAILS, { id: 'o-81000012' });
    expect(details.data?.viewer?.customer?.order?.cancellation).toMatchObject({ cancellable: true, windowMinutes: 30 });
    const res = await browser.graphql(CANCEL, { input: { orderId: 'o-81000012', reasonCode: 'ORDERED_BY_MISTAKE' } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.cancelOrder).toMatchObject({
      __typename: 'CancelOrderSuccess',
      email: ANNA,
      order: {
        id: 'o-81000012',
        status: 'CANCELLED',
        cancellation: { cancellable: false, reasonCode: 'ORDERED_BY_MISTAKE' },
      },
    });
    const items = res.data?.cancelOrder?.order?.items as unknown as { status: string }[];
    expect(items.every((i) => i.status === 'CANCELLED')).toBe(true);
    expect(
      (await mailbox(stack.mocksUrl)).some(
        (m) => m.to === ANNA && m.subject.includes('Stornierung') && m.subject.includes('81000012'),
      ),
    ).toBe(true);
    const again = await browser.graphql(ORDER_DETAILS, { id: 'o-81000012' });
    expect(again.data?.viewer?.customer?.order?.status).toBe('CANCELLED');
  });

  it('answers OrderNotCancellable outside the window', async () => {
    const browser = await loggedIn();
    const res = await browser.graphql(CANCEL, { input: { orderId: 'o-81000011', reasonCode: 'CHANGED_MIND' } });
    expect(res.data?.cancelOrder).toMatchObject({
      __typename: 'OrderNotCancellable',
      code: 'ORDER_NOT_CANCELLABLE',
      order: { id: 'o-81000011', status: 'PROCESSING', cancellation: { cancellable: false } },
    });
  });

  it('requires a reason', async () => {
    const browser = await loggedIn();
    const calls = await upstreamCalls(async () => {
      const res = await browser.graphql(CANCEL, { input: { orderId: 'o-81000012' } });
      expect(res.data?.cancelOrder).toMatchObject({
        __typename: 'InvalidInput',
        code: 'INVALID_INPUT',
        fieldErrors: [{ field: 'reasonCode' }],
      });
    });
    expect(count(calls, 'POST /order-service')).toBe(0);
  });

  it('refuses to cancel another customer’s order', async () => {
    const browser = await loggedIn();
    const res = await browser.graphql(CANCEL, { input: { orderId: 'o-82000004', reasonCode: 'OTHER' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.data).toBeNull();
  });

  it('offers no online cancellation when the orderCancellation flag is off', async () => {
    const off = await startStack({ FEATURE_FLAGS: 'orderCancellation=false' });
    try {
      const browser = off.browser();
      await browser.login(ANNA);
      const details = await browser.graphql(ORDER_DETAILS, { id: 'o-81000012' });
      expect(details.data?.viewer?.customer?.order?.cancellation?.cancellable).toBe(false);
      const res = await browser.graphql(CANCEL, { input: { orderId: 'o-81000012', reasonCode: 'OTHER' } });
      expect(res.data?.cancelOrder?.__typename).toBe('OrderNotCancellable');
    } finally {
      await off.close();
    }
  });
});

describe('returns', () => {
  it('returns an item and answers the order in its new state: the item announced (RETURN_REGISTERED) until the parcel arrives', async () => {
    const browser = await loggedIn();
    const details = await browser.graphql(ORDER_DETAILS, { id: 'o-81000009' });
    const item = (
      details.data?.viewer?.customer?.order?.items as unknown as {
        sku: string;
        returnableQuantity: number;
        quantity: number;
      }[]
    )[0];
    expect(item?.returnableQuantity).toBeGreaterThan(0);
    const res = await browser.graphql(RETURN, {
      input: {
        orderId: 'o-81000009',
        items: [{ sku: item?.sku, quantity: item?.returnableQuantity }],
        reasonCode: 'DISLIKED',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.returnOrderItems).toMatchObject({
      __typename: 'ReturnSuccess',
      order: { id: 'o-81000009', status: 'RETURNED' },
    });
    expect(res.data?.returnOrderItems?.order?.items).toEqual([
      {
        id: `o-81000009:${String(item?.sku)}`,
        sku: item?.sku,
        status: 'RETURN_REGISTERED',
        returnedQuantity: item?.quantity,
        returnableQuantity: 0,
      },
    ]);
    expect(res.data?.returnOrderItems?.order?.returns).toHaveLength(1);
    // The order history shows the same item status.
    const history = await browser.graphql(
      `{ viewer { customer { orders(first: 10) { edges { node { id items { sku status } } } } } } }`,
    );
    const edges = history.data?.viewer?.customer?.orders?.edges as unknown as {
      node: { id: string; items: { sku: string; status: string }[] };
    }[];
    expect(edges.find((e) => e.node.id === 'o-81000009')?.node.items).toEqual([
      { sku: item?.sku, status: 'RETURN_REGISTERED' },
    ]);

    expect((await stack.admin('POST', '/returns/receive', { order_number: '81000009' })).status).toBe(200);
    const arrived = await browser.graphql(ORDER_DETAILS, { id: 'o-81000009' });
    expect(arrived.data?.viewer?.customer?.order?.items).toMatchObject([{ sku: item?.sku, status: 'RETURNED' }]);
  });

  it('answers InvalidInput for a quantity the service refuses, nothing changed', async () => {
    const browser = await loggedIn();
    const details = await browser.graphql(ORDER_DETAILS, { id: 'o-81000009' });
    const sku = (details.data?.viewer?.customer?.order?.items as unknown as { sku: string }[])[0]?.sku;
    const res = await browser.graphql(RETURN, { input: { orderId: 'o-81000009', items: [{ sku, quantity: 99 }] } });
    expect(res.data?.returnOrderItems).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'items.0.quantity' }],
    });
    const zero = await browser.graphql(RETURN, { input: { orderId: 'o-81000009', items: [{ sku, quantity: 0 }] } });
    expect(zero.data?.returnOrderItems?.__typename).toBe('InvalidInput');
  });

  it('offers returns for 30 days after delivery and answers ReturnPeriodExpired with the deadline after it', async () => {
    const browser = await loggedIn();
    const period = async (id: string) =>
      (
        (
          await browser.graphql(
            `query($id: ID!) { viewer { customer { order(id: $id) { returnPeriod { deadline open } } } } }`,
            { id },
          )
        ).data?.viewer?.customer?.order as unknown as { returnPeriod: { deadline: string | null; open: boolean } }
      ).returnPeriod;
    const recent = await period('o-81000009');
    expect(recent.open).toBe(true);
    expect(recent.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await period('o-81000010')).toEqual({ deadline: null, open: true });
    const old = await period('o-81000002');
    expect(old.open).toBe(false);

    const calls = await upstreamCalls(async () => {
      const res = await browser.graphql(RETURN, {
        input: { orderId: 'o-81000002', items: [{ sku: '401234001', quantity: 1 }] },
      });
      expect(res.data?.returnOrderItems).toEqual({
        __typename: 'ReturnPeriodExpired',
        code: 'RETURN_PERIOD_EXPIRED',
        message: 'Die Rücksendefrist für diese Bestellung ist abgelaufen.',
        deadline: old.deadline,
      });
    });
    expect(count(calls, 'POST /order-service/orders/return')).toBe(0);
    const heidi = await loggedIn(HEIDI, 'ch');
    const swiss = await heidi.graphql(RETURN, {
      input: { orderId: 'o-83000002', items: [{ sku: '403456001', quantity: 1 }] },
    });
    expect(swiss.data?.returnOrderItems?.__typename).toBe('ReturnPeriodExpired');
  });

  it('e-mails the return confirmation with the link to the printable return slip', async () => {
    const browser = await loggedIn(LUKAS, 'at');
    const res = await browser.graphql(RETURN, {
      input: { orderId: 'o-82000004', items: [{ sku: '407890001', quantity: 1 }] },
    });
    const returnId = res.data?.returnOrderItems?.returnId as unknown as string;
    expect(returnId).toBeTruthy();
    const mail = (await mailbox(stack.mocksUrl)).find(
      (m) => m.to === LUKAS && m.subject === 'Ihre Rücksendung ist angemeldet – Bestellung 82000004',
    );
    expect(mail?.text).toContain(`/orders/o-82000004/return-slip/${returnId}?locale=at`);
    // The slip says where the parcel goes: the return centre of the customer's market.
    const slip = await browser.graphql(
      `query($id: ID!) { viewer { customer { order(id: $id) { returns { id returnAddress { name street zipCode city countryCode } } } } } }`,
      { id: 'o-82000004' },
    );
    const returns = slip.data?.viewer?.customer?.order?.returns as unknown as {
      id: string;
      returnAddress: Record<string, string>;
    }[];
    expect(returns.find((r) => r.id === returnId)?.returnAddress).toEqual({
      name: 'Mein Shop GmbH – Retourenzentrum Österreich',
      street: 'Lagerstraße 5',
      zipCode: '5020',
      city: 'Salzburg',
      countryCode: 'AT',
    });
  });

  it('answers ReturnFailed ("Übertragungsfehler") when the order service fails', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'order', method: 'POST', path: '/orders/return', status: 500 });
    const res = await browser.graphql(RETURN, { input: { orderId: 'o-81000009', items: [{ sku: 'x', quantity: 1 }] } });
    expect(res.data?.returnOrderItems).toEqual({
      __typename: 'ReturnFailed',
      code: 'RETURN_FAILED',
      message: 'Übertragungsfehler',
    });
  });
});

describe('withdrawal', () => {
  it('works without login: order number and e-mail, then confirm, with the receipt in the mailbox', async () => {
    const visitor = stack.browser();
    const start = await visitor.graphql(START_WITHDRAWAL, {
      input: {
        public: { orderNumber: '8100 0009', email: 'Anna.Schmidt@example.de', recaptchaToken: RECAPTCHA_TOKEN },
      },
    });
    expect(start.errors).toBeUndefined();
    expect(start.data?.startWithdrawal).toMatchObject({
      __typename: 'WithdrawalStarted',
      order: { orderId: 'o-81000009', number: '81000009', total: { currency: 'EUR' } },
      channels: [{ type: 'EMAIL', address: ANNA }],
    });
    const requestId = start.data?.startWithdrawal?.requestId as unknown as string;
    const confirmationSecret = start.data?.startWithdrawal?.confirmationSecret as unknown as string;
    const confirm = await visitor.graphql(CONFIRM_WITHDRAWAL, {
      input: { requestId, confirmationSecret, channel: 'EMAIL' },
    });
    expect(confirm.data?.confirmWithdrawal).toMatchObject({
      __typename: 'WithdrawalConfirmed',
      confirmationSentTo: ANNA,
      orderNumber: '81000009',
      order: null,
    });
    const mail = (await mailbox(stack.mocksUrl)).find(
      (m) => m.subject.includes('Widerruf') && m.subject.includes('81000009'),
    );
    expect(mail?.to).toBe(ANNA);
    expect(mail?.text).toMatch(/\d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr/);
    const used = await visitor.graphql(CONFIRM_WITHDRAWAL, { input: { requestId, confirmationSecret } });
    expect(used.data?.confirmWithdrawal?.__typename).toBe('WithdrawalRequestExpired');
  });

  it('works logged in from the order, and the confirmed order shows WITHDRAWN', async () => {
    const browser = await loggedIn();
    const start = await browser.graphql(START_WITHDRAWAL, { input: { orderId: 'o-81000010' } });
    expect(start.data?.startWithdrawal).toMatchObject({ __typename: 'WithdrawalStarted', deadline: null });
    const { requestId, confirmationSecret } = start.data?.startWithdrawal ?? {};
    const confirm = await browser.graphql(CONFIRM_WITHDRAWAL, { input: { requestId, confirmationSecret } });
    expect(confirm.data?.confirmWithdrawal).toMatchObject({
      __typename: 'WithdrawalConfirmed',
      order: { id: 'o-81000010', withdrawal: { status: 'WITHDRAWN' } },
    });
    expect((await mailbox(stack.mocksUrl)).some((m) => m.to === ANNA && m.subject.includes('81000010'))).toBe(true);
    const again = await browser.graphql(START_WITHDRAWAL, { input: { orderId: 'o-81000010' } });
    expect(again.data?.startWithdrawal?.__typename).toBe('AlreadyWithdrawn');
  });

  it('confirms only for whoever started it: another visitor with the request id alone, or with their own secret, is refused', async () => {
    const lukas = await loggedIn(LUKAS, 'at');
    const own = await lukas.graphql(START_WITHDRAWAL, { input: { orderId: 'o-82000004' } });
    expect(own.data?.startWithdrawal?.__typename).toBe('WithdrawalStarted');
    const requestId = own.data?.startWithdrawal?.requestId;
    const anna = await loggedIn();
    const annas = await anna.graphql(START_WITHDRAWAL, { input: { orderId: 'o-81000010' } });
    const foreignSecret = annas.data?.startWithdrawal?.confirmationSecret;
    for (const input of [
      { requestId },
      { requestId, confirmationSecret: foreignSecret },
      { requestId, confirmationSecret: '' },
    ]) {
      const res = await anna.graphql(CONFIRM_WITHDRAWAL, { input });
      const outcome = res.data?.confirmWithdrawal?.__typename ?? res.errors?.[0]?.extensions?.code;
      expect(['WithdrawalRequestExpired', 'BAD_USER_INPUT']).toContain(outcome);
    }
    expect((await mailbox(stack.mocksUrl)).some((m) => m.subject.includes('82000004'))).toBe(false);
    const details = await lukas.graphql(ORDER_DETAILS, { id: 'o-82000004' });
    expect(details.data?.viewer?.customer?.order?.withdrawal?.status).not.toBe('WITHDRAWN');
  });

  it('works for lukas in at', async () => {
    const browser = await loggedIn(LUKAS, 'at');
    const start = await browser.graphql(START_WITHDRAWAL, { input: { orderId: 'o-82000004' } });
    expect(start.data?.startWithdrawal?.__typename).toBe('WithdrawalStarted');
    expect(start.data?.startWithdrawal?.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const expired = await browser.graphql(START_WITHDRAWAL, { input: { orderId: 'o-82000002' } });
    expect(expired.data?.startWithdrawal).toMatchObject({
      __typename: 'WithdrawalPeriodExpired',
      code: 'WITHDRAWAL_PERIOD_EXPIRED',
    });
  });

  it('is not available in ch: the voluntary return policy applies', async () => {
    const heidi = await loggedIn(HEIDI, 'ch');
    const own = await heidi.graphql(START_WITHDRAWAL, { input: { orderId: 'o-83000003' } });
    expect(own.data?.startWithdrawal).toMatchObject({
      __typename: 'WithdrawalNotAvailable',
      code: 'WITHDRAWAL_NOT_AVAILABLE',
      voluntaryReturnPolicy: true,
    });
    const pub = await stack.browser('ch').graphql(START_WITHDRAWAL, {
      input: { public: { orderNumber: '83000003', email: HEIDI, recaptchaToken: RECAPTCHA_TOKEN } },
    });
    expect(pub.data?.startWithdrawal?.__typename).toBe('WithdrawalNotAvailable');
  });

  it('answers OrderNotFound for a wrong order number and e-mail pair, and checks the input', async () => {
    const visitor = stack.browser();
    const wrong = await visitor.graphql(START_WITHDRAWAL, {
      input: { public: { orderNumber: '81000009', email: 'lukas.gruber@example.at', recaptchaToken: RECAPTCHA_TOKEN } },
    });
    expect(wrong.data?.startWithdrawal).toMatchObject({ __typename: 'OrderNotFound', code: 'ORDER_NOT_FOUND' });
    const bad = await visitor.graphql(START_WITHDRAWAL, {
      input: { public: { orderNumber: ' ', email: 'nope', recaptchaToken: RECAPTCHA_TOKEN } },
    });
    expect(bad.data?.startWithdrawal).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'public.orderNumber' }, { field: 'public.email' }],
    });
    const both = await visitor.graphql(START_WITHDRAWAL, { input: {} });
    expect(both.data?.startWithdrawal?.__typename).toBe('InvalidInput');
  });

  it('keeps markets apart: anna’s German order is not found on the Austrian market', async () => {
    const input = { public: { orderNumber: '81000009', email: ANNA, recaptchaToken: RECAPTCHA_TOKEN } };
    const onAt = await stack.browser('at').graphql(START_WITHDRAWAL, { input });
    expect(onAt.data?.startWithdrawal).toMatchObject({ __typename: 'OrderNotFound', code: 'ORDER_NOT_FOUND' });
    const onDe = await stack.browser('de').graphql(START_WITHDRAWAL, { input });
    expect(onDe.data?.startWithdrawal?.__typename).toBe('WithdrawalStarted');
  });

  it('refuses another customer’s order id when logged in', async () => {
    const browser = await loggedIn();
    const res = await browser.graphql(START_WITHDRAWAL, { input: { orderId: 'o-82000004' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('rate-limits the public withdrawal per client', async () => {
    const limited = await startStack({ RATE_LIMIT_MAX_PER_IP: '2' });
    try {
      const visitor = limited.browser();
      const input = {
        public: { orderNumber: '81000009', email: 'someone@example.de', recaptchaToken: RECAPTCHA_TOKEN },
      };
      expect((await visitor.graphql(START_WITHDRAWAL, { input })).data?.startWithdrawal?.__typename).toBe(
        'OrderNotFound',
      );
      expect((await visitor.graphql(START_WITHDRAWAL, { input })).data?.startWithdrawal?.__typename).toBe(
        'OrderNotFound',
      );
      const third = await visitor.graphql(START_WITHDRAWAL, { input });
      expect(third.data?.startWithdrawal).toMatchObject({ __typename: 'RateLimited', code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('open invoices', () => {
  it('sorts by due date, latest first by default and ascending on request, ENCASH overdue', async () => {
    const browser = await loggedIn();
    const desc = await browser.graphql(INVOICES);
    expect(desc.errors).toBeUndefined();
    const open = desc.data?.viewer?.customer?.openInvoices;
    const list = open?.invoices as unknown as { dueDate: string; status: string; isOverdue: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.map((i) => i.dueDate)).toEqual([...list.map((i) => i.dueDate)].sort().reverse());
    expect(list.every((i) => i.isOverdue === (i.status === 'ENCASH'))).toBe(true);
    expect(list.some((i) => i.isOverdue)).toBe(true);
    expect(open?.balance).toEqual({ amount: '140.86', currency: 'EUR' });
    const asc = await browser.graphql(INVOICES, { sort: 'ASC' });
    const ascList = asc.data?.viewer?.customer?.openInvoices?.invoices as unknown as { dueDate: string }[];
    expect(ascList.map((i) => i.dueDate)).toEqual(list.map((i) => i.dueDate).reverse());
  });

  it('shows heidi’s invoice in CHF', async () => {
    const browser = await loggedIn(HEIDI, 'ch');
    const res = await browser.graphql(INVOICES);
    expect(res.data?.viewer?.customer?.openInvoices).toMatchObject({
      balance: { amount: '71.80', currency: 'CHF' },
      invoices: [{ status: 'OPEN', isOverdue: false }],
    });
  });

  it('keeps the viewer when the payment service fails', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'payment', status: 503 });
    const res = await browser.graphql(INVOICES);
    expect(res.data?.viewer?.customer).toMatchObject({ openInvoices: null });
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

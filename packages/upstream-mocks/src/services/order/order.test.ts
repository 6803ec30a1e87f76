import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelResponse,
  orderDetail,
  returnResponse,
  withdrawalRequestResponse,
} from '@mein-konto/schema/upstream/order';
import { ordersResponse } from '@mein-konto/schema/upstream/orderHistory';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { Orders } from './state.ts';

// 14:00 in Berlin, Vienna and Zurich.
const NOW = new Date('2026-06-15T12:00:00Z');
const MINUTE = 60_000;
const ANNA_ID = '00000000-0000-4000-8000-000010012345';

let clock = NOW;
// Access tokens outlive the clock jumps of these tests.
const mocks = useMocks({ now: () => clock, accessTokenTtlSeconds: 3 * 60 * 60 }, { reset: false });
beforeEach(() => {
  clock = NOW;
  mocks.kernel.reset({ seedMails: false });
});

const ANNA = 'anna.schmidt@example.de';
const LUKAS = 'lukas.gruber@example.at';
const HEIDI = 'heidi.meier@example.ch';

async function session(username: string, locale = 'de-de'): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return jar;
}

function getOrder(jar: CookieJar, id: string, locale = 'de-de') {
  return mocks.call('GET', `/order-service/api/shop-orders/${id}?origin=SHOP`, { jar, locale });
}

async function orderOf(jar: CookieJar, id: string, locale = 'de-de') {
  const res = await getOrder(jar, id, locale);
  expect(res.status).toBe(200);
  return orderDetail.parse(res.body);
}

function cancel(jar: CookieJar, id: string, body: unknown) {
  return mocks.call('POST', `/order-service/api/shop-orders/${id}/cancel`, { jar, body });
}

function returnItems(jar: CookieJar, body: unknown) {
  return mocks.call('POST', '/order-service/orders/return', { jar, body });
}

/** Moves an order's delivery into the return period (the seeded older orders are outside it). */
function deliveredDaysAgo(id: string, days: number): void {
  const order = mocks.kernel.state(Orders).byId(id);
  if (!order) throw new Error(`no order ${id}`);
  order.deliveredAt = new Date(NOW.getTime() - days * 24 * 60 * MINUTE);
}

describe('order by id', () => {
  it('shows items, prices, address, payment, totals and every kind of voucher', async () => {
    const order = await orderOf(await session(ANNA), 'o-81000004');
    expect(order).toMatchObject({
      number: '81000004',
      external_customer_id: ANNA_ID,
      status: 'dispatched',
      payment_type: 'INVOICE',
      subtotal: { amount: '84.98', currency: 'EUR' },
      shipping_costs: { amount: '0.00', currency: 'EUR' },
      discount: { amount: '18.50', currency: 'EUR' },
      total: { amount: '66.48', currency: 'EUR' },
      delivery_address: {
        first_name: 'Anna',
        street: 'Venloer Straße',
        city: 'Köln',
        type: 'POSTAL',
        post_number: null,
      },
    });
    expect(order.vouchers).toEqual([
      {
        code: 'HERBST10',
        type: 'PERCENTAGE',
        percentage: 10,
        value: null,
        discount: { amount: '8.50', currency: 'EUR' },
      },
      {
        code: 'WILLKOMMEN10',
        type: 'VALUE',
        percentage: null,
        value: { amount: '10.00', currency: 'EUR' },
        discount: { amount: '10.00', currency: 'EUR' },
      },
      {
        code: 'GRATISVERSAND',
        type: 'FREE_SHIPPING',
        percentage: null,
        value: null,
        discount: { amount: '5.95', currency: 'EUR' },
      },
    ]);
    expect(order.items[0]).toEqual({
      position: 1,
      base_product_no: '404567',
      sku: '404567001',
      title: 'Silberkette mit Zirkonia-Anhänger',
      single_price: { amount: '59.99', currency: 'EUR' },
      quantity: 1,
      status: 'delivered',
      returned_quantity: 0,
      cancelled_quantity: 0,
      returnable_quantity: 1,
    });
  });

  it("covers every item status across anna's orders", async () => {
    const jar = await session(ANNA);
    const list = ordersResponse.parse(
      (await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=100', { jar })).body,
    );
    const statuses = new Set<string>();
    for (const summary of list.orders)
      for (const item of (await orderOf(jar, summary.id)).items) statuses.add(item.status);
    expect(statuses).toEqual(
      new Set([
        'received',
        'processing',
        'dispatched',
        'cancelled',
        'returned',
        'inDelivery',
        'partiallyReturned',
        'partiallyCancelled',
        'delivered',
      ]),
    );
  });

  it('shows a Packstation delivery address with its post number', async () => {
    const order = await orderOf(await session(ANNA), 'o-81000010');
    expect(order.delivery_address).toMatchObject({
      type: 'DHL_ADDRESS',
      street: 'Packstation',
      street_number: '123',
      post_number: '12345678',
    });
  });

  it('shows heidi her order in CHF', async () => {
    const order = await orderOf(await session(HEIDI, 'de-ch'), 'o-83000003', 'de-ch');
    expect(order.total).toEqual({ amount: '71.80', currency: 'CHF' });
    expect(order.items[0]?.single_price).toEqual({ amount: '64.90', currency: 'CHF' });
  });

  it("refuses another customer's order as not found, and needs a session and origin=SHOP", async () => {
    const lukas = await session(LUKAS, 'de-at');
    const foreign = await getOrder(lukas, 'o-81000004', 'de-at');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 404, key: '/dpl/cs/errors/order_not_found' });
    expect((await getOrder(lukas, 'o-nope', 'de-at')).status).toBe(404);
    expect((await getOrder(new CookieJar(), 'o-81000004')).status).toBe(401);
    const noOrigin = await mocks.call('GET', '/order-service/api/shop-orders/o-81000004', { jar: await session(ANNA) });
    expect(noOrigin.status).toBe(400);
    expect(noOrigin.body).toMatchObject({ key: '/dpl/cs/errors/bad_request', field_errors: [{ field: 'origin' }] });
  });
});

describe('online cancellation', () => {
  it('offers cancellation for the order placed minutes ago, within the server window', async () => {
    const order = await orderOf(await session(ANNA), 'o-81000012');
    expect(NOW.getTime() - Date.parse(order.placed_at)).toBe(5 * MINUTE);
    expect(order.cancellation).toEqual({
      cancellable: true,
      cancellation_window_minutes: 30,
      cancellable_until: new Date(Date.parse(order.placed_at) + 30 * MINUTE).toISOString(),
      cancelled_at: null,
      reason_code: null,
    });
  });

  it('cancels inside the window: the order, its items and the history show it, and an e-mail goes out', async () => {
    const jar = await session(ANNA);
    const res = await cancel(jar, 'o-81000012', { external_customer_id: ANNA_ID, reason_code: 'ORDERED_BY_MISTAKE' });
    expect(res.status).toBe(200);
    const { order } = cancelResponse.parse(res.body);
    expect(order.status).toBe('cancelled');
    expect(order.cancellation).toMatchObject({
      cancellable: false,
      cancelled_at: NOW.toISOString(),
      reason_code: 'ORDERED_BY_MISTAKE',
    });
    expect(order.items.every((i) => i.status === 'cancelled' && i.cancelled_quantity === i.quantity)).toBe(true);

    expect((await orderOf(jar, 'o-81000012')).status).toBe('cancelled');
    const list = ordersResponse.parse(
      (await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=1', { jar })).body,
    );
    expect(list.orders[0]).toMatchObject({ number: '81000012', status: 'cancelled' });
    expect(mocks.kernel.mailbox.messages).toHaveLength(1);
    expect(mocks.kernel.mailbox.messages[0]).toMatchObject({
      to: ANNA,
      subject: 'Stornierung Ihrer Bestellung 81000012',
    });
    expect(mocks.kernel.mailbox.messages[0]?.text).toContain('am 15.06.2026 um 14:00 Uhr storniert');

    const again = await cancel(jar, 'o-81000012', { external_customer_id: ANNA_ID, reason_code: 'OTHER' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: '/dpl/cs/errors/order_not_cancellable' });
  });

  it('refuses the order placed yesterday with order_not_cancellable', async () => {
    const jar = await session(ANNA);
    const order = await orderOf(jar, 'o-81000011');
    expect(order.cancellation.cancellable).toBe(false);
    const res = await cancel(jar, 'o-81000011', { external_customer_id: ANNA_ID, reason_code: 'CHANGED_MIND' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 409, key: '/dpl/cs/errors/order_not_cancellable' });
    expect((await orderOf(jar, 'o-81000011')).status).toBe('processing');
  });

  it('closes when the window has passed', async () => {
    const jar = await session(ANNA);
    clock = new Date(NOW.getTime() + 26 * MINUTE);
    expect((await orderOf(jar, 'o-81000012')).cancellation.cancellable).toBe(false);
    const res = await cancel(jar, 'o-81000012', { external_customer_id: ANNA_ID, reason_code: 'CHANGED_MIND' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/order_not_cancellable' });
  });

  it('closes at midnight even inside the window: only on the day of order', async () => {
    // 23:55 in Berlin: the newest order was placed at 23:50.
    clock = new Date('2026-06-15T21:55:00Z');
    mocks.kernel.reset({ seedMails: false });
    const jar = await session(ANNA);
    const order = await orderOf(jar, 'o-81000012');
    expect(order.cancellation).toMatchObject({ cancellable: true, cancellable_until: '2026-06-15T21:59:59.999Z' });
    clock = new Date('2026-06-15T22:01:00Z');
    expect((await orderOf(jar, 'o-81000012')).cancellation.cancellable).toBe(false);
    expect((await cancel(jar, 'o-81000012', { external_customer_id: ANNA_ID, reason_code: 'OTHER' })).status).toBe(409);
  });

  it('places the newest order after local midnight when the reset happens just after it', async () => {
    clock = new Date('2026-06-15T22:02:00Z'); // 00:02 in Berlin
    mocks.kernel.reset({ seedMails: false });
    const order = await orderOf(await session(ANNA), 'o-81000012');
    expect(order.placed_at).toBe('2026-06-15T22:00:00.000Z');
    expect(order.cancellation.cancellable).toBe(true);
  });

  it('refuses dispatched orders', async () => {
    const jar = await session(ANNA);
    const res = await cancel(jar, 'o-81000010', { external_customer_id: ANNA_ID, reason_code: 'OTHER' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/order_not_cancellable' });
  });

  it('requires a reason', async () => {
    const jar = await session(ANNA);
    for (const body of [{ external_customer_id: ANNA_ID }, { external_customer_id: ANNA_ID, reason_code: 'WEIL' }]) {
      const res = await cancel(jar, 'o-81000012', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/bad_request', field_errors: [{ field: 'reason_code' }] });
    }
    expect((await orderOf(jar, 'o-81000012')).status).toBe('processing');
  });

  it("refuses another customer's order and a foreign external customer id", async () => {
    const lukas = await session(LUKAS, 'de-at');
    const foreign = await mocks.call('POST', '/order-service/api/shop-orders/o-81000012/cancel', {
      jar: lukas,
      locale: 'de-at',
      body: { external_customer_id: ANNA_ID, reason_code: 'OTHER' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ key: '/dpl/cs/errors/order_not_found' });
    const wrongId = await cancel(await session(ANNA), 'o-81000012', {
      external_customer_id: 'someone-else',
      reason_code: 'OTHER',
    });
    expect(wrongId.status).toBe(403);
    expect(wrongId.body).toMatchObject({ key: '/dpl/cs/errors/forbidden' });
    expect(
      mocks.kernel
        .state(Orders)
        .all()
        .find((o) => o.id === 'o-81000012')?.status,
    ).toBe('processing');
  });
});

describe('returns', () => {
  it('returns the rest of a partially returned order: items announced, returned once the parcel arrives', async () => {
    deliveredDaysAgo('o-81000005', 10);
    const jar = await session(ANNA);
    const before = await orderOf(jar, 'o-81000005');
    expect(before.items.map((i) => [i.sku, i.returnable_quantity])).toEqual([
      ['409012001', 0],
      ['403456001', 1],
      ['402345001', 1],
    ]);
    const res = await returnItems(jar, {
      order_id: 'o-81000005',
      reason_code: 'DISLIKED',
      items: [
        { sku: '403456001', quantity: 1 },
        { sku: '402345001', quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    const body = returnResponse.parse(res.body);
    expect(body.return).toEqual({
      id: 'r-81000005-2',
      status: 'REGISTERED',
      created_at: NOW.toISOString(),
      reason_code: 'DISLIKED',
      items: [
        { sku: '403456001', quantity: 1 },
        { sku: '402345001', quantity: 1 },
      ],
      return_address: {
        name: 'Mein Shop GmbH – Retourenzentrum',
        street: 'Industriestraße 12',
        zip_code: '36043',
        city: 'Fulda',
        country_code: 'DE',
      },
    });
    expect(body.order.status).toBe('returned');
    const announced = await orderOf(jar, 'o-81000005');
    expect(announced.items.map((i) => i.status)).toEqual(['returned', 'returnRegistered', 'returnRegistered']);
    expect(announced.items.map((i) => i.returnable_quantity)).toEqual([0, 0, 0]);
    expect(announced.returns.map((r) => r.status)).toEqual(['RECEIVED', 'REGISTERED']);

    const arrived = await mocks.call('POST', '/__admin/returns/receive', { body: { order_number: '81000005' } });
    expect(arrived.body).toEqual({ number: '81000005', status: 'returned', received: ['r-81000005-2'] });
    const after = await orderOf(jar, 'o-81000005');
    expect(after.status).toBe('returned');
    expect(after.items.map((i) => i.status)).toEqual(['returned', 'returned', 'returned']);
    expect(after.returns.map((r) => r.status)).toEqual(['RECEIVED', 'RECEIVED']);
    const again = await mocks.call('POST', '/__admin/returns/receive', { body: { order_number: '81000005' } });
    expect(again.status).toBe(400);
    const insights = await mocks.call('GET', '/order-history-service/orders-insights', { jar });
    expect(insights.body).toMatchObject({
      returned_orders: 2,
      status_counts: expect.arrayContaining([{ status: 'returned', count: 2 }]),
    });
  });

  it('returns part of an order: partially returned', async () => {
    deliveredDaysAgo('o-81000002', 10);
    const jar = await session(ANNA);
    const res = await returnItems(jar, { order_id: 'o-81000002', items: [{ sku: '401234001', quantity: 1 }] });
    expect(res.status).toBe(201);
    const { order } = returnResponse.parse(res.body);
    expect(order.status).toBe('partiallyReturned');
    expect(order.items.map((i) => i.status)).toEqual(['delivered', 'returnRegistered']);
    await mocks.call('POST', '/__admin/returns/receive', { body: { order_number: '81000002' } });
    expect((await orderOf(jar, 'o-81000002')).items.map((i) => i.status)).toEqual(['delivered', 'returned']);
  });

  it('refuses invalid quantities, unknown and unreturnable items with invalid_return_quantity and changes nothing', async () => {
    deliveredDaysAgo('o-81000002', 10);
    const jar = await session(ANNA);
    const cases: [unknown[], string][] = [
      [[{ sku: '401234001', quantity: 0 }], 'items.0.quantity'],
      [[{ sku: '401234001', quantity: 2 }], 'items.0.quantity'],
      [[{ sku: '999999001', quantity: 1 }], 'items.0.sku'],
      [
        [
          { sku: '408901001', quantity: 1 },
          { sku: '408901001', quantity: 1 },
        ],
        'items.1.sku',
      ],
    ];
    for (const [items, field] of cases) {
      const res = await returnItems(jar, { order_id: 'o-81000002', items });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/invalid_return_quantity', field_errors: [{ field }] });
    }
    const notDelivered = await returnItems(jar, { order_id: 'o-81000012', items: [{ sku: '401234001', quantity: 1 }] });
    expect(notDelivered.status).toBe(400);
    expect(notDelivered.body).toMatchObject({ key: '/dpl/cs/errors/invalid_return_quantity' });
    const order = await orderOf(jar, 'o-81000002');
    expect(order.status).toBe('dispatched');
    expect(order.returns).toEqual([]);
  });

  it('has a 30-day return period after delivery in every market and refuses later returns with return_period_expired', async () => {
    const jar = await session(ANNA);
    expect((await orderOf(jar, 'o-81000009')).return_period).toEqual({ deadline: '2026-07-07', open: true });
    expect((await orderOf(jar, 'o-81000010')).return_period).toEqual({ deadline: null, open: true });
    const old = await orderOf(jar, 'o-81000002');
    expect(old.return_period.open).toBe(false);
    const late = await returnItems(jar, { order_id: 'o-81000002', items: [{ sku: '401234001', quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ key: '/dpl/cs/errors/return_period_expired' });
    expect((await orderOf(jar, 'o-81000002')).returns).toEqual([]);

    // the last day counts; the day after does not
    deliveredDaysAgo('o-81000002', 30);
    expect((await orderOf(jar, 'o-81000002')).return_period).toEqual({ deadline: '2026-06-15', open: true });
    deliveredDaysAgo('o-81000002', 31);
    expect(
      (await returnItems(jar, { order_id: 'o-81000002', items: [{ sku: '401234001', quantity: 1 }] })).status,
    ).toBe(409);

    const heidi = await session(HEIDI, 'de-ch');
    const swiss = await mocks.call('POST', '/order-service/orders/return', {
      jar: heidi,
      locale: 'de-ch',
      body: { order_id: 'o-83000002', items: [{ sku: '403456001', quantity: 1 }] },
    });
    expect(swiss.status).toBe(409);
    expect(swiss.body).toMatchObject({ key: '/dpl/cs/errors/return_period_expired' });
    expect(mocks.kernel.mailbox.messages).toHaveLength(0);
  });

  it('e-mails a return confirmation with the returned items and the link to the printable return slip', async () => {
    const jar = await session(LUKAS, 'de-at');
    const res = await mocks.call('POST', '/order-service/orders/return', {
      jar,
      locale: 'de-at',
      body: { order_id: 'o-82000004', items: [{ sku: '407890001', quantity: 1 }] },
    });
    expect(res.status).toBe(201);
    const { return: registered, order } = returnResponse.parse(res.body);
    // The parcel goes to the market's return centre; the order details list the same return with it.
    expect(registered.return_address).toMatchObject({ zip_code: '5020', city: 'Salzburg', country_code: 'AT' });
    expect(order.returns.find((r) => r.id === registered.id)?.return_address).toEqual(registered.return_address);
    const [mail] = mocks.kernel.mailbox.messages;
    expect(mail).toMatchObject({ to: LUKAS, subject: 'Ihre Rücksendung ist angemeldet – Bestellung 82000004' });
    expect(mail?.text).toContain('Sehr geehrter Herr Gruber');
    expect(mail?.text).toContain(`Rücksendung ${registered.id}`);
    expect(mail?.text).toContain('Art.-Nr. 407890001');
    expect(mail?.text).not.toContain('Art.-Nr. 410123001');
    expect(mail?.links).toEqual([
      `http://localhost:4000/dpl/av/orders/o-82000004/return-slip/${registered.id}?locale=at`,
    ]);
  });

  it("refuses another customer's order and an empty return", async () => {
    const lukas = await session(LUKAS, 'de-at');
    const foreign = await mocks.call('POST', '/order-service/orders/return', {
      jar: lukas,
      locale: 'de-at',
      body: { order_id: 'o-81000002', items: [{ sku: '401234001', quantity: 1 }] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ key: '/dpl/cs/errors/order_not_found' });
    const empty = await returnItems(await session(ANNA), { order_id: 'o-81000002', items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ key: '/dpl/cs/errors/bad_request' });
  });
});

describe('withdrawal', () => {
  function identify(body: unknown, locale = 'de-de', recaptcha: string | null = 'dev-recaptcha-token') {
    return mocks.call('POST', '/order-service/api/withdrawal-requests', {
      jar: new CookieJar(),
      locale,
      body,
      headers: recaptcha === null ? {} : { 'x-recaptcha-token': recaptcha },
    });
  }

  function confirm(request: { request_id: string; confirmation_secret: string }, locale = 'de-de') {
    return mocks.call('POST', `/order-service/api/withdrawal-requests/${request.request_id}/confirm`, {
      jar: new CookieJar(),
      locale,
      body: { channel: 'EMAIL', confirmation_secret: request.confirmation_secret },
    });
  }

  it('withdraws without login by order number and e-mail, and e-mails a receipt with date and time', async () => {
    const step1 = await identify({ order_number: '81000009', email: ' Anna.Schmidt@Example.DE ' });
    expect(step1.status).toBe(201);
    const request = withdrawalRequestResponse.parse(step1.body);
    expect(request).toMatchObject({
      status: 'POSSIBLE',
      withdrawable: true,
      deadline: '2026-06-21',
      channels: [{ type: 'EMAIL', address: ANNA }],
      order: { id: 'o-81000009', number: '81000009', total: { amount: '60.94', currency: 'EUR' } },
    });

    const step2 = await confirm(request);
    expect(step2.status).toBe(200);
    expect(step2.body).toEqual({
      withdrawal_id: 'w-81000009',
      order_id: 'o-81000009',
      order_number: '81000009',
      confirmed_at: NOW.toISOString(),
      channel: 'EMAIL',
      confirmation_sent_to: ANNA,
    });

    const mailbox = await mocks.call('GET', '/__admin/mailbox');
    const messages = (mailbox.body as { messages: { to: string; subject: string; text: string; sent_at: string }[] })
      .messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: ANNA,
      subject: 'Eingangsbestätigung Ihres Widerrufs – Bestellung 81000009',
      sent_at: NOW.toISOString(),
    });
    expect(messages[0]?.text).toContain('am 15.06.2026 um 14:00 Uhr');

    const order = await orderOf(await session(ANNA), 'o-81000009');
    expect(order.withdrawal).toEqual({ status: 'WITHDRAWN', deadline: '2026-06-21', withdrawn_at: NOW.toISOString() });
  });

  it('confirms only with the secret of the request, answered to whoever identified the order', async () => {
    const anna = withdrawalRequestResponse.parse((await identify({ order_number: '81000009', email: ANNA })).body);
    const other = withdrawalRequestResponse.parse((await identify({ order_number: '81000010', email: ANNA })).body);
    expect(anna.confirmation_secret).not.toBe(other.confirmation_secret);
    for (const secret of [other.confirmation_secret, 'x', anna.confirmation_secret.slice(1)]) {
      const refused = await confirm({ request_id: anna.request_id, confirmation_secret: secret });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_request_not_found' });
    }
    expect(mocks.kernel.mailbox.messages).toHaveLength(0);
    expect((await confirm(anna)).status).toBe(200);
  });

  it('uses a request once and refuses a second withdrawal with already_withdrawn', async () => {
    const first = withdrawalRequestResponse.parse((await identify({ order_number: '81000009', email: ANNA })).body);
    const second = withdrawalRequestResponse.parse((await identify({ order_number: '81000009', email: ANNA })).body);
    expect((await confirm(first)).status).toBe(200);
    const reused = await confirm(first);
    expect(reused.status).toBe(404);
    expect(reused.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_request_not_found' });
    const twice = await confirm(second);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ key: '/dpl/cs/errors/already_withdrawn' });
    const third = withdrawalRequestResponse.parse((await identify({ order_number: '81000009', email: ANNA })).body);
    expect(third).toMatchObject({ status: 'WITHDRAWN', withdrawable: false });
    expect(mocks.kernel.mailbox.messages).toHaveLength(1);
  });

  it('tells the period has ended and refuses with withdrawal_period_expired', async () => {
    const request = withdrawalRequestResponse.parse((await identify({ order_number: '81000008', email: ANNA })).body);
    expect(request).toMatchObject({ status: 'EXPIRED', withdrawable: false });
    expect(request.deadline !== null && request.deadline < '2026-06-15').toBe(true);
    const res = await confirm(request);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_period_expired' });
    expect(mocks.kernel.mailbox.messages).toHaveLength(0);
  });

  it('lets undelivered orders be withdrawn (the period has not started) but not cancelled ones', async () => {
    const onItsWay = withdrawalRequestResponse.parse((await identify({ order_number: '81000010', email: ANNA })).body);
    expect(onItsWay).toMatchObject({ status: 'POSSIBLE', withdrawable: true, deadline: null });
    const cancelled = withdrawalRequestResponse.parse((await identify({ order_number: '81000007', email: ANNA })).body);
    expect(cancelled).toMatchObject({ status: 'NOT_APPLICABLE', withdrawable: false });
    const res = await confirm(cancelled);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_not_applicable' });
  });

  it('answers order_not_found for a wrong e-mail or number, and needs a recaptcha token', async () => {
    for (const body of [
      { order_number: '81000009', email: 'lukas.gruber@example.at' },
      { order_number: '12345678', email: ANNA },
    ]) {
      const res = await identify(body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/order_not_found' });
    }
    const noToken = await identify({ order_number: '81000009', email: ANNA }, 'de-de', null);
    expect(noToken.status).toBe(400);
    expect(noToken.body).toMatchObject({ key: '/dpl/cs/errors/recaptcha_invalid' });
  });

  it('keeps markets apart: anna’s German order is not found on the Austrian market, lukas’s not on the German one', async () => {
    for (const [body, locale] of [
      [{ order_number: '81000009', email: ANNA }, 'de-at'],
      [{ order_number: '82000004', email: LUKAS }, 'de-de'],
    ] as const) {
      const res = await identify(body, locale);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/order_not_found' });
    }
    expect((await identify({ order_number: '82000004', email: LUKAS }, 'de-at')).status).toBe(201);
  });

  it('expires an unconfirmed request after an hour', async () => {
    const request = withdrawalRequestResponse.parse((await identify({ order_number: '81000009', email: ANNA })).body);
    clock = new Date(NOW.getTime() + 61 * MINUTE);
    const res = await confirm(request);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_request_not_found' });
  });

  it('withdraws a logged-in customer’s order by id: lukas in Austria, inside and outside the period', async () => {
    const jar = await session(LUKAS, 'de-at');
    const own = (id: string) =>
      mocks.call('POST', `/order-service/api/shop-orders/${id}/withdrawal-requests`, { jar, locale: 'de-at' });
    const inside = withdrawalRequestResponse.parse((await own('o-82000004')).body);
    expect(inside).toMatchObject({
      status: 'POSSIBLE',
      deadline: '2026-06-26',
      channels: [{ type: 'EMAIL', address: LUKAS }],
    });
    const outside = withdrawalRequestResponse.parse((await own('o-82000002')).body);
    expect(outside.status).toBe('EXPIRED');
    expect((await confirm(inside, 'de-at')).status).toBe(200);
    expect(mocks.kernel.mailbox.messages[0]).toMatchObject({ to: LUKAS });
    expect(mocks.kernel.mailbox.messages[0]?.text).toContain('Sehr geehrter Herr Gruber');
    expect((await orderOf(jar, 'o-82000004', 'de-at')).withdrawal.status).toBe('WITHDRAWN');

    const foreign = await own('o-81000009');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ key: '/dpl/cs/errors/order_not_found' });
    const anonymous = await mocks.call('POST', '/order-service/api/shop-orders/o-82000004/withdrawal-requests', {
      jar: new CookieJar(),
      locale: 'de-at',
    });
    expect(anonymous.status).toBe(401);
  });

  it('is not available in Switzerland: withdrawal_not_available, and order details say so', async () => {
    const publicLookup = await identify({ order_number: '83000003', email: HEIDI }, 'de-ch');
    expect(publicLookup.status).toBe(403);
    expect(publicLookup.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_not_available' });
    const onDe = await identify({ order_number: '83000003', email: HEIDI }, 'de-de');
    expect(onDe.status).toBe(403);
    expect(onDe.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_not_available' });

    const jar = await session(HEIDI, 'de-ch');
    const own = await mocks.call('POST', '/order-service/api/shop-orders/o-83000003/withdrawal-requests', {
      jar,
      locale: 'de-ch',
    });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ key: '/dpl/cs/errors/withdrawal_not_available' });
    expect((await orderOf(jar, 'o-83000003', 'de-ch')).withdrawal).toEqual({
      status: 'NOT_AVAILABLE',
      deadline: null,
      withdrawn_at: null,
    });
  });

  it('shows the withdrawal state on every order of anna: some inside, some outside the period', async () => {
    const jar = await session(ANNA);
    const state = async (id: string) => (await orderOf(jar, id)).withdrawal.status;
    expect(await state('o-81000012')).toBe('POSSIBLE');
    expect(await state('o-81000009')).toBe('POSSIBLE');
    expect(await state('o-81000008')).toBe('EXPIRED');
    expect(await state('o-81000006')).toBe('NOT_APPLICABLE');
  });
});

describe('fault injection on the order services', () => {
  it('hits a route with a path parameter by its contract path, and only that route', async () => {
    const jar = await session(ANNA);
    const fault = await mocks.call('POST', '/__admin/faults', {
      body: { service: 'order', method: 'GET', path: '/api/shop-orders/:id', status: 503, times: 1 },
    });
    expect(fault.status).toBe(201);
    const failed = await getOrder(jar, 'o-81000004');
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ key: '/dpl/cs/errors/internal_server_error' });
    expect((await getOrder(jar, 'o-81000004')).status).toBe(200);
    await mocks.call('POST', '/__admin/faults', { body: { service: 'product', status: 500 } });
    expect(
      (await mocks.call('GET', '/product-service/products?base_product_nos=401234&sales_channel=CLASSIC_SHOP')).status,
    ).toBe(500);
    expect((await getOrder(jar, 'o-81000004')).status).toBe(200);
    await mocks.call('DELETE', '/__admin/faults');
  });
});

/**
 * The circuit breaker per upstream service, over HTTP against the mocks' fault injection: after
 * three failures in a row the order history is not called at all (calls fail fast with
 * UPSTREAM_UNAVAILABLE, the rest of the page stays), /ready names the open circuit, and the
 * first call after the half-open delay closes it again once the service answers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { loggedIn, useStack } from './stack.ts';

// Long enough for the five calls while open to finish before it, on a loaded machine too.
const HALF_OPEN_MS = 2000;
const stack = useStack({
  UPSTREAM_BREAKER_FAILURES: '3',
  UPSTREAM_BREAKER_HALF_OPEN_MS: String(HALF_OPEN_MS),
  UPSTREAM_READ_RETRIES: '1',
});

const PAGE = /* GraphQL */ `
  query {
    viewer {
      customer {
        id
        firstName
        orders(first: 5) {
          totalCount
        }
      }
    }
  }
`;

const orderHistoryCalls = () => stack.mocksRequests.filter((r) => r.includes('/order-history-service/')).length;

describe('circuit breaker', () => {
  it('fails fast while a service fails, keeps the rest of the page, and closes when the service answers again', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    // Three failures, then the service would answer again.
    await stack.fault({ service: 'orderHistory', status: 503, times: 3 });
    for (let i = 0; i < 3; i++) {
      const res = await anna.graphql(PAGE);
      expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    }

    // Open: the service is not called (it would answer now), the answer comes at once, the
    // customer's name still shows.
    const before = orderHistoryCalls();
    for (let i = 0; i < 5; i++) {
      const res = await anna.graphql(PAGE);
      expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(res.data?.viewer).toMatchObject({ customer: { firstName: 'Anna', orders: null } });
    }
    expect(orderHistoryCalls()).toBe(before);
    expect(stack.logs.filter((l) => l.event === 'upstream_circuit_opened')).toEqual([
      expect.objectContaining({ service: 'orderHistory' }),
    ]);
    const ready = await stack.http().get('/ready');
    expect(ready.body).toMatchObject({ circuits: { orderHistory: 'open' } });

    // After the half-open delay one call tries the service and closes the circuit.
    await sleep(HALF_OPEN_MS + 100);
    const recovered = await anna.graphql(PAGE);
    expect(recovered.errors).toBeUndefined();
    expect(recovered.data?.viewer).toMatchObject({ customer: { orders: { totalCount: expect.any(Number) } } });
    expect(orderHistoryCalls()).toBe(before + 1);
    expect(stack.logs.some((l) => l.event === 'upstream_circuit_closed' && l.service === 'orderHistory')).toBe(true);
    expect((await stack.http().get('/ready')).body).not.toHaveProperty('circuits');
  });

  it('does not retry a read that timed out (a second wait would double it), but does retry a dropped connection', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const remaining = async () =>
      ((await stack.admin('GET', '/faults')).body as { faults: { remaining: number | null }[] }).faults[0]?.remaining;
    await stack.fault({ service: 'orderHistory', latency_ms: 1500, times: 2 });
    expect((await anna.graphql(PAGE)).errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(await remaining()).toBe(1);
    await stack.admin('DELETE', '/faults');
    await stack.fault({ service: 'orderHistory', drop: true, times: 1 });
    const retried = await anna.graphql(PAGE);
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.viewer).toMatchObject({ customer: { orders: { totalCount: expect.any(Number) } } });
  });

  it('counts only failures: answers of other services and business refusals keep circuits closed', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    // 404s for unknown orders are answers, not failures of the service.
    for (let i = 0; i < 5; i++) {
      await anna.graphql('query($id: ID!) { viewer { customer { order(id: $id) { id } } } }', {
        id: `o-${String(900000 + i)}`,
      });
    }
    expect((await stack.http().get('/ready')).body).not.toHaveProperty('circuits');
  });
});

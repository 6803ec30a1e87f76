import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { ERR } from '../../../test/customerService.ts';

const mocks = useMocks();
const HISTORY = '/product-dispenser-service/history';

async function loggedIn(username: string, locale = 'de-de'): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return jar;
}

describe('product history', () => {
  it('lists anna’s recently viewed products newest first', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    const res = await mocks.call('GET', `${HISTORY}?customer_id=00000000-0000-4000-8000-000010012345`, { jar });
    expect((res.body as { items: { base_product_no: string }[] }).items.map((i) => i.base_product_no)).toEqual([
      '404567',
      '402345',
      '408901',
      '410123',
    ]);
  });

  it('answers a customer without history 404 no_items, and another customer’s id 403', async () => {
    const jar = await loggedIn('lukas.gruber@example.at', 'de-at');
    const none = await mocks.call('GET', `${HISTORY}?customer_id=00000000-0000-4000-8000-000020023456`, { jar });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ key: ERR('no_items') });
    expect(
      (await mocks.call('GET', `${HISTORY}?customer_id=00000000-0000-4000-8000-000010012345`, { jar })).status,
    ).toBe(403);
  });
});

describe('top deals', () => {
  it('answers the market’s top deals as variant SKUs, best first', async () => {
    const de = await mocks.call('GET', '/product-dispenser-service/top-deals?market=de');
    expect((de.body as { skus: string[] }).skus.slice(0, 2)).toEqual(['406789001', '401234002']);
    const ch = await mocks.call('GET', '/product-dispenser-service/top-deals?market=ch');
    expect((ch.body as { skus: string[] }).skus).toHaveLength(6);
    expect((await mocks.call('GET', '/product-dispenser-service/top-deals?market=fr')).status).toBe(400);
  });
});

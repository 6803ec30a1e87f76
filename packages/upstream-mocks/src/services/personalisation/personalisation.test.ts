import { describe, expect, it } from 'vitest';
import { useMocks } from '../../../test/harness.ts';
import { seededCustomerId } from '../customer/seed.ts';

const mocks = useMocks();
const RECOS = '/personalisation-service/recommendations';

type Set = { placement: string; personalised: boolean; products: { base_product_no: string }[] };

async function set(path: string): Promise<Set> {
  const res = await mocks.call('GET', `${RECOS}/${path}`);
  expect(res.status).toBe(200);
  return res.body as Set;
}

describe('recommendations', () => {
  it('answers anna’s own set with consent and her user id, with the engine’s suffix on each number', async () => {
    const anna = await set(
      `accountrecos?market=de&tracking_consent=true&session_id=a1b2c3&user_id=${seededCustomerId('10012345')}`,
    );
    expect(anna.personalised).toBe(true);
    expect(anna.products.slice(0, 4).map((p) => p.base_product_no)).toEqual([
      '40345601',
      '40901201',
      '49999901',
      '40567801',
    ]);
  });

  it('answers the market’s set without consent, and differs by market', async () => {
    const de = await set('accountrecos?market=de&tracking_consent=false');
    const ch = await set('accountrecos?market=ch&tracking_consent=false');
    expect(de.personalised).toBe(false);
    expect(de.products[0]?.base_product_no).toBe('40901201');
    expect(ch.products[0]?.base_product_no).toBe('40456701');
    expect((await set('top-angebote?market=at&tracking_consent=false')).placement).toBe('top-angebote');
  });

  it('refuses a session id or user id without consent, a malformed session id and an unknown placement', async () => {
    expect(
      (await mocks.call('GET', `${RECOS}/accountrecos?market=de&tracking_consent=false&session_id=a1b2c3`)).status,
    ).toBe(400);
    expect(
      (await mocks.call('GET', `${RECOS}/accountrecos?market=de&tracking_consent=true&session_id=XYZ`)).status,
    ).toBe(400);
    expect((await mocks.call('GET', `${RECOS}/bestseller?market=de&tracking_consent=false`)).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE } from '../../../test/customerService.ts';

const mocks = useMocks();

describe('referral link', () => {
  it('gives each customer a stable code on the shop of his market, with the welcome voucher in his currency', async () => {
    const anna = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar: anna });
    const first = (await mocks.call('GET', `${BASE}/user/referral`, { jar: anna })).body as {
      referral_code: string;
      referral_url: string;
    };
    expect(first.referral_url).toBe(`https://www.mein-shop.de/freunde?code=${first.referral_code}`);
    expect((await mocks.call('GET', `${BASE}/user/referral`, { jar: anna })).body).toEqual({
      ...first,
      welcome_voucher: { amount: '10.00', currency: 'EUR' },
    });
    const heidi = new CookieJar();
    await mocks.login('heidi.meier@example.ch', { jar: heidi, locale: 'de-ch' });
    const hers = (await mocks.call('GET', `${BASE}/user/referral`, { jar: heidi, locale: 'de-ch' })).body as {
      referral_code: string;
      welcome_voucher: unknown;
    };
    expect(hers.referral_code).not.toBe(first.referral_code);
    expect(hers.welcome_voucher).toEqual({ amount: '10.00', currency: 'CHF' });
    expect((await mocks.call('GET', `${BASE}/user/referral`)).status).toBe(401);
  });
});

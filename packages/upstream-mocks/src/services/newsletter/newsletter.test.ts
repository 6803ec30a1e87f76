import { describe, expect, it } from 'vitest';
import { useMocks } from '../../../test/harness.ts';
import { ERR, SPA, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { mailsTo } = customerTesting(mocks);
const BASE = '/newsletter-service';

/** The subscription id of the last newsletter to `email` (its cancellation link). */
async function subscriptionOf(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((m) => m.subject === 'Unsere Top-Angebote der Woche').at(-1);
  const link = new URL(mail?.links[0] ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${SPA}/newsletter/cancelSubscription`);
  return link.searchParams.get('subscriptionId') ?? '';
}

describe('newsletter subscriptions', () => {
  it('holds anna’s newsletter with its cancellation link after a reset with the seed’s e-mails', async () => {
    expect((await mocks.call('POST', '/__admin/reset')).status).toBe(204);
    const id = await subscriptionOf('anna.schmidt@example.de');
    expect((await mocks.call('GET', `${BASE}/subscriptions/${id}`)).body).toEqual({
      subscription_id: id,
      status: 'ACTIVE',
      frequency: 'WEEKLY',
      market: 'de',
      masked_email: 'a***@example.de',
    });
  });

  it('reduces heidi’s newsletter to weekly, then unsubscribes it; a second unsubscribe says it was done already', async () => {
    expect(
      (await mocks.call('POST', '/__admin/newsletter/mail', { body: { customer_number: '30034567' } })).status,
    ).toBe(204);
    const id = await subscriptionOf('heidi.meier@example.ch');
    expect(new URL((await mailsTo('heidi.meier@example.ch'))[0]?.links[0] ?? '').searchParams.get('locale')).toBe('ch');
    const reduced = await mocks.call('PUT', `${BASE}/subscriptions/${id}`, { body: { frequency: 'WEEKLY' } });
    expect(reduced.body).toMatchObject({ status: 'ACTIVE', frequency: 'WEEKLY', market: 'ch' });
    expect((await mocks.call('DELETE', `${BASE}/subscriptions/${id}`)).body).toMatchObject({
      status: 'UNSUBSCRIBED',
      already_unsubscribed: false,
    });
    expect((await mocks.call('DELETE', `${BASE}/subscriptions/${id}`)).body).toMatchObject({
      status: 'UNSUBSCRIBED',
      already_unsubscribed: true,
    });
    const again = await mocks.call('PUT', `${BASE}/subscriptions/${id}`, { body: { frequency: 'WEEKLY' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: ERR('subscription_inactive') });
  });

  it('answers 404 for an unknown id and refuses a mail for a customer without subscription', async () => {
    const res = await mocks.call('DELETE', `${BASE}/subscriptions/3f2a9c1e-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ key: ERR('subscription_not_found') });
    expect(
      (await mocks.call('POST', '/__admin/newsletter/mail', { body: { customer_number: '20023456' } })).status,
    ).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { useMocks } from '../../../test/harness.ts';
import { BASE, ERR, SPA, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailsTo } = customerTesting(mocks);

async function linkOf(email: string, subject: RegExp): Promise<URL> {
  const mail = (await mailsTo(email)).filter((m) => subject.test(m.subject)).at(-1);
  return new URL(mail?.links[0] ?? '');
}

describe('market research consent', () => {
  it('confirms anna’s invitation once; a second confirmation is 400 already confirmed, an unknown token 404', async () => {
    expect((await mocks.call('POST', '/__admin/reset')).status).toBe(204);
    const link = await linkOf('anna.schmidt@example.de', /Meinung/);
    expect(link.pathname).toBe('/dpl/av/research/confirmation');
    const token = link.searchParams.get('market-research-doi-token') ?? '';
    const confirm = (t: string) =>
      mocks.call(
        'GET',
        `${BASE}/user/market-research-consent/confirm?market-research-doi-token=${encodeURIComponent(t)}`,
      );
    expect((await confirm(token)).status).toBe(204);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ key: ERR('market_research_already_confirmed') });
    expect((await confirm('ausgedacht')).status).toBe(404);
  });
});

describe('upsell unsubscribe', () => {
  it('ends upsell e-mails with the data of the link and answers the e-mail; mismatched data is refused', async () => {
    expect(
      (
        await mocks.call('POST', '/__admin/customer/marketing-mail', {
          body: { customer_number: '20023456', kind: 'upsell' },
        })
      ).status,
    ).toBe(204);
    const link = await linkOf('lukas.gruber@example.at', /^Passend zu Ihrer Bestellung/);
    expect(link.pathname).toBe('/dpl/av/unsubscribe/upsell');
    const body = {
      customer_id: link.searchParams.get('customerId'),
      email: link.searchParams.get('email'),
      external_order_id: link.searchParams.get('externalOrderId'),
    };
    expect(await post('/user/unsubscribe/upsell', body)).toMatchObject({
      status: 200,
      body: { email: 'lukas.gruber@example.at' },
    });
    expect(await post('/user/unsubscribe/upsell', body)).toMatchObject({ status: 200 });
    const wrong = await post('/user/unsubscribe/upsell', { ...body, email: 'anna.schmidt@example.de' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ key: ERR('upsell_recipient_unknown') });
  });
});

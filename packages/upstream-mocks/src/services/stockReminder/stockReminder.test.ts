import { describe, expect, it } from 'vitest';
import { useMocks } from '../../../test/harness.ts';
import { ERR, SPA, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { mailsTo, advanceClock } = customerTesting(mocks);
const BASE = '/stock-reminder-service';

async function linkOf(email: string, subject: RegExp): Promise<URL> {
  const mail = (await mailsTo(email)).filter((m) => subject.test(m.subject)).at(-1);
  return new URL(mail?.links[0] ?? '');
}

describe('stock reminders', () => {
  it('ends anna’s reminder from its e-mail; a second time says it was done already', async () => {
    expect((await mocks.call('POST', '/__admin/reset')).status).toBe(204);
    const link = await linkOf('anna.schmidt@example.de', /^Wieder da:/);
    expect(link.pathname).toBe('/dpl/av/stock-reminder/unsubscribe');
    const id = link.searchParams.get('reminderId') ?? '';
    expect((await mocks.call('GET', `${BASE}/reminders/${id}`)).body).toMatchObject({
      status: 'ACTIVE',
      product_name: 'Akku-Handstaubsauger',
    });
    expect((await mocks.call('DELETE', `${BASE}/reminders/${id}`)).body).toMatchObject({
      status: 'UNSUBSCRIBED',
      already_unsubscribed: false,
    });
    expect((await mocks.call('DELETE', `${BASE}/reminders/${id}`)).body).toMatchObject({ already_unsubscribed: true });
    expect((await mocks.call('DELETE', `${BASE}/reminders/unbekannt`)).status).toBe(404);
  });

  it('confirms a new reminder once with the token of its e-mail; used, unknown and expired tokens are refused', async () => {
    expect(
      (await mocks.call('POST', '/__admin/stock-reminder/mail', { body: { customer_number: '20023456' } })).status,
    ).toBe(204);
    const token = (await linkOf('lukas.gruber@example.at', /^Bitte bestätigen/)).searchParams.get('token') ?? '';
    const confirmed = await mocks.call('POST', `${BASE}/reminders/doi/verify`, { body: { token } });
    expect(confirmed.body).toMatchObject({
      status: 'ACTIVE',
      product_name: 'Kuscheldecke aus Mikrofaser, 150 x 200 cm',
    });
    expect((await mocks.call('POST', `${BASE}/reminders/doi/verify`, { body: { token } })).body).toMatchObject({
      key: ERR('token_already_used'),
    });
    expect(
      (await mocks.call('POST', `${BASE}/reminders/doi/verify`, { body: { token: 'ausgedacht' } })).body,
    ).toMatchObject({ key: ERR('token_invalid') });

    await mocks.call('POST', '/__admin/stock-reminder/mail', { body: { customer_number: '20023456' } });
    const late = (await linkOf('lukas.gruber@example.at', /^Bitte bestätigen/)).searchParams.get('token') ?? '';
    await advanceClock(7 * 24 * 60 * 60 + 1);
    expect((await mocks.call('POST', `${BASE}/reminders/doi/verify`, { body: { token: late } })).body).toMatchObject({
      key: ERR('token_expired'),
    });
  });
});

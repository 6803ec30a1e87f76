import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { SPA, ERR, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailsTo } = customerTesting(mocks);

const REQUEST = {
  name: 'Heidi Meier',
  topic: 'DELIVERY',
  text: 'Wann kommt meine Bestellung?',
  email: 'heidi.meier@example.ch',
};

async function loggedIn(username: string, locale: string): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return jar;
}

describe('support requests', () => {
  it('takes the request, answers its reference and mails a confirmation with the hotline of the market', async () => {
    const jar = await loggedIn('heidi.meier@example.ch', 'de-ch');
    const res = await post('/user/support-requests', REQUEST, { jar, locale: 'de-ch' });
    expect(res.status).toBe(201);
    const { request_id: requestId } = res.body as { request_id: string };
    expect(requestId).toMatch(/^A-[0-9A-F]{8}$/);
    const mail = (await mailsTo('heidi.meier@example.ch')).at(-1);
    expect(mail?.subject).toBe(`Ihre Anfrage an unseren Kundenservice (${requestId})`);
    expect(mail?.text).toContain('0800 30 40 50');
  });

  it('answers a repeated idempotency key with the first answer and sends one e-mail', async () => {
    const jar = await loggedIn('anna.schmidt@example.de', 'de-de');
    const headers = { 'idempotency-key': '3f1c2b8e-5d0a-4a57-9a4e-1c2d3e4f5a6b' };
    const body = { ...REQUEST, name: 'Anna Schmidt', email: 'anna.schmidt@example.de' };
    const first = await post('/user/support-requests', body, { jar, headers });
    const again = await post('/user/support-requests', body, { jar, headers });
    expect(again.body).toEqual(first.body);
    expect(await mailsTo('anna.schmidt@example.de')).toHaveLength(1);
  });

  it('refuses missing name, topic and text and an invalid e-mail at their fields, and sends nothing', async () => {
    const jar = await loggedIn('lukas.gruber@example.at', 'de-at');
    const res = await post(
      '/user/support-requests',
      { name: ' ', topic: 'WEATHER', text: '', email: 'lukas@' },
      { jar, locale: 'de-at' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: ERR('bad_request') });
    expect((res.body as { field_errors: { field: string }[] }).field_errors.map((f) => f.field)).toEqual([
      'name',
      'topic',
      'text',
      'email',
    ]);
    expect(await mailsTo('lukas@')).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await post('/user/support-requests', REQUEST)).status).toBe(401);
  });

  it('answers a server error with an error id to quote', async () => {
    const jar = await loggedIn('heidi.meier@example.ch', 'de-ch');
    await mocks.call('POST', '/__admin/faults', {
      body: { service: 'customer', path: '/user/support-requests', status: 503, times: 1 },
    });
    const res = await post('/user/support-requests', REQUEST, { jar, locale: 'de-ch' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error_id: expect.stringMatching(/^F-[0-9A-F]{8}$/) });
    expect(await mailsTo('heidi.meier@example.ch')).toEqual([]);
  });
});

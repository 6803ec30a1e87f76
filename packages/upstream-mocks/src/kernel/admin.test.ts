import { describe, expect, it } from 'vitest';
import { buildMocksApp } from '../app.ts';
import { Customers } from '../services/customer/state.ts';
import { Orders } from '../services/order/state.ts';
import { CookieJar, useMocks } from '../../test/harness.ts';

const STATE = '/customer-service/user/login-state';

const mocks = useMocks();

function addFault(fault: Record<string, unknown>) {
  return mocks.call('POST', '/__admin/faults', { body: fault });
}

describe('fault injection', () => {
  it('answers with the injected status and a contract error body', async () => {
    const created = await addFault({ service: 'customer', method: 'GET', path: '/user/login-state', status: 503 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String) });

    const res = await mocks.call('GET', STATE);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, key: '/dpl/cs/errors/internal_server_error' });
  });

  it('answers with the injected body when one is given', async () => {
    await addFault({
      service: 'orderHistory',
      status: 500,
      body: { status: 500, key: '/dpl/cs/errors/internal_server_error', detail: 'kaputt' },
    });
    const res = await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, key: '/dpl/cs/errors/internal_server_error', detail: 'kaputt' });
  });

  it('matches only its service, method and path', async () => {
    await addFault({ service: 'customer', method: 'POST', path: '/user/login', status: 500 });
    expect((await mocks.call('GET', STATE)).status).toBe(200);
    expect((await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=1')).status).toBe(
      401,
    );
    expect((await mocks.login('anna.schmidt@example.de', { jar: new CookieJar() })).status).toBe(500);
  });

  it('delays the answer by the injected latency', async () => {
    await addFault({ service: 'customer', path: '/user/login-state', latency_ms: 300 });
    const started = Date.now();
    const res = await mocks.call('GET', STATE);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('drops the connection', async () => {
    await addFault({ service: 'customer', path: '/user/login-state', drop: true });
    await expect(mocks.call('GET', STATE)).rejects.toThrow();
  });

  it('hits only as many requests as times says', async () => {
    await addFault({ service: 'customer', path: '/user/login-state', status: 502, times: 2 });
    expect((await mocks.call('GET', STATE)).status).toBe(502);
    expect((await mocks.call('GET', STATE)).status).toBe(502);
    expect((await mocks.call('GET', STATE)).status).toBe(200);
  });

  it('lists and clears faults', async () => {
    await addFault({ service: 'log', status: 500 });
    expect((await mocks.call('GET', '/__admin/faults')).body).toMatchObject({
      faults: [{ service: 'log', status: 500 }],
    });
    expect((await mocks.call('DELETE', '/__admin/faults')).status).toBe(204);
    expect((await mocks.call('GET', '/__admin/faults')).body).toEqual({ faults: [] });
  });

  it('refuses a fault for an unknown service or without an effect', async () => {
    expect((await addFault({ service: 'nope', status: 500 })).status).toBe(400);
    expect((await addFault({ service: 'customer' })).status).toBe(400);
  });
});

describe('reset', () => {
  it('returns data, sessions, faults, mailbox and logs to the seed', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    const anna = mocks.kernel.state(Customers).byNumber('10012345');
    if (!anna) throw new Error('anna missing from the seed');
    anna.firstName = 'Geändert';
    expect(
      (await mocks.call('POST', '/__admin/seed/orders', { body: { customer_number: '10012345', count: 3 } })).status,
    ).toBe(201);
    mocks.kernel.mailbox.send({ to: 'anna.schmidt@example.de', subject: 'Test', text: 'Hallo' });
    await addFault({ service: 'log', status: 500 });

    expect((await mocks.call('POST', '/__admin/reset')).status).toBe(204);

    expect(mocks.kernel.state(Customers).byNumber('10012345')?.firstName).toBe('Anna');
    expect(mocks.kernel.state(Orders).ofCustomer('10012345')).toHaveLength(12);
    // The session is gone: the browser's refresh is refused, after which it is logged out.
    expect((await mocks.call('GET', STATE, { jar })).status).toBe(401);
    expect((await mocks.call('POST', '/customer-service/user/auth/refresh', { jar })).status).toBe(401);
    expect((await mocks.call('GET', STATE, { jar })).body).toMatchObject({ state: 'LOGGED_OUT' });
    // The seed's e-mails to anna that lead to the public pages, and nothing else.
    const seeded = (await mocks.call('GET', '/__admin/mailbox')).body as {
      messages: { to: string; subject: string; links: string[] }[];
    };
    expect(seeded.messages.map((m) => m.subject)).toHaveLength(5);
    expect(seeded.messages.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Unsere Top-Angebote der Woche',
        'Wieder da: Akku-Handstaubsauger',
        'Bitte bestätigen Sie Ihre Erinnerung',
        'Ihre Meinung ist uns wichtig',
        expect.stringMatching(/^Passend zu Ihrer Bestellung \d+$/),
      ]),
    );
    expect(new Set(seeded.messages.map((m) => m.to))).toEqual(new Set(['anna.schmidt@example.de']));
    expect(seeded.messages.every((m) => m.links.length === 1)).toBe(true);
    expect((await mocks.call('POST', '/__admin/reset', { body: { mailbox: 'empty' } })).status).toBe(204);
    expect((await mocks.call('GET', '/__admin/mailbox')).body).toEqual({ messages: [] });
    expect((await mocks.call('GET', '/__admin/faults')).body).toEqual({ faults: [] });
  });
});

describe('mailbox', () => {
  it('shows sent mails with their links and can be emptied', async () => {
    mocks.kernel.mailbox.send({
      to: 'anna.schmidt@example.de',
      subject: 'Ihr Anmeldelink',
      text: 'Bitte melden Sie sich an: http://localhost:4000/dpl/av/login/magic?token=abc',
      html: '<p><a href="http://localhost:4000/dpl/av/login/magic?token=abc&amp;x=1">Anmelden</a></p>',
    });
    const res = await mocks.call('GET', '/__admin/mailbox');
    expect(res.body).toEqual({
      messages: [
        {
          id: expect.any(String),
          to: 'anna.schmidt@example.de',
          subject: 'Ihr Anmeldelink',
          text: expect.stringContaining('token=abc'),
          html: expect.stringContaining('<a href'),
          links: [
            'http://localhost:4000/dpl/av/login/magic?token=abc',
            'http://localhost:4000/dpl/av/login/magic?token=abc&x=1',
          ],
          sent_at: expect.any(String),
        },
      ],
    });
    expect((await mocks.call('DELETE', '/__admin/mailbox')).status).toBe(204);
    expect((await mocks.call('GET', '/__admin/mailbox')).body).toEqual({ messages: [] });
  });
});

describe('admin access', () => {
  it('is refused from a non-loopback address and allowed from loopback', async () => {
    const app = await buildMocksApp({ logger: false, adminAllowAll: false });
    try {
      const remote = await app.inject({ method: 'POST', url: '/__admin/reset', remoteAddress: '192.168.1.20' });
      expect(remote.statusCode).toBe(403);
      expect(remote.json()).toMatchObject({ status: 403, key: '/dpl/cs/errors/forbidden' });
      const local = await app.inject({ method: 'POST', url: '/__admin/reset', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(204);
      const local6 = await app.inject({ method: 'GET', url: '/__admin/logs', remoteAddress: '::1' });
      expect(local6.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is open to every address when allowed for containers', async () => {
    const app = await buildMocksApp({ logger: false, adminAllowAll: true });
    try {
      const remote = await app.inject({ method: 'GET', url: '/__admin/logs', remoteAddress: '172.18.0.5' });
      expect(remote.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

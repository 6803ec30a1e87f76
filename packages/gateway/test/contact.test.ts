/**
 * Contact over HTTP against the mocks: a support request with every outcome, a retried request
 * sent once, the error id of a failure, and that neither the e-mail nor the text reaches a log.
 */
import { DEMO_PASSWORD, mailbox } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { run } from './auth.ts';
import { useStack, type Browser } from './stack.ts';

const stack = useStack();

const SEND_SUPPORT_REQUEST = /* GraphQL */ `
  mutation SendSupportRequest($input: SupportRequestInput!) {
    sendSupportRequest(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
      ... on SupportRequestSent {
        requestId
        email
      }
      ... on SupportRequestFailed {
        errorId
      }
    }
  }
`;

const REQUEST = {
  topic: 'DELIVERY',
  name: 'Heidi Meier',
  email: 'heidi.meier@example.ch',
  text: 'Wann kommt meine Bestellung 81000020?',
};

async function loggedIn(username: string, market: 'de' | 'at' | 'ch'): Promise<Browser> {
  const browser = stack.browser(market);
  expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  return browser;
}

const send = (browser: Browser, input: Record<string, unknown>) =>
  run(browser, SEND_SUPPORT_REQUEST, { input: { ...REQUEST, ...input } });

describe('support request', () => {
  it('sends the request: its reference comes back and the customer gets a confirmation with it', async () => {
    const heidi = await loggedIn('heidi.meier@example.ch', 'ch');
    const result = (await send(heidi, { email: ' Heidi.Meier@Example.ch ' })) as unknown as { requestId: string };
    expect(result).toEqual({
      __typename: 'SupportRequestSent',
      requestId: expect.stringMatching(/^A-[0-9A-F]{8}$/),
      email: 'heidi.meier@example.ch',
    });
    const mail = (await mailbox(stack.mocksUrl)).filter((m) => m.to === 'heidi.meier@example.ch').at(-1);
    expect(mail?.subject).toContain(result.requestId);
  });

  it('sends a request retried with the same key once', async () => {
    const lukas = await loggedIn('lukas.gruber@example.at', 'at');
    const idempotencyKey = '0b6f7c1e-2a4d-4c8e-9f10-2233445566aa';
    const input = { name: 'Lukas Gruber', email: 'lukas.gruber@example.at', idempotencyKey };
    const first = await send(lukas, input);
    expect(await send(lukas, input)).toEqual(first);
    expect((await mailbox(stack.mocksUrl)).filter((m) => m.to === 'lukas.gruber@example.at')).toHaveLength(1);
  });

  it('refuses a missing name and text at their fields without asking the service', async () => {
    const anna = await loggedIn('anna.schmidt@example.de', 'de');
    const before = stack.mocksRequests.filter((r) => r.includes('/support-requests')).length;
    // The typed e-mail is not used (the confirmation goes to the account's address): no error for it.
    expect(await send(anna, { name: '  ', email: 'anna@', text: ' ' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'name', message: 'Bitte geben Sie Ihren Namen ein.' },
        { field: 'text', message: 'Bitte schreiben Sie uns Ihr Anliegen.' },
      ],
    });
    expect(await send(anna, { text: 'x'.repeat(5001) })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'text' }],
    });
    expect(await send(anna, { idempotencyKey: 'kein key ä' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'idempotencyKey' }],
    });
    expect(stack.mocksRequests.filter((r) => r.includes('/support-requests'))).toHaveLength(before);
  });

  it('answers a failure of the service with its error id, and a timeout with the request’s correlation id', async () => {
    const heidi = await loggedIn('heidi.meier@example.ch', 'ch');
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/support-requests', status: 503, times: 1 });
    expect(await send(heidi, {})).toEqual({
      __typename: 'SupportRequestFailed',
      code: 'SUPPORT_REQUEST_FAILED',
      message:
        'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
      errorId: expect.stringMatching(/^F-[0-9A-F]{8}$/),
    });
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/support-requests', drop: true, times: 1 });
    const res = await heidi.graphql(SEND_SUPPORT_REQUEST, { input: REQUEST });
    const failed = res.data?.sendSupportRequest as unknown as { __typename: string; errorId: string };
    expect(failed.__typename).toBe('SupportRequestFailed');
    expect(
      stack.logs.some(
        (l) =>
          l['event'] === 'upstream_failure' &&
          l['route'] === 'supportRequest' &&
          JSON.stringify(l).includes(failed.errorId),
      ),
    ).toBe(true);
    expect((await mailbox(stack.mocksUrl)).filter((m) => m.to === 'heidi.meier@example.ch')).toEqual([]);
  });

  it('logs neither the e-mail nor the text of a request', async () => {
    stack.logs.length = 0;
    stack.mocksLogs.length = 0;
    await stack.admin('DELETE', '/logs');
    const anna = await loggedIn('anna.schmidt@example.de', 'de');
    const text = 'Meine Nachbarin Frau Vertraulich hat mein Paket';
    await send(anna, { email: 'anna.privat@example.de', text });
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/support-requests', status: 500, times: 1 });
    await send(anna, { email: 'anna.privat@example.de', text });
    const received = JSON.stringify((await stack.admin('GET', '/logs')).body);
    for (const secret of ['anna.privat@example.de', 'Vertraulich']) {
      expect(JSON.stringify(stack.logs), 'gateway log').not.toContain(secret);
      expect(JSON.stringify(stack.mocksLogs), 'mocks log').not.toContain(secret);
      expect(received, 'log service').not.toContain(secret);
    }
  });
});

import { mailbox, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  ACTIVATE_ACCOUNT,
  CREATE_ACCOUNT,
  CREATE_LIGHT_ACCOUNT,
  NEW_CUSTOMER,
  REQUEST_PASSWORD_RESET,
  requestMagicLink,
  run,
  SET_PASSWORD,
  TOKEN_STATUS,
  VERIFY_ACCOUNT,
  VERIFY_MAGIC_LINK,
} from './auth.ts';
import { startStack, useStack, VIEWER } from './stack.ts';

const CONFIRM_EMAIL_CHANGE =
  'mutation($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { __typename ... on Error { code } } }';

const stack = useStack({
  RATE_LIMIT_OPERATIONS:
    'login=100/2,checkUsername=3/100,requestMagicLink=100/2,requestPasswordReset=3/100,verifyAccount=100/1,createAccount=2/100,verifyMagicLink=2/100,' +
    'tokenStatus=2/100,setPassword=2/100,activateAccount=2/100,confirmEmailChange=2/100,refreshSession=3/1',
});

describe('rate limits per account and per client', () => {
  it('limits magic links per account and tells how long to wait; other accounts are not affected', async () => {
    const browser = stack.browser();
    expect(await requestMagicLink(browser, 'anna.schmidt@example.de')).toMatchObject({
      __typename: 'MagicLinkRequested',
    });
    expect(await requestMagicLink(browser, 'ANNA.SCHMIDT@example.de ')).toMatchObject({
      __typename: 'MagicLinkRequested',
    });
    const limited = await requestMagicLink(browser, 'anna.schmidt@example.de');
    expect(limited).toMatchObject({
      __typename: 'RateLimited',
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Zu viele Versuche/),
    });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await mailbox(stack.mocksUrl)).filter((m) => m.to === 'anna.schmidt@example.de')).toHaveLength(2);
    expect(await requestMagicLink(browser, 'neu.kunde@example.de')).toMatchObject({ __typename: 'MagicLinkRequested' });
    expect(stack.logs.some((l) => l['event'] === 'rate_limited' && l['operation'] === 'requestMagicLink')).toBe(true);
  });

  it('limits password links per client, whatever the account', async () => {
    const browser = stack.browser();
    for (const username of ['a@example.de', 'b@example.de', 'c@example.de']) {
      expect(await run(browser, REQUEST_PASSWORD_RESET, { input: { username } })).toMatchObject({
        __typename: 'PasswordResetRequested',
      });
    }
    expect(
      await run(browser, REQUEST_PASSWORD_RESET, { input: { username: 'anna.schmidt@example.de' } }),
    ).toMatchObject({ __typename: 'RateLimited' });
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('limits login attempts per account, also for right passwords: over the limit only with a solved challenge', async () => {
    const browser = stack.browser();
    expect((await browser.login('anna.schmidt@example.de', 'falsch-falsch')).data?.login).toMatchObject({
      __typename: 'LoginRejected',
    });
    expect((await browser.login('10012345', 'falsch-falsch')).data?.login).toMatchObject({
      __typename: 'LoginRejected',
    });
    expect((await browser.login('anna.schmidt@example.de')).data?.login).toMatchObject({
      __typename: 'LoginChallengeRequired',
      code: 'LOGIN_CHALLENGE_REQUIRED',
    });
    expect(
      (await browser.login('anna.schmidt@example.de', undefined, { challengeToken: 'gelöst-1' })).data?.login,
    ).toMatchObject({ __typename: 'LoginSuccess' });
  });

  it('limits the username check per client', async () => {
    const browser = stack.browser();
    for (const username of ['a@example.de', 'b@example.de', 'c@example.de']) await browser.checkUsername(username);
    expect((await browser.checkUsername('anna.schmidt@example.de')).data?.checkUsername).toMatchObject({
      __typename: 'RateLimited',
    });
  });

  it('limits verification per e-mail, registrations and magic-link logins per client', async () => {
    const browser = stack.browser();
    const input = { email: 'tv.kunde@example.de', method: 'ORDER_NUMBER', orderNumber: '1' };
    expect(await run(browser, VERIFY_ACCOUNT, { input })).toMatchObject({ __typename: 'AccountNotVerified' });
    expect(await run(browser, VERIFY_ACCOUNT, { input: { ...input, orderNumber: '99887766' } })).toMatchObject({
      __typename: 'RateLimited',
    });

    expect(await run(browser, CREATE_ACCOUNT, { input: { ...NEW_CUSTOMER, email: 'a@example.de' } })).toMatchObject({
      __typename: 'AccountCreated',
    });
    expect(
      await run(browser, CREATE_ACCOUNT, { input: { ...NEW_CUSTOMER, streetNumber: '13', email: 'b@example.de' } }),
    ).toMatchObject({ __typename: 'AccountCreated' });
    expect(
      await run(browser, CREATE_ACCOUNT, { input: { ...NEW_CUSTOMER, streetNumber: '14', email: 'c@example.de' } }),
    ).toMatchObject({ __typename: 'RateLimited' });

    for (let i = 0; i < 2; i++) {
      expect(await run(browser, VERIFY_MAGIC_LINK, { input: { token: `geraten-${i}` } })).toMatchObject({
        __typename: 'TokenError',
      });
    }
    expect(await run(browser, VERIFY_MAGIC_LINK, { input: { token: 'geraten-3' } })).toMatchObject({
      __typename: 'RateLimited',
    });
  });

  it('limits the paths of link tokens per client: token status, setting a password, activation, confirming an e-mail change', async () => {
    const tries: [string, (token: string) => Promise<unknown>][] = [
      ['/user/token-status', (token) => run(stack.browser(), TOKEN_STATUS, { token })],
      [
        '/user/set-password',
        (token) => run(stack.browser(), SET_PASSWORD, { input: { token, password: 'Sonnenblume!2024' } }),
      ],
      ['/user/account/activate', (token) => run(stack.browser(), ACTIVATE_ACCOUNT, { token })],
      ['/change-email', (token) => run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token } })],
    ];
    for (const [route, attempt] of tries) {
      const from = stack.mocksRequests.length;
      for (let i = 0; i < 2; i++)
        expect(await attempt(`geraten-${String(i)}-abcdefabcdef`), route).toMatchObject({ __typename: 'TokenError' });
      expect(await attempt('geraten-2-abcdefabcdef'), route).toMatchObject({ __typename: 'RateLimited' });
      // each try within the limit is one call of the service, the refused one none
      expect(
        stack.mocksRequests.slice(from).filter((line) => line.includes(route)),
        route,
      ).toHaveLength(2);
    }
  });

  it('limits refused session refreshes per client: made-up session cookies cost a refresh call only up to the limit', async () => {
    for (let i = 0; i < 6; i++) {
      const cookie = `mk_access=erfunden-${String(i)}; mk_refresh=erfunden-${String(i)}`;
      const res = await stack.http().post('/graphql').set({ 'x-market': 'de', cookie }).send({ query: VIEWER });
      expect((res.body as { data: { viewer: { state: string } } }).data.viewer.state).toBe('LOGGED_OUT');
    }
    expect((await stack.admin('GET', '/sessions/refreshes')).body).toEqual({ refreshed: 0, refused: 3, reused: 0 });
    expect(stack.logs.filter((l) => l['event'] === 'rate_limited' && l['operation'] === 'refreshSession')).toHaveLength(
      3,
    );
  });

  it('counts full and light accounts in one budget per client', async () => {
    const other = await startStack({ RATE_LIMIT_MAX_ACCOUNTS_PER_IP: '3' });
    try {
      await other.reset();
      const browser = other.browser();
      const light = (email: string) =>
        run(browser, CREATE_LIGHT_ACCOUNT, {
          input: { firstName: 'Paula', lastName: 'Licht', email, recaptchaToken: RECAPTCHA_TOKEN },
        });
      expect(await run(browser, CREATE_ACCOUNT, { input: { ...NEW_CUSTOMER, email: 'a@example.de' } })).toMatchObject({
        __typename: 'AccountCreated',
      });
      expect(
        await run(browser, CREATE_ACCOUNT, { input: { ...NEW_CUSTOMER, streetNumber: '13', email: 'b@example.de' } }),
      ).toMatchObject({ __typename: 'AccountCreated' });
      expect(await light('c@example.de')).toMatchObject({ __typename: 'AccountCreated' });
      expect(await light('d@example.de')).toMatchObject({ __typename: 'RateLimited' });
      expect(
        await run(browser, CREATE_ACCOUNT, { input: { ...NEW_CUSTOMER, streetNumber: '14', email: 'e@example.de' } }),
      ).toMatchObject({ __typename: 'RateLimited' });
      expect(new Set((await mailbox(other.mocksUrl)).map((m) => m.to))).toEqual(
        new Set(['a@example.de', 'b@example.de', 'c@example.de']),
      );
    } finally {
      await other.close();
    }
  });
});

describe('rate limit configuration', () => {
  it('is strict for e-mails per account in production and takes overrides', () => {
    const production = loadConfig({ APP_ENV: 'production', RECAPTCHA_SITE_KEY: 'key' });
    expect(production.rateLimit.operations.login).toEqual({ maxPerIp: 50, maxPerAccount: 10 });
    expect(production.rateLimit.operations.requestMagicLink).toEqual({ maxPerIp: 50, maxPerAccount: 5 });
    expect(production.rateLimit.operations.requestPasswordReset).toEqual({ maxPerIp: 50, maxPerAccount: 5 });
    // The logged-in customer's writes that send e-mails, check a password or call a paid service.
    for (const mail of ['sendSupportRequest', 'changeEmail', 'changePassword'] as const) {
      expect(production.rateLimit.operations[mail], mail).toEqual({ maxPerIp: 50, maxPerAccount: 5 });
    }
    for (const write of ['deleteAccount', 'validateIban', 'saveBankAccount', 'checkAddress'] as const) {
      expect(production.rateLimit.operations[write], write).toEqual({ maxPerIp: 50, maxPerAccount: 10 });
    }
    // Account creation: one budget of 10 per client for full and light accounts (each mails the address).
    expect(production.rateLimit.operations.createAccount).toEqual({ maxPerIp: 10, maxPerAccount: 10 });
    expect(production.rateLimit.operations.createLightAccount).toEqual({ maxPerIp: 10, maxPerAccount: 10 });
    // The paths of link tokens and refused session refreshes, per client.
    for (const token of [
      'tokenStatus',
      'setPassword',
      'activateAccount',
      'confirmEmailChange',
      'refreshSession',
    ] as const) {
      expect(production.rateLimit.operations[token].maxPerIp, token).toBe(50);
    }
    const tuned = loadConfig({ RATE_LIMIT_OPERATIONS: 'requestMagicLink=20/3', RATE_LIMIT_MAX_MAILS_PER_ACCOUNT: '7' });
    expect(tuned.rateLimit.operations.requestMagicLink).toEqual({ maxPerIp: 20, maxPerAccount: 3 });
    expect(tuned.rateLimit.operations.resendActivation).toEqual({ maxPerIp: 1000, maxPerAccount: 7 });
  });

  it('names a bad override at boot', () => {
    expect(() => loadConfig({ RATE_LIMIT_OPERATIONS: 'signup=1/1' })).toThrow(
      /RATE_LIMIT_OPERATIONS: unknown operation "signup"/,
    );
    expect(() => loadConfig({ RATE_LIMIT_OPERATIONS: 'login=5' })).toThrow(/RATE_LIMIT_OPERATIONS/);
    expect(() => loadConfig({ RATE_LIMIT_OPERATIONS: 'login=0/1' })).toThrow(/at least 1/);
  });
});

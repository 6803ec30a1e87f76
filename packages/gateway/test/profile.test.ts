/**
 * My data over HTTP against the mocks: the e-mail change with its double opt-in and every
 * outcome, the account deletion, the data export, and that no password, token or e-mail of these
 * calls reaches any log (gateway, log service, mocks).
 */
import { advanceClock, DEMO_PASSWORD, lastMailTo } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { run } from './auth.ts';
import { startStack, useStack, type Browser } from './stack.ts';

const stack = useStack();

const ERROR = '... on Error { code message }';
const CHANGE_EMAIL = /* GraphQL */ `
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ${ERROR}
      ... on EmailChangeRequested { newEmail }
      ... on EmailAlreadyExists { email }
      ... on InvalidInput { fieldErrors { field message } }
    }
  }
`;
const CONFIRM_EMAIL_CHANGE = /* GraphQL */ `
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      __typename
      ${ERROR}
      ... on EmailChangeConfirmed { email viewer { state customer { email } } }
    }
  }
`;
const DELETE_ACCOUNT = /* GraphQL */ `
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ${ERROR}
      ... on AccountDeleted { viewer { state } }
      ... on InvalidInput { fieldErrors { field message } }
    }
  }
`;

const ANNA = 'anna.schmidt@example.de';
const NEW_EMAIL = 'anna.neu@example.de';

async function loggedIn(username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  const browser = stack.browser(market);
  expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  return browser;
}

function changeEmail(browser: Browser, input: Record<string, unknown>) {
  return run(browser, CHANGE_EMAIL, {
    input: { newEmail: NEW_EMAIL, password: DEMO_PASSWORD, newsletterOptIn: false, ...input },
  });
}

async function confirmToken(to: string): Promise<string> {
  const { link } = await lastMailTo(stack.mocksUrl, to);
  expect(link.pathname).toBe('/dpl/av/email-change/confirm-doi');
  return link.searchParams.get('token') ?? '';
}

describe('change e-mail', () => {
  it('requests the change, confirms it through the e-mailed link once, and the customer logs in with the new e-mail', async () => {
    const anna = await loggedIn(ANNA);
    expect(await changeEmail(anna, { newEmail: ' Anna.Neu@Example.de ', newsletterOptIn: true })).toEqual({
      __typename: 'EmailChangeRequested',
      newEmail: NEW_EMAIL,
    });
    const notice = (await stack.admin('GET', '/mailbox')).body as {
      messages: { to: string; subject: string; text: string }[];
    };
    expect(notice.messages.find((m) => m.to === ANNA)?.text).toContain('0800 123 45 67');
    const token = await confirmToken(NEW_EMAIL);

    // Opened on another device: public, no session needed.
    expect(await run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token } })).toEqual({
      __typename: 'EmailChangeConfirmed',
      email: NEW_EMAIL,
      viewer: { state: 'LOGGED_OUT', customer: null },
    });
    expect((await anna.viewer()).data?.viewer).toMatchObject({ customer: { email: NEW_EMAIL } });
    expect((await stack.browser().login(NEW_EMAIL, DEMO_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });
    expect((await stack.browser().login(ANNA, DEMO_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginRejected',
    });

    expect(await run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
  });

  it('answers a wrong password, a taken, the current and an invalid e-mail, and an empty password, each with its type', async () => {
    const lukas = await loggedIn('lukas.gruber@example.at', 'at');
    expect(await changeEmail(lukas, { newEmail: 'lukas.neu@example.at', password: 'falsch-falsch' })).toMatchObject({
      __typename: 'WrongPassword',
      code: 'WRONG_PASSWORD',
      message: expect.stringMatching(/Passwort/),
    });
    expect(await changeEmail(lukas, { newEmail: ANNA })).toMatchObject({
      __typename: 'EmailAlreadyExists',
      code: 'EMAIL_ALREADY_EXISTS',
      email: ANNA,
    });
    expect(await changeEmail(lukas, { newEmail: 'Lukas.Gruber@example.at' })).toMatchObject({
      __typename: 'EmailAlreadyExists',
    });
    expect(await changeEmail(lukas, { newEmail: 'lukas@' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'newEmail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
    });
    expect(await changeEmail(lukas, { newEmail: 'lukas.neu@example.at', password: '' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'password' }],
    });
    const mails = (await stack.admin('GET', '/mailbox')).body as { messages: unknown[] };
    expect(mails.messages).toEqual([]);
  });

  it('answers the generic error when the customer service fails, and the change is not made', async () => {
    const heidi = await loggedIn('heidi.meier@example.ch', 'ch');
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/change-email', status: 500, times: 1 });
    expect(await changeEmail(heidi, { newEmail: 'heidi.neu@example.ch' })).toMatchObject({
      __typename: 'ProfileChangeFailed',
      code: 'PROFILE_CHANGE_FAILED',
      message: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
    });
  });

  it('answers expired, unknown, malformed and missing tokens; malformed and missing ones reach no service', async () => {
    const before = stack.mocksRequests.filter((r) => r.includes('/doi/verify')).length;
    expect(await run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token: '   ' } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_MISSING',
    });
    expect(await run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token: 'kein token ä' } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_INVALID',
    });
    expect(stack.mocksRequests.filter((r) => r.includes('/doi/verify'))).toHaveLength(before);

    const anna = await loggedIn(ANNA);
    await changeEmail(anna, {});
    const token = await confirmToken(NEW_EMAIL);
    await advanceClock(stack.mocksUrl, 24 * 60 * 60 + 1);
    expect(await run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_EXPIRED',
    });
    expect(await run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token: 'ausgedacht' } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_INVALID',
    });
  });
});

describe('delete account', () => {
  it('refuses a wrong and an empty password and keeps the account', async () => {
    const neu = await loggedIn('neu.kunde@example.de');
    expect(await run(neu, DELETE_ACCOUNT, { input: { password: 'falsch-falsch' } })).toMatchObject({
      __typename: 'WrongPassword',
      code: 'WRONG_PASSWORD',
    });
    expect(await run(neu, DELETE_ACCOUNT, { input: { password: '' } })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'password' }],
    });
    expect((await neu.viewer()).data?.viewer).toMatchObject({ state: 'LOGGED_IN' });
  });

  it('answers the generic error, or the service’s own German text, when the deletion fails', async () => {
    const neu = await loggedIn('neu.kunde@example.de');
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/delete-account', status: 503, times: 1 });
    expect(await run(neu, DELETE_ACCOUNT, { input: { password: DEMO_PASSWORD } })).toMatchObject({
      __typename: 'ProfileChangeFailed',
      message: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
    });
    const detail = 'Ihr Konto kann wegen offener Bestellungen nicht gelöscht werden.';
    await stack.fault({
      service: 'customer',
      method: 'POST',
      path: '/user/delete-account',
      status: 409,
      body: { status: 409, key: '/dpl/cs/errors/bad_request', detail },
      times: 1,
    });
    expect(await run(neu, DELETE_ACCOUNT, { input: { password: DEMO_PASSWORD } })).toMatchObject({
      __typename: 'ProfileChangeFailed',
      message: detail,
    });
    expect((await neu.viewer()).data?.viewer).toMatchObject({ state: 'LOGGED_IN' });
  });

  it('deletes the account, clears the session cookies, and the login is refused afterwards', async () => {
    const neu = await loggedIn('neu.kunde@example.de');
    const res = await neu.graphql(DELETE_ACCOUNT, { input: { password: DEMO_PASSWORD } });
    expect(res.data?.deleteAccount).toEqual({ __typename: 'AccountDeleted', viewer: { state: 'LOGGED_OUT' } });
    const cleared = res.setCookies.filter((c) => /^mk_(access|refresh|logged_in)=;/.test(c));
    expect(cleared).toHaveLength(3);
    expect(neu.cookies.size).toBe(0);
    expect((await stack.browser().login('neu.kunde@example.de', DEMO_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginRejected',
    });
  });
});

describe('no password, token or e-mail of my data in any log', () => {
  it('logs neither on success, refusal nor failure of each call', async () => {
    await stack.admin('DELETE', '/logs');
    stack.logs.length = 0;
    stack.mocksLogs.length = 0;
    const secretPassword = 'Geheim!Wort-4711';
    const anna = await loggedIn(ANNA);
    await changeEmail(anna, { password: secretPassword });
    await changeEmail(anna, {});
    const token = await confirmToken(NEW_EMAIL);
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/change-email', status: 500, times: 1 });
    await changeEmail(anna, { newEmail: 'anna.dritte@example.de' });
    await stack.fault({
      service: 'customer',
      method: 'POST',
      path: '/user/change-email/doi/verify',
      status: 500,
      times: 1,
    });
    expect(
      (await stack.browser().graphql(CONFIRM_EMAIL_CHANGE, { input: { token } })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    await run(stack.browser(), CONFIRM_EMAIL_CHANGE, { input: { token } });
    const neu = await loggedIn('neu.kunde@example.de');
    await run(neu, DELETE_ACCOUNT, { input: { password: secretPassword } });
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/delete-account', status: 500, times: 1 });
    await run(neu, DELETE_ACCOUNT, { input: { password: DEMO_PASSWORD } });
    await run(neu, DELETE_ACCOUNT, { input: { password: DEMO_PASSWORD } });

    expect(stack.logs.some((l) => l['event'] === 'upstream_failure' && l['route'] === 'changeEmailDoiVerify')).toBe(
      true,
    );
    const received = JSON.stringify((await stack.admin('GET', '/logs')).body);
    const gatewayLog = JSON.stringify(stack.logs);
    const mocksLog = JSON.stringify(stack.mocksLogs);
    for (const secret of [
      secretPassword,
      DEMO_PASSWORD,
      token,
      NEW_EMAIL,
      'anna.dritte@example.de',
      ANNA,
      'neu.kunde@example.de',
    ]) {
      expect(gatewayLog, 'gateway log').not.toContain(secret);
      expect(received, 'log service').not.toContain(secret);
      expect(mocksLog, 'mocks log').not.toContain(secret);
    }
  });
});

const EXPORT_MY_DATA = /* GraphQL */ `
  mutation ExportMyData {
    exportMyData {
      __typename
      ... on MyDataExport {
        fileName
        createdAt
        content
        unavailableSections
      }
      ... on RateLimited {
        code
        retryAfterSeconds
      }
    }
  }
`;

interface ExportFile {
  format: string;
  market: string;
  customerNumber: string;
  profile: { email: string; dateOfBirth: string; loginMethods: { password: boolean } } | null;
  deliveryAddresses: { addresses: unknown[] } | null;
  bankAccount: { iban: string; accountHolder: string } | null;
  orders: { number: string }[] | null;
  openInvoices: { invoices: unknown[] } | null;
  unavailable: string[];
  notes: string[];
}

async function exportOf(browser: Browser): Promise<{ result: Record<string, unknown>; file: ExportFile }> {
  const result = (await run(browser, EXPORT_MY_DATA, {})) as Record<string, unknown>;
  return { result, file: JSON.parse(String(result['content'])) as ExportFile };
}

describe('data export', () => {
  it('gives anna one JSON file with her profile, addresses, masked bank account, all her orders and open invoices', async () => {
    const anna = await loggedIn(ANNA);
    const { result, file } = await exportOf(anna);
    expect(result).toMatchObject({
      __typename: 'MyDataExport',
      fileName: expect.stringMatching(/^meine-daten-10012345-\d{4}-\d{2}-\d{2}\.json$/),
      unavailableSections: [],
    });
    expect(file).toMatchObject({
      format: 'mein-konto-datenauskunft/1',
      market: 'de',
      customerNumber: '10012345',
      unavailable: [],
    });
    expect(file.profile).toMatchObject({ email: ANNA, dateOfBirth: '1961-04-12', loginMethods: { password: true } });
    expect(file.deliveryAddresses?.addresses.length).toBeGreaterThanOrEqual(2);
    expect(file.bankAccount?.accountHolder).toBe('Anna Schmidt');
    expect(file.bankAccount?.iban).toMatch(/\*/);
    expect(result['content']).not.toContain('DE89370400440532013000');
    expect(result['content']).not.toContain('0532013000');
    expect(file.orders).toHaveLength(12);
    expect(new Set(file.orders?.map((o) => o.number)).size).toBe(12);
    expect(file.openInvoices?.invoices).toHaveLength(2);
    expect(file.notes.join(' ')).toMatch(/Wunschliste/);
  });

  it('has no bank account section in Switzerland', async () => {
    const heidi = await loggedIn('heidi.meier@example.ch', 'ch');
    const { file } = await exportOf(heidi);
    expect(file).toMatchObject({ market: 'ch', customerNumber: '30034567', bankAccount: null, unavailable: [] });
  });

  it('leaves out the section of a failing service, names it, and delivers the rest', async () => {
    const lukas = await loggedIn('lukas.gruber@example.at', 'at');
    await stack.fault({ service: 'orderHistory', status: 503, times: 5 });
    const { result, file } = await exportOf(lukas);
    expect(result['unavailableSections']).toEqual(['ORDERS']);
    expect(file.orders).toBeNull();
    expect(file.unavailable).toEqual(['ORDERS']);
    expect(file.notes[0]).toMatch(/später noch einmal/);
    expect(file.profile).toMatchObject({ email: 'lukas.gruber@example.at' });
    expect(file.bankAccount?.iban).toMatch(/^AT/);
  });

  it('logs no e-mail and none of the content', async () => {
    stack.logs.length = 0;
    stack.mocksLogs.length = 0;
    const anna = await loggedIn(ANNA);
    await exportOf(anna);
    const gatewayLog = JSON.stringify(stack.logs);
    expect(gatewayLog).not.toContain(ANNA);
    expect(gatewayLog).not.toContain('Anna Schmidt');
    expect(JSON.stringify(stack.mocksLogs)).not.toContain(ANNA);
  });

  it('is rate-limited per customer', async () => {
    const limited = await startStack({ RATE_LIMIT_OPERATIONS: 'exportMyData=100/2' });
    try {
      const browser = limited.browser();
      expect((await browser.login(ANNA, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
      expect(await run(browser, EXPORT_MY_DATA, {})).toMatchObject({ __typename: 'MyDataExport' });
      expect(await run(browser, EXPORT_MY_DATA, {})).toMatchObject({ __typename: 'MyDataExport' });
      expect(await run(browser, EXPORT_MY_DATA, {})).toMatchObject({
        __typename: 'RateLimited',
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
    } finally {
      await limited.close();
    }
  });
});

/**
 * The newer write paths attacked as a client would, over HTTP against a gateway in production
 * mode (the operations registered as an app would register them) and the real mocks: a session
 * swapped on refresh, the support form as a mail relay, password guessing behind a session, mail
 * floods, client input that made an internal error, and unbounded input.
 */
import { DEMO_PASSWORD, mailbox, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { LOGIN, trustedDocuments, useStack, type Stack, type Tree } from './stack.ts';

const INVALID = '... on Error { code message } ... on InvalidInput { fieldErrors { field message } }';
const ERR = `${INVALID} ... on RateLimited { retryAfterSeconds }`;
const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer {
      state
      customer {
        customerNumber
      }
    }
  }
`;
const SUPPORT = /* GraphQL */ `mutation Support($input: SupportRequestInput!) { sendSupportRequest(input: $input) { __typename ... on SupportRequestSent { email } ${ERR} } }`;
const DELETE_ACCOUNT = /* GraphQL */ `mutation DeleteAccount($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename ${ERR} } }`;
const CHANGE_EMAIL = /* GraphQL */ `mutation ChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ${ERR} } }`;
const CHANGE_PASSWORD = /* GraphQL */ `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ${ERR} } }`;
const VALIDATE_IBAN = /* GraphQL */ `mutation ValidateIban($input: ValidateIbanInput!) { validateIban(input: $input) { __typename ${ERR} } }`;
const SAVE_BANK_ACCOUNT = /* GraphQL */ `mutation SaveBankAccount($input: SaveBankAccountInput!) { saveBankAccount(input: $input) { __typename ${ERR} } }`;
const PAYMENT = /* GraphQL */ `
  query Payment {
    viewer {
      customer {
        paymentMethods {
          bankAccount {
            accountHolder
          }
        }
      }
    }
  }
`;
const CONFIRM_WITHDRAWAL = /* GraphQL */ `
  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {
    confirmWithdrawal(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`;
const SAVE_BILLING = /* GraphQL */ `mutation SaveBilling($input: BillingAddressInput!) { saveBillingAddress(input: $input) { __typename ${ERR} } }`;
const ADD_DELIVERY = /* GraphQL */ `mutation AddDelivery($input: DeliveryAddressInput!) { addDeliveryAddress(input: $input) { __typename ${INVALID} } }`;
const RETURN_ITEMS = /* GraphQL */ `mutation ReturnItems($input: ReturnOrderItemsInput!) { returnOrderItems(input: $input) { __typename ${INVALID} } }`;

const PRODUCTION = {
  APP_ENV: 'production',
  RECAPTCHA_SITE_KEY: 'site-key',
  DEFAULT_MARKET: 'de',
  // The production limits (what APP_ENV=production sets without the test stack's overrides).
  RATE_LIMIT_MAX_PER_IP: '50',
  RATE_LIMIT_MAX_PER_USERNAME: '10',
  RATE_LIMIT_MAX_MAILS_PER_ACCOUNT: '5',
  // The slow-down per wrong password over the threshold, short so the test stays quick.
  LOGIN_SLOWDOWN_MS: '20',
  TRUSTED_DOCUMENTS_DIR: trustedDocuments(
    LOGIN,
    VIEWER,
    SUPPORT,
    DELETE_ACCOUNT,
    CHANGE_EMAIL,
    CHANGE_PASSWORD,
    VALIDATE_IBAN,
    SAVE_BANK_ACCOUNT,
    PAYMENT,
    CONFIRM_WITHDRAWAL,
    SAVE_BILLING,
    ADD_DELIVERY,
    RETURN_ITEMS,
  ),
};

/**
 * A production gateway of its own for the tests inside one describe: the attempts counted by
 * one attack (the rate limits, the login throttle) do not spill into the next.
 */
function productionStack(): Stack {
  return useStack(PRODUCTION);
}

interface Answer {
  status: number;
  data: Tree | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
  setCookies: string[];
}

/**
 * A browser of the production gateway: keeps its cookies itself (they are Secure, which
 * supertest's jar does not send over http) and posts GraphQL with them.
 */
class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(private readonly stack: Stack) {}

  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.stack
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .set(cookie ? { cookie } : {})
      .send({ query, variables });
    const setCookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
    for (const header of setCookies) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      if (value === '' || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = res.body as { data?: Tree | null; errors?: Answer['errors'] };
    return { status: res.status, data: body.data, errors: body.errors, setCookies };
  }

  async login(username: string, password = DEMO_PASSWORD, challengeToken?: string): Promise<Tree | undefined> {
    const input = {
      username,
      password,
      stayLoggedIn: false,
      recaptchaToken: RECAPTCHA_TOKEN,
      ...(challengeToken ? { challengeToken } : {}),
    };
    return (await this.graphql(LOGIN, { input })).data?.login;
  }
}

async function loggedIn(stack: Stack, username: string): Promise<Visitor> {
  const visitor = new Visitor(stack);
  expect((await visitor.login(username))?.__typename).toBe('LoginSuccess');
  return visitor;
}

function typename(answer: Answer, field: string): string {
  return String(answer.data?.[field]?.__typename ?? answer.errors?.[0]?.extensions?.code);
}

/** The mocks' requests since `from` to routes other than the login state and the admin surface. */
function upstreamCalls(stack: Stack, from: number): string[] {
  return stack.mocksRequests.slice(from).filter((r) => !r.includes('/user/login-state') && !r.includes('/__admin/'));
}

const ANNA = 'anna.schmidt@example.de';
const HUGE = 'x'.repeat(10_000);

describe('1. session swap on refresh', () => {
  const stack = productionStack();

  it('logs out a browser whose refresh token is another customer’s than its logged-in cookie names, and clears its cookies', async () => {
    const anna = await loggedIn(stack, ANNA);
    const neu = await loggedIn(stack, 'neu.kunde@example.de');
    await stack.admin('POST', '/sessions/expire-access', {});
    const mixed = new Visitor(stack);
    mixed.cookies.set('mk_access', anna.cookies.get('mk_access') ?? '');
    mixed.cookies.set('mk_refresh', neu.cookies.get('mk_refresh') ?? '');
    mixed.cookies.set('mk_logged_in', '10012345');

    const viewer = await mixed.graphql(VIEWER);
    expect(viewer.data?.viewer).toEqual({ state: 'LOGGED_OUT', customer: null });
    for (const name of ['mk_access', 'mk_refresh', 'mk_logged_in']) {
      expect(
        viewer.setCookies.some((c) => c.startsWith(`${name}=;`) && /max-age=0/i.test(c)),
        name,
      ).toBe(true);
    }
    expect(viewer.setCookies.some((c) => c.startsWith('mk_logged_in=60067890'))).toBe(false);
    expect(stack.logs.some((l) => l['event'] === 'logged_in_cookie_mismatch' && l.level === 50)).toBe(true);

    // The same cookies cannot act as neu either.
    mixed.cookies.set('mk_access', anna.cookies.get('mk_access') ?? '');
    mixed.cookies.set('mk_refresh', neu.cookies.get('mk_refresh') ?? '');
    mixed.cookies.set('mk_logged_in', '10012345');
    const from = stack.mocksRequests.length;
    const support = await mixed.graphql(SUPPORT, {
      input: { topic: 'ACCOUNT', name: 'x', email: 'victim@example.org', text: 't' },
    });
    expect(support.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(upstreamCalls(stack, from).filter((r) => r.includes('support-requests'))).toEqual([]);

    // A browser whose own session is refreshed stays logged in.
    const own = await anna.graphql(VIEWER);
    expect(own.data?.viewer).toEqual({ state: 'LOGGED_IN', customer: { customerNumber: '10012345' } });
  });
});

describe('2. the support form is no mail relay', () => {
  const stack = productionStack();

  it('sends the confirmation to the account’s address only, and at most five per account', async () => {
    const anna = await loggedIn(stack, ANNA);
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await anna.graphql(SUPPORT, {
        input: { topic: 'ACCOUNT', name: 'x', email: 'victim@example.org', text: `t ${String(i)}` },
      });
      answers.push(typename(res, 'sendSupportRequest'));
      if (i === 0) expect(res.data?.sendSupportRequest?.email).toBe(ANNA);
    }
    expect(answers.slice(0, 5)).toEqual(new Array(5).fill('SupportRequestSent'));
    expect(answers.slice(5)).toEqual(new Array(15).fill('RateLimited'));
    const mails = await mailbox(stack.mocksUrl);
    expect(mails.filter((m) => m.to === 'victim@example.org')).toEqual([]);
    expect(mails.filter((m) => m.to === ANNA)).toHaveLength(5);
  });
});

describe('3. password guessing behind a session', () => {
  const stack = productionStack();

  it('counts wrong passwords of deleteAccount, changeEmail and changePassword in the login throttle and limits each per account', async () => {
    const thief = await loggedIn(stack, ANNA);
    const answers: string[] = [];
    for (let i = 0; i < 12; i++)
      answers.push(
        typename(await thief.graphql(DELETE_ACCOUNT, { input: { password: `geraten-${String(i)}` } }), 'deleteAccount'),
      );
    expect(answers.slice(0, 10)).toEqual(new Array(10).fill('WrongPassword'));
    expect(answers.slice(10)).toEqual(['RateLimited', 'RateLimited']);
    // The right password does not get through the limit either.
    expect(typename(await thief.graphql(DELETE_ACCOUNT, { input: { password: DEMO_PASSWORD } }), 'deleteAccount')).toBe(
      'RateLimited',
    );

    // The other two are limited the same way, and each guess now waits as a login over the threshold does.
    const started = Date.now();
    const email: string[] = [];
    for (let i = 0; i < 11; i++) {
      email.push(
        typename(
          await thief.graphql(CHANGE_EMAIL, {
            input: { newEmail: `neu-${String(i)}@example.de`, password: `geraten-${String(i)}` },
          }),
          'changeEmail',
        ),
      );
    }
    // These two send e-mails: five per account.
    expect(email.slice(0, 5)).toEqual(new Array(5).fill('WrongPassword'));
    expect(email.slice(5)).toEqual(new Array(6).fill('RateLimited'));
    // 20 + 40 + … ms: each wrong password over the threshold waits longer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 * (1 + 2 + 3 + 4 + 5));
    const password: string[] = [];
    for (let i = 0; i < 11; i++) {
      password.push(
        typename(
          await thief.graphql(CHANGE_PASSWORD, {
            input: { currentPassword: `geraten-${String(i)}`, newPassword: 'Sommerwiese!2025' },
          }),
          'changePassword',
        ),
      );
    }
    expect(password.slice(0, 5)).toEqual(new Array(5).fill('WrongPassword'));
    expect(password.slice(5)).toEqual(new Array(6).fill('RateLimited'));

    // The login by e-mail or customer number now asks for a solved challenge, as after wrong logins.
    const owner = new Visitor(stack);
    expect((await owner.login(ANNA))?.__typename).toBe('LoginChallengeRequired');
    expect((await owner.login('10012345'))?.__typename).toBe('LoginChallengeRequired');
    expect((await owner.login(ANNA, DEMO_PASSWORD, 'gelöst-von-anna'))?.__typename).toBe('LoginSuccess');
    // Nothing was deleted or changed.
    expect((await owner.graphql(VIEWER)).data?.viewer?.customer?.customerNumber).toBe('10012345');
  });
});

describe('4. mail floods and the paid IBAN check', () => {
  const stack = productionStack();

  it('limits e-mail changes per account: five, then RateLimited, with at most ten e-mails', async () => {
    const anna = await loggedIn(stack, ANNA);
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        typename(
          await anna.graphql(CHANGE_EMAIL, {
            input: { newEmail: `flut-${String(i)}@example.org`, password: DEMO_PASSWORD },
          }),
          'changeEmail',
        ),
      );
    }
    expect(answers.slice(0, 5)).toEqual(new Array(5).fill('EmailChangeRequested'));
    expect(answers.slice(5)).toEqual(new Array(7).fill('RateLimited'));
    expect((await mailbox(stack.mocksUrl)).length).toBeLessThanOrEqual(10);
  });

  it('limits the paid address check of the address book per account; a confirmed save is not checked', async () => {
    const anna = await loggedIn(stack, ANNA);
    const address = {
      salutation: 'MS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      street: 'Hohe Straße',
      streetNumber: '12',
      zipCode: '50667',
      city: 'Köln',
      countryCode: 'DE',
    };
    const answers: string[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(typename(await anna.graphql(SAVE_BILLING, { input: { address } }), 'saveBillingAddress'));
    expect(answers.slice(0, 10)).not.toContain('RateLimited');
    expect(answers[10]).toBe('RateLimited');
    expect(
      typename(await anna.graphql(SAVE_BILLING, { input: { address, confirmed: true } }), 'saveBillingAddress'),
    ).toBe('BillingAddressSaved');
  });

  it('limits IBAN checks per account', async () => {
    const anna = await loggedIn(stack, ANNA);
    const answers: string[] = [];
    for (let i = 0; i < 12; i++)
      answers.push(
        typename(await anna.graphql(VALIDATE_IBAN, { input: { iban: 'DE02 5001 0517 0137 0750 30' } }), 'validateIban'),
      );
    expect(answers.slice(0, 10)).toEqual(new Array(10).fill('IbanValidated'));
    expect(answers.slice(10)).toEqual(['RateLimited', 'RateLimited']);
  });
});

describe('5. client input never makes an internal error', () => {
  const stack = productionStack();

  it('answers a 10,000-character or malformed confirmation secret with a typed error and forwards none of them', async () => {
    const visitor = new Visitor(stack);
    const from = stack.mocksRequests.length;
    for (const secret of [HUGE, 'geheim\ud800', 'geheim\r\nX-Injected: 1']) {
      const res = await visitor.graphql(CONFIRM_WITHDRAWAL, {
        input: { requestId: 'wr-1', confirmationSecret: secret },
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).not.toMatch(/zod|invalid_type|too_big/i);
    }
    expect(upstreamCalls(stack, from)).toEqual([]);
    expect(stack.logs.filter((l) => l.level >= 50 && String(l.msg).includes('INTERNAL'))).toEqual([]);
  });
});

describe('6. unbounded input', () => {
  const stack = productionStack();

  const LINES = {
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Hohe Straße',
    streetNumber: '12',
    zipCode: '50667',
    city: 'Köln',
    countryCode: 'DE',
  };

  function fieldsOf(answer: Answer, field: string): string[] {
    const errors = (answer.data?.[field]?.fieldErrors ?? []) as unknown as { field: string }[];
    return errors.map((e) => e.field);
  }

  it('refuses 10 kB names, streets, cities and additions of an address, and a foreign billing country, before any call', async () => {
    const anna = await loggedIn(stack, ANNA);
    const from = stack.mocksRequests.length;
    const billing = await anna.graphql(SAVE_BILLING, {
      input: {
        address: { ...LINES, firstName: HUGE, lastName: HUGE, street: HUGE, city: HUGE, addressAddition: HUGE },
      },
    });
    expect(typename(billing, 'saveBillingAddress')).toBe('InvalidInput');
    expect(fieldsOf(billing, 'saveBillingAddress').sort()).toEqual([
      'addressAddition',
      'city',
      'firstName',
      'lastName',
      'street',
    ]);
    const delivery = await anna.graphql(ADD_DELIVERY, { input: { address: { ...LINES, street: 'Hohe\r\nStraße' } } });
    expect(fieldsOf(delivery, 'addDeliveryAddress')).toEqual(['street']);
    const swiss = await anna.graphql(SAVE_BILLING, {
      input: { address: { ...LINES, zipCode: '8001', city: 'Zürich', countryCode: 'CH' } },
    });
    expect(fieldsOf(swiss, 'saveBillingAddress')).toEqual(['countryCode']);
    expect(upstreamCalls(stack, from)).toEqual([]);
  });

  it('refuses an account holder of 10 kB, with a lone surrogate, CR/LF or markup; stores none of them', async () => {
    const anna = await loggedIn(stack, ANNA);
    const from = stack.mocksRequests.length;
    for (const accountHolder of [HUGE, 'Anna \ud800', 'Anna\r\nSchmidt', '<script>alert(1)</script>', 'A'.repeat(71)]) {
      const res = await anna.graphql(SAVE_BANK_ACCOUNT, {
        input: { accountHolder, iban: 'DE02 5001 0517 0137 0750 30' },
      });
      expect(fieldsOf(res, 'saveBankAccount'), accountHolder.slice(0, 20)).toEqual(['accountHolder']);
    }
    expect(upstreamCalls(stack, from)).toEqual([]);
    expect((await anna.graphql(PAYMENT)).data?.viewer?.customer?.paymentMethods?.bankAccount?.accountHolder).toBe(
      'Anna Schmidt',
    );
    // SEPA's characters with umlauts, at most 70, are saved.
    const good = await anna.graphql(SAVE_BANK_ACCOUNT, {
      input: { accountHolder: 'Anna Müller-Schmidt', iban: 'DE02 5001 0517 0137 0750 30' },
    });
    expect(typename(good, 'saveBankAccount')).toBe('BankAccountSaved');
  });

  it('refuses 10 kB and CR/LF passwords, a 10 kB support name, and oversized returns before any call', async () => {
    const anna = await loggedIn(stack, ANNA);
    const from = stack.mocksRequests.length;
    for (const newPassword of [HUGE, 'Sommerwiese!2025\r\n']) {
      const res = await anna.graphql(CHANGE_PASSWORD, { input: { currentPassword: DEMO_PASSWORD, newPassword } });
      expect(fieldsOf(res, 'changePassword')).toEqual(['newPassword']);
    }
    expect(
      fieldsOf(
        await anna.graphql(CHANGE_PASSWORD, { input: { currentPassword: HUGE, newPassword: 'Sommerwiese!2025' } }),
        'changePassword',
      ),
    ).toEqual(['currentPassword']);
    expect(fieldsOf(await anna.graphql(DELETE_ACCOUNT, { input: { password: HUGE } }), 'deleteAccount')).toEqual([
      'password',
    ]);
    expect(
      fieldsOf(
        await anna.graphql(SUPPORT, { input: { topic: 'ACCOUNT', name: HUGE, email: ANNA, text: 't' } }),
        'sendSupportRequest',
      ),
    ).toEqual(['name']);
    const item = { sku: 'sku-1', quantity: 1 };
    for (const input of [
      { orderId: 'o-81000009', items: [{ ...item, sku: HUGE }] },
      { orderId: 'o-81000009', items: [{ ...item, quantity: 2147483647 }] },
      { orderId: 'o-81000009', items: new Array(2000).fill(item) },
    ]) {
      const res = await anna.graphql(RETURN_ITEMS, { input });
      expect(typename(res, 'returnOrderItems')).toBe('InvalidInput');
    }
    expect(upstreamCalls(stack, from)).toEqual([]);
  });
});

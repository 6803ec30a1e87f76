import { describe, expect, it } from 'vitest';
import { eventually, useStack, VIEWER } from './stack.ts';

const stack = useStack();

async function loggedIn(username = 'anna.schmidt@example.de', market: 'de' | 'at' | 'ch' = 'de') {
  const browser = stack.browser(market);
  const res = await browser.login(username);
  expect(res.data?.login?.__typename).toBe('LoginSuccess');
  return browser;
}

describe('viewer', () => {
  it('is logged out without a session and reads no customer data', async () => {
    const res = await stack.browser().viewer();
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer).toEqual({ id: 'viewer', state: 'LOGGED_OUT', customer: null });
  });

  it('answers logged out for a visitor without session cookies even when the customer service is down', async () => {
    await stack.fault({ service: 'customer', status: 503 });
    const res = await stack.browser().viewer();
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer?.state).toBe('LOGGED_OUT');
  });

  it('shows the logged-in customer with personal details merged with customer details', async () => {
    const browser = await loggedIn();
    const res = await browser.viewer();
    expect(res.errors).toBeUndefined();
    const customer = res.data?.viewer?.customer;
    expect(customer).toMatchObject({
      customerNumber: '10012345',
      firstName: 'Anna',
      lastName: 'Schmidt',
      isNewCustomer: false,
      stayLoggedIn: false,
      personalDetails: {
        id: customer?.id,
        customerNumber: '10012345',
        salutation: 'MS',
        lastName: 'Schmidt',
        countryCode: 'DE',
        dateOfBirth: '1961-04-12',
        preferredPaymentMethod: 'INVOICE',
        hasBillingAddress: true,
      },
    });
  });

  it('calls a customer without orders new', async () => {
    const browser = await loggedIn('neu.kunde@example.de');
    const res = await browser.viewer();
    expect(res.data?.viewer?.customer).toMatchObject({
      isNewCustomer: true,
      personalDetails: { hasBillingAddress: false },
    });
  });

  it('treats a logged-in cookie of another customer as logged out and logs an error', async () => {
    const browser = await loggedIn();
    browser.setCookie('mk_logged_in', '60067890');
    const res = await browser.viewer();
    expect(res.data?.viewer).toEqual({ id: 'viewer', state: 'LOGGED_OUT', customer: null });
    expect(stack.logs.some((l) => l['event'] === 'logged_in_cookie_mismatch' && l.level === 50)).toBe(true);
  });

  it('accepts the logged-in cookie in another letter case', async () => {
    const browser = await loggedIn();
    browser.setCookie('mk_logged_in', (browser.cookies.get('mk_logged_in') ?? '').toUpperCase());
    expect((await browser.viewer()).data?.viewer?.state).toBe('LOGGED_IN');
  });
});

describe('session refresh', () => {
  it('refreshes an expired access token transparently and relays the new cookie', async () => {
    const browser = await loggedIn();
    const oldAccess = browser.cookies.get('mk_access');
    await stack.admin('POST', '/sessions/expire-access', {});
    const res = await browser.viewer();
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer?.state).toBe('LOGGED_IN');
    expect(res.data?.viewer?.customer?.personalDetails?.customerNumber).toBe('10012345');
    const access = res.setCookies.find((c) => c.startsWith('mk_access='));
    expect(access).toBeDefined();
    expect(browser.cookies.get('mk_access')).not.toBe(oldAccess);
    // one refresh for the whole GraphQL request, though four upstream calls needed it
    expect(res.setCookies.filter((c) => c.startsWith('mk_access='))).toHaveLength(1);
    expect(
      stack.logs.filter(
        (l) => l['event'] === 'session_refreshed' && l['correlationId'] === res.headers['x-correlation-id'],
      ),
    ).toHaveLength(1);
    // the new cookie works without another refresh
    const again = await browser.viewer();
    expect(again.data?.viewer?.state).toBe('LOGGED_IN');
    expect(again.setCookies).toEqual([]);
  });

  it('refreshes the session once for concurrent requests with the same expired access token, every answer with the new cookies', async () => {
    const browser = await loggedIn();
    await stack.admin('POST', '/sessions/expire-access', {});
    const cookie = browser.cookieHeader();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        stack.http().post('/graphql').set({ 'x-market': 'de', cookie }).send({ query: VIEWER }),
      ),
    );
    // one refresh call at the customer service, which rotates the refresh token and would end the session on a second
    expect((await stack.admin('GET', '/sessions/refreshes')).body).toEqual({ refreshed: 1, refused: 0, reused: 0 });
    const sessions = answers.map((res) => {
      expect((res.body as { data: { viewer: { state: string } } }).data.viewer.state).toBe('LOGGED_IN');
      const set = ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0] ?? '');
      expect(set.map((c) => c.split('=')[0]).sort()).toEqual(['mk_access', 'mk_logged_in', 'mk_refresh']);
      return set.sort().join('; ');
    });
    expect(new Set(sessions).size).toBe(1);
    const refreshed = new Map((sessions[0] ?? '').split('; ').map((c) => c.split('=') as [string, string]));
    expect(refreshed.get('mk_refresh')).not.toBe(browser.cookies.get('mk_refresh'));
    const ids = new Set(answers.map((res) => res.headers['x-correlation-id']));
    const lines = stack.logs.filter((l) => l['event'] === 'session_refreshed' && ids.has(l['correlationId'] as string));
    expect(lines.map((l) => l['shared']).sort()).toEqual([false, true, true, true, true, true, true, true]);
    // the shared cookies open the session
    const next = await stack
      .http()
      .post('/graphql')
      .set({ 'x-market': 'de', cookie: sessions[0] ?? '' })
      .send({ query: VIEWER });
    expect((next.body as { data: { viewer: { state: string } } }).data.viewer.state).toBe('LOGGED_IN');
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('gives a copied refresh token sent 6 ms after the victim’s refresh from another client no session, and logs it as suspected theft', async () => {
    const victim = await loggedIn();
    await stack.admin('POST', '/sessions/expire-access', {});
    const stolen = {
      refresh: victim.cookies.get('mk_refresh') ?? '',
      loggedIn: victim.cookies.get('mk_logged_in') ?? '',
      access: victim.cookies.get('mk_access') ?? '',
    };
    expect((await victim.viewer()).data?.viewer?.state).toBe('LOGGED_IN');
    await new Promise((resolve) => setTimeout(resolve, 6));
    // The thief holds the old refresh token: without an access token, with a made-up one.
    for (const access of [undefined, 'made-up-access-token']) {
      const cookie = [
        `mk_refresh=${stolen.refresh}`,
        `mk_logged_in=${stolen.loggedIn}`,
        ...(access ? [`mk_access=${access}`] : []),
      ].join('; ');
      const res = await stack.http().post('/graphql').set({ 'x-market': 'de', cookie }).send({ query: VIEWER });
      expect((res.body as { data: { viewer: { state: string } } }).data.viewer.state).toBe('LOGGED_OUT');
      const set = (res.headers['set-cookie'] as string[] | undefined) ?? [];
      // nothing but the clearing of its own cookies
      expect(set.every((c) => /max-age=0/i.test(c))).toBe(true);
      expect(
        stack.logs.filter(
          (l) =>
            l['event'] === 'session_refresh_replay_suspected' && l['correlationId'] === res.headers['x-correlation-id'],
        ),
      ).toHaveLength(1);
    }
    // The customer service saw the reuse (and ended the session, as its reuse detection does).
    expect((await stack.admin('GET', '/sessions/refreshes')).body).toEqual({ refreshed: 1, reused: 1, refused: 2 });
    const lines = JSON.stringify(stack.logs.filter((l) => l['event'] === 'session_refresh_replay_suspected'));
    for (const token of Object.values(stolen)) expect(lines).not.toContain(token);
  });

  it('keeps the access cookie as long as the refresh cookie, so the browser sends its expired access token with the refresh token', async () => {
    const res = await stack.browser().login('anna.schmidt@example.de');
    const maxAge = (name: string) =>
      /max-age=(\d+)/i.exec(res.setCookies.find((c) => c.startsWith(`${name}=`)) ?? '')?.[1];
    expect(maxAge('mk_refresh')).toBeDefined();
    expect(maxAge('mk_access')).toBe(maxAge('mk_refresh'));
  });

  it('logs the customer out when the refresh is refused, clearing the cookies', async () => {
    const browser = await loggedIn();
    await stack.admin('POST', '/sessions/expire-access', {});
    await stack.admin('POST', '/sessions/expire-refresh', {});
    const res = await browser.viewer();
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer).toEqual({ id: 'viewer', state: 'LOGGED_OUT', customer: null });
    for (const name of ['mk_access', 'mk_refresh', 'mk_logged_in']) {
      expect(res.setCookies.some((c) => c.startsWith(`${name}=`) && /max-age=0/i.test(c))).toBe(true);
    }
    expect(browser.cookies.size).toBe(0);
  });

  it('keeps the customer logged in when the refresh fails for a transient reason', async () => {
    const browser = await loggedIn();
    const cookiesBefore = new Map(browser.cookies);
    await stack.admin('POST', '/sessions/expire-access', {});
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/auth/refresh', status: 500, times: 1 });
    const res = await browser.viewer();
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(res.errors?.[0]?.message).toBe('Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.');
    expect(res.setCookies).toEqual([]);
    expect(browser.cookies).toEqual(cookiesBefore);
    // once the service is back, the same cookies refresh fine
    const later = await browser.viewer();
    expect(later.data?.viewer?.state).toBe('LOGGED_IN');
  });
});

describe('logout and stay logged in', () => {
  it('logs out, ends the session upstream and clears the cookies', async () => {
    const browser = await loggedIn();
    const session = new Map(browser.cookies);
    const res = await browser.graphql('mutation { logout { viewer { id state customer { id } } } }');
    expect(res.data).toEqual({ logout: { viewer: { id: 'viewer', state: 'LOGGED_OUT', customer: null } } });
    expect(browser.cookies.size).toBe(0);
    // the old cookies no longer open the session
    for (const [k, v] of session) browser.setCookie(k, v);
    expect((await browser.viewer()).data?.viewer?.state).toBe('LOGGED_OUT');
  });

  it('changes stay-logged-in and returns the customer with the new value', async () => {
    const browser = await loggedIn();
    const res = await browser.graphql(
      'mutation($input: SetStayLoggedInInput!) { setStayLoggedIn(input: $input) { __typename ... on StayLoggedInUpdated { customer { id stayLoggedIn } } ... on Error { code } } }',
      { input: { stayLoggedIn: true } },
    );
    expect(res.data?.setStayLoggedIn).toMatchObject({
      __typename: 'StayLoggedInUpdated',
      customer: { stayLoggedIn: true },
    });
    expect((await browser.viewer()).data?.viewer?.customer?.stayLoggedIn).toBe(true);
  });

  it('keeps the previous stay-logged-in value when saving fails', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'customer', method: 'PATCH', path: '/user/auth/stay-logged-in', status: 503 });
    const res = await browser.graphql(
      'mutation($input: SetStayLoggedInInput!) { setStayLoggedIn(input: $input) { __typename ... on StayLoggedInFailed { code message stayLoggedIn } } }',
      { input: { stayLoggedIn: true } },
    );
    expect(res.data?.setStayLoggedIn).toEqual({
      __typename: 'StayLoggedInFailed',
      code: 'UPDATE_FAILED',
      message: 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
      stayLoggedIn: false,
    });
  });

  it('refuses to change stay-logged-in when logged out', async () => {
    const res = await stack
      .browser()
      .graphql('mutation { setStayLoggedIn(input: { stayLoggedIn: true }) { __typename } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('upstream failures', () => {
  it('answers the viewer without personal details when they time out, and reports a warning', async () => {
    const browser = await loggedIn();
    await stack.admin('DELETE', '/logs');
    await stack.fault({ service: 'customer', method: 'GET', path: '/user/personal-details', latency_ms: 2500 });
    const res = await browser.viewer();
    expect(res.status).toBe(200);
    expect(res.data?.viewer?.state).toBe('LOGGED_IN');
    expect(res.data?.viewer?.customer?.firstName).toBe('Anna');
    expect(res.data?.viewer?.customer?.personalDetails).toBeNull();
    expect(res.errors).toEqual([
      expect.objectContaining({
        path: ['viewer', 'customer', 'personalDetails'],
        message: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
        extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }),
      }),
    ]);
    const correlationId = res.headers['x-correlation-id'];
    const line = stack.logs.find((l) => l['event'] === 'upstream_failure' && l['correlationId'] === correlationId);
    expect(line).toMatchObject({
      level: 40,
      service: 'customer',
      route: 'personalDetails',
      statusCode: null,
      category: null,
      errorKind: 'timeout',
    });
    const { body } = await eventually(async () => {
      const r = await stack.admin('GET', '/logs');
      return (r.body as { entries: unknown[] }).entries.length > 0 ? r : null;
    });
    expect((body as { entries: unknown[] }).entries).toContainEqual(
      expect.objectContaining({
        project_id: 'account-view',
        level: 'warning',
        correlation_id: correlationId,
        category: null,
        status_code: null,
        route: 'personalDetails',
      }),
    );
    expect((await stack.http().get('/health')).status).toBe(200);
  });

  it('answers the viewer without personal details on a 500 and reports a server error', async () => {
    const browser = await loggedIn();
    await stack.admin('DELETE', '/logs');
    await stack.fault({ service: 'customer', method: 'GET', path: '/user/personal-details', status: 500 });
    const res = await browser.viewer();
    expect(res.data?.viewer?.customer?.personalDetails).toBeNull();
    expect(res.data?.viewer?.customer?.isNewCustomer).toBe(false);
    expect(res.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['viewer.customer.personalDetails', 'UPSTREAM_UNAVAILABLE'],
    ]);
    const correlationId = res.headers['x-correlation-id'];
    const line = stack.logs.find((l) => l['event'] === 'upstream_failure' && l['correlationId'] === correlationId);
    expect(line).toMatchObject({ level: 50, statusCode: 500, category: 'server', route: 'personalDetails' });
    const entries = await eventually(async () => {
      const r = (await stack.admin('GET', '/logs')).body as { entries: Record<string, unknown>[] };
      return r.entries.find((e) => e['status_code'] === 500);
    });
    expect(entries).toMatchObject({
      level: 'error',
      category: 'server',
      service: 'customer',
      correlation_id: correlationId,
    });
    expect((await stack.http().get('/health')).status).toBe(200);
  });

  it('answers isNewCustomer null when the order history fails, the rest intact', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'orderHistory', status: 503 });
    const res = await browser.viewer();
    expect(res.data?.viewer?.customer?.isNewCustomer).toBeNull();
    expect(res.data?.viewer?.customer?.personalDetails?.customerNumber).toBe('10012345');
    expect(res.errors?.map((e) => e.path?.join('.'))).toEqual(['viewer.customer.isNewCustomer']);
  });

  it('retries a read once after a 503 and answers as if nothing happened', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'customer', method: 'GET', path: '/user/personal-details', status: 503, times: 1 });
    const res = await browser.viewer();
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer?.customer?.personalDetails?.customerNumber).toBe('10012345');
    const correlationId = res.headers['x-correlation-id'];
    expect(
      stack.logs.filter((l) => l['event'] === 'upstream_failure' && l['correlationId'] === correlationId),
    ).toHaveLength(0);
  });

  it('treats an answer that breaks the contract as an upstream error', async () => {
    const browser = await loggedIn();
    await stack.fault({
      service: 'customer',
      method: 'GET',
      path: '/user/customer-details',
      status: 200,
      body: { customer_id: 42 },
    });
    const res = await browser.viewer();
    expect(res.data?.viewer?.customer?.personalDetails).toBeNull();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    const correlationId = res.headers['x-correlation-id'];
    const line = stack.logs.find((l) => l['event'] === 'upstream_failure' && l['correlationId'] === correlationId);
    expect(line).toMatchObject({ level: 50, errorKind: 'contract', route: 'customerDetails', statusCode: 200 });
  });

  it('takes the correlation id of the caller and passes it to the upstream logs', async () => {
    const browser = await loggedIn();
    await stack.fault({ service: 'customer', method: 'GET', path: '/user/customer-details', status: 502 });
    const res = await browser.graphql(VIEWER, {}, { 'x-correlation-id': 'corr-from-caller-1' });
    expect(res.headers['x-correlation-id']).toBe('corr-from-caller-1');
    const line = stack.logs.find(
      (l) => l['event'] === 'upstream_failure' && l['correlationId'] === 'corr-from-caller-1',
    );
    expect(line).toMatchObject({ level: 50, statusCode: 502, category: 'server', route: 'customerDetails' });
  });
});

/**
 * The real mocked upstreams and the real gateway, each on an ephemeral port, called over HTTP
 * with supertest against the Fastify servers. A browser is a supertest agent: it keeps the
 * gateway's cookies between calls like a browser.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_PASSWORD, loginRequest, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import { buildMocksApp } from '@mein-konto/upstream-mocks/app';
import { compressFiles } from '../../web/precompress.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig, type GatewayConfig } from '../src/config.ts';
import { parseSetCookie } from '../src/cookies.ts';

type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** A GraphQL answer as the tests read it: any path may be followed, assertions check the values. */
export interface Tree {
  readonly [key: string]: Tree;
}

/** Response headers as Node has them (lower-case names). */
type Headers = Record<string, string | string[] | undefined>;

export interface Stack {
  config: GatewayConfig;
  mocksUrl: string;
  /** The gateway's own address (for raw requests that must see the bytes on the wire). */
  gatewayUrl: string;
  /** Where the gateway serves its metrics. */
  metricsUrl: string;
  /** Every JSON log line the gateway wrote. */
  logs: LogLine[];
  /** Every JSON log line the mocks wrote. */
  mocksLogs: LogLine[];
  /** Every request that reached the mocks' routes, as "METHOD /path?query" (admin calls included; not those a fault held or dropped). */
  mocksRequests: string[];
  /** Plain HTTP calls to the gateway, without cookies: `stack.http().get('/health')`. */
  http(): request.Agent;
  browser(market?: 'de' | 'at' | 'ch'): Browser;
  /** POST/DELETE on the mocks' admin surface. */
  admin(method: 'POST' | 'DELETE' | 'GET', path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** Injects a fault into the mocks. */
  fault(fault: {
    service: string;
    method?: string;
    path?: string;
    latency_ms?: number;
    status?: number;
    body?: unknown;
    drop?: boolean;
    after?: boolean;
    times?: number;
  }): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A trusted-documents folder registering these operations as a client of their own ("tests"),
 * for stacks in production mode, which run registered operations only.
 */
export function trustedDocuments(...bodies: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mk-trusted-'));
  const operations = bodies.map((body, index) => ({
    id: String(index),
    name: `Test${String(index)}`,
    type: 'query',
    body,
  }));
  writeFileSync(
    join(dir, 'tests.json'),
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }),
  );
  return dir;
}

/**
 * A web-app dist folder with an index.html, a hashed script, the service worker, the web app
 * manifest and the favicon, compressed by the
 * web build's own step, so the SPA routes and their encodings can be tested.
 */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mk-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="de"><title>Mein Konto</title><div id="root"></div></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting())');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Mein Konto","start_url":"/dpl/av/"}');
  writeFileSync(
    join(dir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>',
  );
  compressFiles(dir);
  return dir;
}

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const mocksLogs: LogLine[] = [];
  const mocks: FastifyInstance = await buildMocksApp({
    logger: { level: 'info', stream: { write: (line: string) => void mocksLogs.push(JSON.parse(line) as LogLine) } },
  });
  const mocksRequests: string[] = [];
  mocks.addHook('onRequest', async (request) => {
    mocksRequests.push(`${request.method} ${request.url}`);
  });
  await mocks.listen({ port: 0, host: '127.0.0.1' });
  const mocksUrl = `http://127.0.0.1:${(mocks.server.address() as AddressInfo).port}`;

  const logs: LogLine[] = [];
  const config = loadConfig({
    UPSTREAM_BASE_URL: mocksUrl,
    APP_ENV: 'local-dev',
    LOG_LEVEL: 'info',
    UPSTREAM_TIMEOUT_MS: '1000',
    // Tests inject failures on purpose and share one gateway per file: breakers only where a test
    // is about them (breaker.test.ts), or one test's faults would open them for the next.
    UPSTREAM_BREAKER_FAILURES: '1000',
    // Each stack's metrics on a port of its own (production serves them by default).
    METRICS_PORT: '0',
    // Test files share the machine's cores: a starved worker must not shed the requests of
    // unrelated tests (load shedding has its own test, traffic.test.ts).
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    RATE_LIMIT_MAX_PER_IP: '10000',
    RATE_LIMIT_MAX_PER_USERNAME: '10000',
    WEB_DIST_DIR: fakeWebDist(),
    ...env,
  });
  const gateway = await buildApp(config, {
    logStream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  const metricsUrl = `http://127.0.0.1:${String(gateway.metricsAddress?.()?.port ?? 0)}`;

  const admin: Stack['admin'] = async (method, path, body) => {
    const call = request(mocks.server)[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete'](
      `/__admin${path}`,
    );
    const res = body === undefined ? await call : await call.send(body as object);
    return { status: res.status, body: res.text ? (JSON.parse(res.text) as unknown) : undefined };
  };

  return {
    config,
    mocksUrl,
    gatewayUrl,
    metricsUrl,
    logs,
    mocksLogs,
    mocksRequests,
    http: () => request(gateway.server),
    browser: (market = 'de') => new Browser(gateway, market),
    admin,
    fault: async (fault) => {
      const res = await admin('POST', '/faults', fault);
      if (res.status !== 201) throw new Error(`fault not accepted: ${res.status} ${JSON.stringify(res.body)}`);
    },
    reset: async () => {
      await admin('POST', '/reset', { mailbox: 'empty' });
    },
    close: async () => {
      await gateway.close();
      await mocks.close();
    },
  };
}

/**
 * One stack for a test file: started before its tests, reset to the demo data before each test
 * (unless `reset: false`), closed after them. The returned object stands for the running stack.
 */
export function useStack(env: Record<string, string> = {}, { reset = true }: { reset?: boolean } = {}): Stack {
  let current: Stack | undefined;
  beforeAll(async () => {
    current = await startStack(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  if (reset) {
    beforeEach(async () => {
      await current?.reset();
    });
  }
  return new Proxy({} as Stack, {
    get(_target, property) {
      if (!current) throw new Error('the stack starts in beforeAll; use it inside tests and hooks');
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[] | undefined;
  setCookies: string[];
  headers: Headers;
}

/** What the tests use of the agent's cookie jar (superagent's, from the cookiejar package). */
interface AgentCookieJar {
  setCookie(cookie: string, domain: string, path: string): unknown;
  getCookies(access: {
    domain: string;
    path: string;
    secure: boolean;
    script: boolean;
  }): { name: string; value: string }[];
}

const ANCIENT = 'Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * A visitor of one market: a supertest agent that keeps the gateway's cookies, sends the market
 * header and posts GraphQL. A cookie the gateway clears (Max-Age=0) leaves the jar, as in a
 * browser (the jar itself only knows Expires).
 */
export class Browser {
  readonly agent: request.Agent;
  private readonly host = '127.0.0.1';

  constructor(
    gateway: FastifyInstance,
    readonly market: 'de' | 'at' | 'ch',
  ) {
    this.agent = request.agent(gateway.server).set('x-market', market);
  }

  private get jar(): AgentCookieJar {
    return (this.agent as unknown as { jar: AgentCookieJar }).jar;
  }

  /** The cookies the browser holds for the gateway, by name. */
  get cookies(): Map<string, string> {
    const held = this.jar.getCookies({ domain: this.host, path: '/', secure: false, script: false });
    return new Map(held.filter((c) => c.value !== '').map((c) => [c.name, c.value]));
  }

  /** Sets (or, with an empty value, deletes) a cookie as if the gateway had sent it. */
  setCookie(name: string, value: string): void {
    this.jar.setCookie(
      value === '' ? `${name}=; Path=/; Expires=${ANCIENT}` : `${name}=${value}; Path=/`,
      this.host,
      '/',
    );
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async graphql<T = Tree>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const res = await this.agent.post('/graphql').set(headers).send({ query, variables });
    const setCookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
    for (const header of setCookies) {
      const parsed = parseSetCookie(header);
      if (parsed?.cleared) this.setCookie(parsed.name, '');
    }
    const body = res.body as { data?: T | null; errors?: GraphQLResponse['errors'] };
    return { status: res.status, data: body.data, errors: body.errors, setCookies, headers: res.headers as Headers };
  }

  login(
    username: string,
    password = DEMO_PASSWORD,
    extra: { stayLoggedIn?: boolean; recaptchaToken?: string; challengeToken?: string } = {},
  ) {
    return this.graphql<{ login: Tree }>(LOGIN, {
      input: {
        username,
        password,
        stayLoggedIn: extra.stayLoggedIn ?? false,
        recaptchaToken: extra.recaptchaToken ?? RECAPTCHA_TOKEN,
        ...(extra.challengeToken === undefined ? {} : { challengeToken: extra.challengeToken }),
      },
    });
  }

  checkUsername(username: string, recaptchaToken = RECAPTCHA_TOKEN) {
    return this.graphql<{ checkUsername: Tree }>(CHECK_USERNAME, { input: { username, recaptchaToken } });
  }

  viewer() {
    return this.graphql<{ viewer: Tree }>(VIEWER);
  }
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on LoginSuccess {
        loginMethod
        viewer {
          id
          state
          customer {
            id
            customerNumber
            email
            firstName
          }
        }
      }
      ... on LoginWrongCountry {
        customerCountry
        shopUrl
      }
      ... on LoginFailed {
        reason
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
      ... on RateLimited {
        retryAfterSeconds
      }
    }
  }
`;

const CHECK_USERNAME = /* GraphQL */ `
  mutation CheckUsername($input: CheckUsernameInput!) {
    checkUsername(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on UsernameAccepted {
        username
        usernameType
      }
      ... on UsernameNotFound {
        username
        usernameType
      }
      ... on NoCredentials {
        username
        usernameType
      }
      ... on LightUserNoCredentials {
        username
        usernameType
      }
      ... on NoPassword {
        username
        usernameType
        socialLoginProvider
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
      ... on RateLimited {
        retryAfterSeconds
      }
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer {
      id
      state
      customer {
        id
        customerNumber
        firstName
        lastName
        email
        hasPassword
        isNewCustomer
        stayLoggedIn
        personalDetails {
          id
          customerNumber
          email
          salutation
          firstName
          lastName
          countryCode
          dateOfBirth
          preferredPaymentMethod
          totalOrders
          hasBillingAddress
        }
      }
    }
  }
`;

/** Waits until `check` returns something truthy (the log service is written without waiting). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 3000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A browser logged in as `username` in `market` through the web's own Login operation (the login must succeed). */
export async function loggedIn(stack: Stack, username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  const browser = stack.browser(market);
  const { query, variables } = loginRequest(username, { market }).data;
  const res = await browser.graphql<{ login: Tree }>(query, variables);
  if (String(res.data?.login?.__typename) !== 'LoginSuccess')
    throw new Error(`login of ${username} failed: ${JSON.stringify(res)}`);
  return browser;
}

/** Starts the mocks on an ephemeral port and talks HTTP to them, keeping cookies like a browser. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildMocksApp, type MocksAppOptions } from '../src/app.ts';
import type { Kernel } from '../src/kernel/kernel.ts';
import { DEMO_PASSWORD } from '../src/kernel/personas.ts';

export interface SetCookie {
  name: string;
  value: string;
  maxAge: number | undefined;
  attributes: string[];
}

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    maxAge: maxAge === undefined ? undefined : Number(maxAge.slice('max-age='.length)),
    attributes,
  };
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: SetCookie[]): void {
    for (const c of setCookies) {
      if (c.maxAge !== undefined && c.maxAge <= 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [k, v] of this.cookies) copy.set(k, v);
    return copy;
  }
}

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** de-de unless given; null sends no locale header. */
  locale?: string | null;
  /** Sends no x-client-id header when null. */
  clientId?: string | null;
  jar?: CookieJar;
}

interface CallResult {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
  setCookies: SetCookie[];
}

export interface MocksUnderTest {
  app: FastifyInstance;
  /** The kernel of the app: its clock, mailbox and the slices' states (`kernel.state(Orders)`). */
  kernel: Kernel;
  baseUrl: string;
  jar: CookieJar;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** Username, password login of a persona; cookies land in the jar. */
  login(
    username: string,
    options?: { stayLoggedIn?: boolean; locale?: string; jar?: CookieJar; password?: string },
  ): Promise<CallResult>;
  close(): Promise<void>;
}

async function startMocks(options: MocksAppOptions = {}): Promise<MocksUnderTest> {
  const app = await buildMocksApp({ logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('mocks are not listening on a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const jar = new CookieJar();

  async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    const cookieJar = opts.jar ?? jar;
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.clientId !== null) headers['x-client-id'] = opts.clientId ?? 'mein-konto-test';
    if (opts.locale !== null) headers['x-locale'] = opts.locale ?? 'de-de';
    const cookie = cookieJar.header();
    if (cookie !== '') headers.cookie = cookie;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    cookieJar.store(setCookies);
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text) as unknown;
    return { status: response.status, body: parsed, text, headers: response.headers, setCookies };
  }

  return {
    app,
    kernel: app.mockKernel,
    baseUrl,
    jar,
    call,
    login: (username, o = {}) =>
      call('POST', '/customer-service/user/login', {
        headers: { 'x-recaptcha-token': 'test-token' },
        body: { username, password: o.password ?? DEMO_PASSWORD, stay_logged_in: o.stayLoggedIn ?? false },
        ...(o.locale === undefined ? {} : { locale: o.locale }),
        ...(o.jar === undefined ? {} : { jar: o.jar }),
      }),
    close: () => app.close(),
  };
}

/**
 * The mocks for one test file: started before its tests, closed after them and, unless
 * `reset: false` (a test file with its own clock resets itself), back to the seed through the
 * admin surface before each test. The returned object is filled once the mocks run.
 */
export function useMocks(options: MocksAppOptions = {}, { reset = true }: { reset?: boolean } = {}): MocksUnderTest {
  const mocks = {} as MocksUnderTest;
  beforeAll(async () => {
    Object.assign(mocks, await startMocks(options));
  });
  afterAll(async () => {
    await mocks.close();
  });
  if (reset) {
    beforeEach(async () => {
      expect((await mocks.call('POST', '/__admin/reset', { body: { mailbox: 'empty' } })).status).toBe(204);
    });
  }
  return mocks;
}

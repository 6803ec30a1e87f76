/** Helpers of the orders, invoices and withdrawal browser tests. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, GATEWAY_ORIGIN, MOCKS_URL, open, PASSWORD, type Market } from './fixtures.ts';

export const CUSTOMERS = {
  anna: { email: 'anna.schmidt@example.de', number: '10012345', market: 'de' },
  lukas: { email: 'lukas.gruber@example.at', number: '20023456', market: 'at' },
  heidi: { email: 'heidi.meier@example.ch', number: '30034567', market: 'ch' },
  neu: { email: 'neu.kunde@example.de', number: '', market: 'de' },
} as const satisfies Record<string, { email: string; number: string; market: Market }>;

export type Persona = keyof typeof CUSTOMERS;

/**
 * Logs in through the gateway's API (the login page has tests of its own) and opens `path`
 * (relative to /dpl/av/) in the persona's market: the browser holds the session cookies the
 * login sets, as after a login through the page.
 */
export async function loginTo(page: Page, persona: Persona, path: string): Promise<void> {
  const { email, market } = CUSTOMERS[persona];
  const response = await page.request.post(`${GATEWAY_ORIGIN}/graphql`, {
    headers: { 'x-market': market },
    data: {
      query: LOGIN,
      variables: {
        input: { username: email, password: PASSWORD, stayLoggedIn: false, recaptchaToken: 'dev-recaptcha-token' },
      },
    },
  });
  expect(response.status(), 'login over the API').toBe(200);
  expect(
    ((await response.json()) as { data?: { login?: { __typename?: string } } }).data?.login?.__typename,
    `login of ${persona}`,
  ).toBe('LoginSuccess');
  await open(page, path, market);
}

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { __typename } }';

export async function addFault(
  request: APIRequestContext,
  fault: { service: string; method?: string; path?: string; status?: number; body?: unknown; times?: number },
): Promise<void> {
  const response = await request.post(`${MOCKS_URL}/__admin/faults`, { data: fault });
  expect(response.status(), 'fault added').toBe(201);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete(`${MOCKS_URL}/__admin/faults`)).status()).toBe(204);
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

export async function mailbox(request: APIRequestContext): Promise<MailMessage[]> {
  const response = await request.get(`${MOCKS_URL}/__admin/mailbox`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/** The h1 of the page, focused after a client-side navigation. */
export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

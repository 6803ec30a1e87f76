/** Helpers of the orders, invoices and withdrawal browser tests. */
import { CUSTOMERS, loginRequest, type Persona } from '@mein-konto/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, GATEWAY_ORIGIN, MOCKS_URL, open } from './fixtures.ts';

/**
 * Logs in through the gateway's API with the web's own Login operation (the login page has tests of its own) and opens `path`
 * (relative to /dpl/av/) in the persona's market: the browser holds the session cookies the
 * login sets, as after a login through the page.
 */
export async function loginTo(page: Page, persona: Persona, path: string): Promise<void> {
  const { email, market } = CUSTOMERS[persona];
  const { headers, data } = loginRequest(email, { market });
  const response = await page.request.post(`${GATEWAY_ORIGIN}/graphql`, { headers, data });
  expect(response.status(), 'login over the API').toBe(200);
  expect(
    ((await response.json()) as { data?: { login?: { __typename?: string } } }).data?.login?.__typename,
    `login of ${persona}`,
  ).toBe('LoginSuccess');
  await open(page, path, market);
}

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

/** The h1 of the page, focused after a client-side navigation. */
export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

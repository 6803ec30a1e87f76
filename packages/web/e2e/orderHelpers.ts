/** Helpers of the orders, invoices and withdrawal browser tests. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, MOCKS_URL, open, enterUsername, enterPassword, PASSWORD, type Market } from './fixtures.ts';

export const CUSTOMERS = {
  anna: { email: 'anna.schmidt@example.de', number: '10012345', market: 'de' },
  lukas: { email: 'lukas.gruber@example.at', number: '20023456', market: 'at' },
  heidi: { email: 'heidi.meier@example.ch', number: '30034567', market: 'ch' },
  neu: { email: 'neu.kunde@example.de', number: '', market: 'de' },
} as const satisfies Record<string, { email: string; number: string; market: Market }>;

export type Persona = keyof typeof CUSTOMERS;

/** Logs in through the login page and lands on `path` (relative to /dpl/av/). */
export async function loginTo(page: Page, persona: Persona, path: string): Promise<void> {
  const { email, market } = CUSTOMERS[persona];
  await open(page, `login?redirect=${encodeURIComponent(`/${path}`)}`, market);
  await enterUsername(page, email);
  await enterPassword(page, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/dpl/av/${path.replace(/[?]/g, '\\?')}`));
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

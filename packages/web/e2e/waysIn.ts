/** Helpers of the ways-in browser tests: the development mailbox, the mock clock, keyboard steps and the Google sign-in. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MOCKS_URL, open } from './fixtures.ts';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sent_at: string;
}

export async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  const res = await request.get(`${MOCKS_URL}/__admin/mailbox`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** The newest e-mail to an address (waits for it), and its link into the account SPA. */
export async function latestMail(request: APIRequestContext, to: string): Promise<Mail & { link: string }> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(request)).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
        return found?.subject ?? null;
      },
      { message: `an e-mail to ${to}` },
    )
    .not.toBeNull();
  const mail = found as Mail;
  const link = mail.links.find((l) => l.includes('/dpl/av/'));
  expect(link, `a link into the account in "${mail.subject}"`).toBeTruthy();
  return { ...mail, link: link as string };
}

export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return (await mailbox(request)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

export async function advanceClock(request: APIRequestContext, seconds: number): Promise<void> {
  const res = await request.post(`${MOCKS_URL}/__admin/clock`, { data: { advance_seconds: seconds } });
  expect(res.status()).toBe(200);
}

/** The token of an e-mailed link. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** Presses Tab until the locator has the focus (keyboard-only flows), at most `max` times. */
export async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 25): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Starts the Google login and chooses an account on the sign-in stand-in. */
export async function signInWithGoogle(page: Page, market: 'de' | 'at' | 'ch', account: string): Promise<void> {
  await open(page, 'login', market);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Konto auswählen' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(account) }).click();
}

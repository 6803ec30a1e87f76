/** Helpers of the ways-in browser tests: the newest e-mail's link, keyboard steps and the Google sign-in (the mailbox and the clock: @mein-konto/testing). */
import { mailsTo, type Mail } from '@mein-konto/testing';
import { expect, type Page } from '@playwright/test';
import { MOCKS_URL, open } from './fixtures.ts';

/** The newest e-mail to an address (waits for it), and its link into the account SPA. */
export async function latestMail(to: string): Promise<Mail & { link: string }> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(MOCKS_URL, to)).at(-1);
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

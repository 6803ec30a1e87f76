/**
 * The pages of e-mail links, without login (docs/product/public-pages.md §2 newsletter/cancelSubscription,
 * newsletter/confirmation, stock-reminder/unsubscribe, stock-reminder/confirm-doi,
 * research/confirmation, unsubscribe/upsell; §4; §8), in all three markets, each started from
 * the link of an e-mail in the mailbox and finished, with the states of missing, used and unknown
 * links and a failing service. None of them loads the account area's JavaScript or CSS.
 */
import { mailsTo } from '@mein-konto/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectReflow, open, MOCKS_URL } from './fixtures.ts';
import { addFault } from './orderHelpers.ts';

const ANNA = 'anna.schmidt@example.de';

/** A reset that leaves the seed's e-mails in the mailbox (anna's links to every page). */
async function resetWithSeedMails(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${MOCKS_URL}/__admin/reset`, { data: { mailbox: 'seeded' } })).status()).toBe(204);
}

async function linkTo(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const mail = (await mailsTo(MOCKS_URL, to)).filter((m) => subject.test(m.subject)).at(-1);
  expect(mail?.links[0], `an e-mail "${String(subject)}" to ${to}`).toBeTruthy();
  return mail?.links[0] ?? '';
}

/** Records the requests of the page, to show that no account-area code or style is loaded. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

function expectNoAccountArea(urls: readonly string[]): void {
  expect(urls.filter((u) => /AccountLayout|MantineScope|@mantine/.test(u))).toEqual([]);
}

test('anna (de) unsubscribes her weekly newsletter from its e-mail; opening the link again says it is done', async ({
  page,
  request,
  a11y,
}) => {
  const urls = recordRequests(page);
  await resetWithSeedMails(request);
  const link = await linkTo(request, ANNA, /Top-Angebote/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter abbestellen' })).toBeVisible();
  await expect(page.getByText('Newsletter an a***@example.de')).toBeVisible();
  await expect(page.getByText('Sie erhalten bereits höchstens einen Newsletter pro Woche.')).toBeVisible();
  // One choice left: the question names it, and its box describes what it does (not a state already reached).
  await expect(page.getByText('Möchten Sie den Newsletter ganz abbestellen?')).toBeVisible();
  await expect(page.getByText('Wählen Sie, was für Sie passt', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Sie erhalten keine Newsletter mehr.', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Danach schicken wir Ihnen keine Newsletter mehr.', { exact: false })).toBeVisible();
  await a11y('newsletter cancel');
  await expectReflow(page, 'newsletter cancel');
  await page.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind vom Newsletter abgemeldet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zu unseren Top-Angeboten' })).toHaveAttribute('href', /top-angebote$/);
  await a11y('newsletter unsubscribed');

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sie sind bereits vom Newsletter abgemeldet' }),
  ).toBeVisible();
  expectNoAccountArea(urls);
});

test('heidi (ch) reduces her newsletter to weekly; a link without subscription id and a failing service say so', async ({
  page,
  request,
  a11y,
}) => {
  const urls = recordRequests(page);
  expect(
    (await request.post(`${MOCKS_URL}/__admin/newsletter/mail`, { data: { customer_number: '30034567' } })).status(),
  ).toBe(204);
  const link = await linkTo(request, 'heidi.meier@example.ch', /Top-Angebote/);
  expect(new URL(link).searchParams.get('locale')).toBe('ch');

  await open(page, 'newsletter/cancelSubscription', 'ch');
  await expect(page.getByText('Der Link ist unvollständig.', { exact: false })).toBeVisible();
  await a11y('newsletter link without id');

  await page.goto(link);
  await addFault(request, { service: 'newsletter', method: 'PUT', status: 503, times: 1 });
  await page.getByRole('button', { name: 'Weniger E-Mails: höchstens einen Newsletter pro Woche' }).click();
  await expect(page.getByRole('alert')).toContainText('Da hat etwas nicht funktioniert.');
  await a11y('newsletter failed');
  await page.getByRole('button', { name: 'Weniger E-Mails: höchstens einen Newsletter pro Woche' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sie erhalten jetzt weniger E-Mails' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zu unseren Top-Angeboten' })).toHaveAttribute('href', /mein-shop\.ch/);
  expectNoAccountArea(urls);
});

test('anna (de) ends her stock reminder and confirms a new one; a used and a missing confirmation link say so', async ({
  page,
  request,
  a11y,
}) => {
  const urls = recordRequests(page);
  await resetWithSeedMails(request);
  const unsubscribe = await linkTo(request, ANNA, /^Wieder da/);
  await page.goto(unsubscribe);
  await expect(page.getByText('„Akku-Handstaubsauger“', { exact: false })).toBeVisible();
  await a11y('stock reminder unsubscribe');
  await page.getByRole('button', { name: 'Erinnerung abbestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erinnerung abbestellt' })).toBeVisible();
  await expect(page.getByText('Sie erhalten keine Erinnerung mehr zu „Akku-Handstaubsauger“.')).toBeVisible();
  await page.goto(unsubscribe);
  await expect(page.getByText(/Diese Erinnerung hatten Sie bereits abbestellt/)).toBeVisible();

  const confirm = await linkTo(request, ANNA, /bestätigen Sie Ihre Erinnerung/);
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Erinnerung ist aktiv' })).toBeVisible();
  await expect(page.getByText(/Damenarmbanduhr mit Lederarmband/)).toBeVisible();
  await a11y('stock reminder confirmed');
  // Opened again: the reminder is active, nothing about passwords (public-pages.md §4).
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Erinnerung ist bereits aktiv' })).toBeVisible();
  await expect(page.getByText(/Passwort/)).toHaveCount(0);
  await a11y('stock reminder link opened again');
  await expectReflow(page, 'stock reminder link opened again');
  await open(page, 'stock-reminder/confirm-doi', 'de');
  await expect(page.locator('[data-token-state="TOKEN_MISSING"]')).toBeVisible();
  await a11y('stock reminder link without token');
  expectNoAccountArea(urls);
});

test('anna (de) confirms the market research: a failing service first, then confirmed, then already confirmed', async ({
  page,
  request,
  a11y,
}) => {
  await resetWithSeedMails(request);
  const link = await linkTo(request, ANNA, /Meinung/);
  await addFault(request, {
    service: 'customer',
    path: '/user/market-research-consent/confirm',
    status: 500,
    times: 1,
  });
  await page.goto(link);
  await expect(page.getByText('Ihre Anmeldung ist leider fehlgeschlagen.', { exact: false })).toBeVisible();
  await a11y('market research failed');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Teilnahme!' })).toBeVisible();
  await a11y('market research confirmed');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind bereits angemeldet' })).toBeVisible();
});

test('lukas (at) ends the upsell e-mails for the address the link names; a failing service keeps the button', async ({
  page,
  request,
  a11y,
}) => {
  const urls = recordRequests(page);
  expect(
    (
      await request.post(`${MOCKS_URL}/__admin/customer/marketing-mail`, {
        data: { customer_number: '20023456', kind: 'upsell' },
      })
    ).status(),
  ).toBe(204);
  const link = await linkTo(request, 'lukas.gruber@example.at', /^Passend zu Ihrer Bestellung/);
  await page.goto(link);
  await expect(page.getByText(/an lukas\.gruber@example\.at E-Mails mit Angeboten/)).toBeVisible();
  await a11y('upsell unsubscribe');
  await addFault(request, { service: 'customer', path: '/user/unsubscribe/upsell', status: 503, times: 1 });
  await page.getByRole('button', { name: 'E-Mails abbestellen' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'E-Mails abbestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abbestellt' })).toBeVisible();
  await expect(page.getByText(/An lukas\.gruber@example\.at schicken wir keine Angebote/)).toBeVisible();
  await a11y('upsell unsubscribed');
  await page.goto(new URL(link).pathname + '?locale=at');
  await expect(page.getByText('Der Link ist unvollständig.', { exact: false })).toBeVisible();
  expectNoAccountArea(urls);
});

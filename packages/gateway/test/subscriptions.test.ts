/**
 * The public pages of e-mail links over HTTP against the mocks, starting from the links of the
 * seed's e-mails in the mailbox: newsletter (state, weekly, unsubscribe, again), stock reminders
 * (unsubscribe, double opt-in), market research (confirmed, already confirmed), upsell
 * unsubscribe; missing, malformed and unknown ids and tokens; and no e-mail in any log.
 */
import { mailbox } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { run } from './auth.ts';
import { useStack } from './stack.ts';

const stack = useStack();

const ERROR = '... on Error { code message } ... on InvalidInput { fieldErrors { field message } }';
const SUBSCRIPTION = 'id status frequency maskedEmail';
const REMINDER = 'id status productName';

const NEWSLETTER = `query NewsletterSubscription($id: String!) { newsletterSubscription(id: $id) { __typename ... on NewsletterSubscription { ${SUBSCRIPTION} } ${ERROR} } }`;
const CANCEL = `mutation CancelNewsletter($input: CancelNewsletterInput!) { cancelNewsletter(input: $input) { __typename ${ERROR}
  ... on NewsletterUnsubscribed { alreadyUnsubscribed subscription { ${SUBSCRIPTION} } } ... on NewsletterReduced { subscription { ${SUBSCRIPTION} } } } }`;
const REMINDER_QUERY = `query StockReminder($id: String!) { stockReminder(id: $id) { __typename ... on StockReminder { ${REMINDER} } ${ERROR} } }`;
const UNSUBSCRIBE_REMINDER = `mutation UnsubscribeStockReminder($input: UnsubscribeStockReminderInput!) { unsubscribeStockReminder(input: $input) { __typename ${ERROR}
  ... on StockReminderUnsubscribed { alreadyUnsubscribed reminder { ${REMINDER} } } } }`;
const CONFIRM_REMINDER = `mutation ConfirmStockReminder($input: ConfirmStockReminderInput!) { confirmStockReminder(input: $input) { __typename ... on Error { code message }
  ... on StockReminderConfirmed { reminder { ${REMINDER} } } } }`;
const CONFIRM_RESEARCH = `mutation ConfirmMarketResearch($input: ConfirmMarketResearchInput!) { confirmMarketResearch(input: $input) { __typename ... on Error { code message }
  ... on MarketResearchConfirmed { confirmed } } }`;
const UNSUBSCRIBE_UPSELL = `mutation UnsubscribeUpsell($input: UnsubscribeUpsellInput!) { unsubscribeUpsell(input: $input) { __typename ${ERROR}
  ... on UpsellUnsubscribed { email } } }`;

/** The link of the seed's e-mail to anna whose subject matches. */
async function annasLink(subject: RegExp): Promise<URL> {
  const mail = (await mailbox(stack.mocksUrl)).find(
    (m) => m.to === 'anna.schmidt@example.de' && subject.test(m.subject),
  );
  if (!mail?.links[0]) throw new Error(`no e-mail ${String(subject)}`);
  return new URL(mail.links[0]);
}

async function seeded(): Promise<void> {
  expect((await stack.admin('POST', '/reset', { mailbox: 'seeded' })).status).toBe(204);
}

describe('newsletter', () => {
  it('shows anna’s weekly newsletter masked, unsubscribes it, and a second click says it was done already', async () => {
    await seeded();
    const id = (await annasLink(/Top-Angebote/)).searchParams.get('subscriptionId') ?? '';
    const browser = stack.browser();
    expect(await run(browser, NEWSLETTER, { id })).toEqual({
      __typename: 'NewsletterSubscription',
      id,
      status: 'ACTIVE',
      frequency: 'WEEKLY',
      maskedEmail: 'a***@example.de',
    });
    expect(await run(browser, CANCEL, { input: { subscriptionId: id, action: 'UNSUBSCRIBE' } })).toMatchObject({
      __typename: 'NewsletterUnsubscribed',
      alreadyUnsubscribed: false,
      subscription: { status: 'UNSUBSCRIBED' },
    });
    expect(await run(browser, CANCEL, { input: { subscriptionId: id, action: 'UNSUBSCRIBE' } })).toMatchObject({
      alreadyUnsubscribed: true,
    });
    expect(await run(browser, CANCEL, { input: { subscriptionId: id, action: 'REDUCE_TO_WEEKLY' } })).toMatchObject({
      __typename: 'SubscriptionEnded',
      code: 'SUBSCRIPTION_ENDED',
    });
  });

  it('reduces heidi’s newsletter to weekly', async () => {
    expect((await stack.admin('POST', '/newsletter/mail', { customer_number: '30034567' })).status).toBe(204);
    const mail = (await mailbox(stack.mocksUrl)).find((m) => m.to === 'heidi.meier@example.ch');
    const id = new URL(mail?.links[0] ?? '').searchParams.get('subscriptionId') ?? '';
    expect(
      await run(stack.browser('ch'), CANCEL, { input: { subscriptionId: id, action: 'REDUCE_TO_WEEKLY' } }),
    ).toEqual({
      __typename: 'NewsletterReduced',
      subscription: { id, status: 'ACTIVE', frequency: 'WEEKLY', maskedEmail: 'h***@example.ch' },
    });
  });

  it('answers a missing id with the error of docs/product/public-pages.md §8, and malformed or unknown ids as not found; malformed ones reach no service', async () => {
    const browser = stack.browser();
    expect(await run(browser, CANCEL, { input: { subscriptionId: '  ', action: 'UNSUBSCRIBE' } })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'subscriptionId', message: expect.stringMatching(/unvollständig/) }],
    });
    const before = stack.mocksRequests.filter((r) => r.includes('/subscriptions/')).length;
    expect(
      await run(browser, CANCEL, { input: { subscriptionId: '../../admin ä', action: 'UNSUBSCRIBE' } }),
    ).toMatchObject({ __typename: 'SubscriptionNotFound' });
    expect(stack.mocksRequests.filter((r) => r.includes('/subscriptions/'))).toHaveLength(before);
    expect(await run(browser, NEWSLETTER, { id: '9b1f0c2e-0000-4000-8000-000000000000' })).toMatchObject({
      __typename: 'SubscriptionNotFound',
      code: 'SUBSCRIPTION_NOT_FOUND',
    });
  });
});

describe('stock reminders', () => {
  it('ends anna’s reminder (again: done already) and confirms her new one once', async () => {
    await seeded();
    const browser = stack.browser();
    const reminderId = (await annasLink(/^Wieder da/)).searchParams.get('reminderId') ?? '';
    expect(await run(browser, REMINDER_QUERY, { id: reminderId })).toEqual({
      __typename: 'StockReminder',
      id: reminderId,
      status: 'ACTIVE',
      productName: 'Akku-Handstaubsauger',
    });
    expect(await run(browser, UNSUBSCRIBE_REMINDER, { input: { reminderId } })).toMatchObject({
      alreadyUnsubscribed: false,
      reminder: { status: 'UNSUBSCRIBED' },
    });
    expect(await run(browser, UNSUBSCRIBE_REMINDER, { input: { reminderId } })).toMatchObject({
      alreadyUnsubscribed: true,
    });

    const token = (await annasLink(/bestätigen Sie Ihre Erinnerung/)).searchParams.get('token') ?? '';
    expect(await run(browser, CONFIRM_REMINDER, { input: { token } })).toMatchObject({
      __typename: 'StockReminderConfirmed',
      reminder: { status: 'ACTIVE', productName: 'Damenarmbanduhr mit Lederarmband' },
    });
    expect(await run(browser, CONFIRM_REMINDER, { input: { token } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
    expect(await run(browser, CONFIRM_REMINDER, { input: { token: ' ' } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_MISSING',
    });
    expect(await run(browser, UNSUBSCRIBE_REMINDER, { input: { reminderId: '' } })).toMatchObject({
      __typename: 'InvalidInput',
    });
  });
});

describe('market research and upsell e-mails', () => {
  it('confirms anna’s market research once; then already confirmed; an unknown token is invalid', async () => {
    await seeded();
    const token = (await annasLink(/Meinung/)).searchParams.get('market-research-doi-token') ?? '';
    const browser = stack.browser();
    expect(await run(browser, CONFIRM_RESEARCH, { input: { token } })).toEqual({
      __typename: 'MarketResearchConfirmed',
      confirmed: true,
    });
    expect(await run(browser, CONFIRM_RESEARCH, { input: { token } })).toMatchObject({
      __typename: 'MarketResearchAlreadyConfirmed',
      code: 'ALREADY_CONFIRMED',
    });
    expect(await run(browser, CONFIRM_RESEARCH, { input: { token: 'ausgedacht' } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_INVALID',
    });
    expect(await run(browser, CONFIRM_RESEARCH, { input: { token: '' } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_MISSING',
    });
  });

  it('does not retry the consent (a GET that changes state) when the service answers 503', async () => {
    await seeded();
    const token = (await annasLink(/Meinung/)).searchParams.get('market-research-doi-token') ?? '';
    const calls = () => stack.mocksRequests.filter((r) => r.includes('/market-research-consent/confirm')).length;
    const before = calls();
    await stack.fault({ service: 'customer', path: '/user/market-research-consent/confirm', status: 503, times: 1 });
    const res = await stack.browser().graphql(CONFIRM_RESEARCH, { input: { token } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    // The faulted call is answered before the mocks record it: a retry would be the one recorded (and succeed).
    expect(calls() - before).toBe(0);
    expect(await run(stack.browser(), CONFIRM_RESEARCH, { input: { token } })).toEqual({
      __typename: 'MarketResearchConfirmed',
      confirmed: true,
    });
  });

  it('ends anna’s upsell e-mails and names her address; parts that do not belong together are not found', async () => {
    await seeded();
    const link = await annasLink(/^Passend zu Ihrer Bestellung/);
    const input = {
      customerId: link.searchParams.get('customerId') ?? '',
      email: link.searchParams.get('email') ?? '',
      externalOrderId: link.searchParams.get('externalOrderId') ?? '',
    };
    const browser = stack.browser();
    expect(await run(browser, UNSUBSCRIBE_UPSELL, { input })).toEqual({
      __typename: 'UpsellUnsubscribed',
      email: 'anna.schmidt@example.de',
    });
    expect(await run(browser, UNSUBSCRIBE_UPSELL, { input })).toEqual({
      __typename: 'UpsellUnsubscribed',
      email: 'anna.schmidt@example.de',
    });
    expect(
      await run(browser, UNSUBSCRIBE_UPSELL, { input: { ...input, email: 'lukas.gruber@example.at' } }),
    ).toMatchObject({ __typename: 'SubscriptionNotFound' });
    expect(await run(browser, UNSUBSCRIBE_UPSELL, { input: { ...input, externalOrderId: '' } })).toMatchObject({
      __typename: 'InvalidInput',
    });
  });

  it('answers a failing service with an error and logs no e-mail', async () => {
    await seeded();
    stack.logs.length = 0;
    const link = await annasLink(/^Passend zu Ihrer Bestellung/);
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/unsubscribe/upsell', status: 503, times: 1 });
    const res = await stack.browser().graphql(UNSUBSCRIBE_UPSELL, {
      input: {
        customerId: link.searchParams.get('customerId'),
        email: 'anna.schmidt@example.de',
        externalOrderId: link.searchParams.get('externalOrderId'),
      },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(JSON.stringify(stack.logs)).not.toContain('anna.schmidt@example.de');
  });
});

import { describe, expect, it } from 'vitest';
import { openInvoicesResponse } from '@mein-konto/schema/upstream/payment';
import { CookieJar, useMocks } from '../../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const mocks = useMocks({ now: () => NOW });

async function openInvoicesOf(username: string, locale = 'de-de') {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  const res = await mocks.call('GET', '/payment-service/invoices/open', { jar, locale });
  expect(res.status).toBe(200);
  return openInvoicesResponse.parse(res.body);
}

describe('open invoices', () => {
  it('lists anna’s open and overdue invoice, latest due date first, with the balance', async () => {
    const body = await openInvoicesOf('anna.schmidt@example.de');
    expect(body).toEqual({
      invoices: [
        {
          id: 'inv-10012345-2',
          number: 'R-2024-558812',
          order_number: '81000010',
          amount: { amount: '80.93', currency: 'EUR' },
          due_date: '2026-06-25',
          status: 'OPEN',
        },
        {
          id: 'inv-10012345-1',
          number: 'R-2024-551204',
          order_number: '81000008',
          amount: { amount: '59.93', currency: 'EUR' },
          due_date: '2026-06-03',
          status: 'ENCASH',
        },
      ],
      balance: { amount: '140.86', currency: 'EUR' },
    });
  });

  it('answers heidi in CHF', async () => {
    const body = await openInvoicesOf('heidi.meier@example.ch', 'de-ch');
    expect(body.invoices).toHaveLength(1);
    expect(body.invoices[0]?.amount).toEqual({ amount: '71.80', currency: 'CHF' });
    expect(body.balance).toEqual({ amount: '71.80', currency: 'CHF' });
  });

  it('answers an empty list and a zero balance for customers without invoices', async () => {
    expect(await openInvoicesOf('lukas.gruber@example.at', 'de-at')).toEqual({
      invoices: [],
      balance: { amount: '0.00', currency: 'EUR' },
    });
    expect(await openInvoicesOf('neu.kunde@example.de')).toEqual({
      invoices: [],
      balance: { amount: '0.00', currency: 'EUR' },
    });
  });

  it('needs a session', async () => {
    const res = await mocks.call('GET', '/payment-service/invoices/open', { jar: new CookieJar() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
  });
});

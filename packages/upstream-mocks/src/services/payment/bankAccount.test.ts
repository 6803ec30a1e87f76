import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';

const mocks = useMocks();

async function as(username: string, locale = 'de-de') {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return (method: string, path: string, body?: unknown) =>
    mocks.call(method, path, { jar, locale, ...(body === undefined ? {} : { body }) });
}

describe('banking details and preferred payment', () => {
  it('answers anna’s account with the IBAN masked and the bank named', async () => {
    const anna = await as('anna.schmidt@example.de');
    const res = await anna('GET', '/payment-service/user/banking-details');
    expect(res.body).toEqual({
      banking_details: {
        account_holder: 'Anna Schmidt',
        iban: 'DE** **** **** **** **30 00',
        bank_name: 'Commerzbank',
        bic: 'COBADEFFXXX',
      },
    });
    expect(res.text).not.toContain('3704');
  });

  it('validates an IBAN: the bank for a good one, iban_invalid for a typo', async () => {
    const anna = await as('anna.schmidt@example.de');
    const ok = await anna('POST', '/payment-service/iban/validation', { iban: 'DE89370400440532013000' });
    expect(ok.body).toMatchObject({ bank_details: { bank_name: 'Commerzbank' } });
    const typo = await anna('POST', '/payment-service/iban/validation', { iban: 'DE89370400440532013001' });
    expect(typo.status).toBe(400);
    expect(typo.body).toMatchObject({ key: '/dpl/cs/errors/iban_invalid' });
  });

  it('saves a new account, needs a billing address first, and has no direct debit in ch', async () => {
    const anna = await as('anna.schmidt@example.de');
    const saved = await anna('POST', '/payment-service/user/banking-details', {
      account_holder: 'Anna Schmidt',
      iban: 'DE02500105170137075030',
    });
    expect(saved.body).toMatchObject({
      banking_details: { bank_name: 'ING-DiBa', iban: 'DE** **** **** **** **50 30' },
    });
    // the new mandate's reference goes out by e-mail, the account masked in it
    const mails = mocks.kernel.mailbox.messages.filter((m) => m.to === 'anna.schmidt@example.de');
    expect(mails.map((m) => m.subject)).toEqual(['Ihr SEPA-Lastschriftmandat für Mein Shop']);
    expect(mails[0]?.text).toMatch(/Mandatsreferenz: MK-10012345-0001\n/);
    expect(mails[0]?.text).toContain('Konto: Anna Schmidt, DE** **** **** **** **50 30 (ING-DiBa)');
    expect(mails[0]?.text).not.toContain('DE02500105170137075030');
    const neu = await as('neu.kunde@example.de');
    expect(
      (
        await neu('POST', '/payment-service/user/banking-details', {
          account_holder: 'Niklas Neu',
          iban: 'DE02500105170137075030',
        })
      ).body,
    ).toMatchObject({ key: '/dpl/cs/errors/billing_address_required' });
    const heidi = await as('heidi.meier@example.ch', 'de-ch');
    expect(
      (
        await heidi('POST', '/payment-service/user/banking-details', {
          account_holder: 'Heidi Meier',
          iban: 'DE02500105170137075030',
        })
      ).status,
    ).toBe(403);
    expect((await heidi('GET', '/payment-service/user/banking-details')).body).toEqual({ banking_details: null });
  });

  it('refuses to delete the account of a direct-debit customer, deletes after switching to invoice', async () => {
    const lukas = await as('lukas.gruber@example.at', 'de-at');
    const refused = await lukas('DELETE', '/payment-service/user/banking-details');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ key: '/dpl/cs/errors/banking_details_in_use' });
    expect(
      (await lukas('PATCH', '/payment-service/user/preferred-payment', { preferred_payment_method: 'INVOICE' })).body,
    ).toEqual({ preferred_payment_method: 'INVOICE' });
    expect((await lukas('DELETE', '/payment-service/user/banking-details')).status).toBe(204);
    expect((await lukas('DELETE', '/payment-service/user/banking-details')).body).toMatchObject({
      key: '/dpl/cs/errors/banking_details_not_found',
    });
    expect(
      (await lukas('PATCH', '/payment-service/user/preferred-payment', { preferred_payment_method: 'DIRECT_DEBIT' }))
        .body,
    ).toMatchObject({ key: '/dpl/cs/errors/banking_details_required' });
    expect(
      (
        await lukas(
          'GET',
          '/customer-service/user/personal-details?address_strict_typing=true&packstation_mapping=true',
        )
      ).body,
    ).toMatchObject({ preferred_payment_method: 'INVOICE' });
  });

  it('never sets PAYPAL as preferred', async () => {
    const anna = await as('anna.schmidt@example.de');
    const res = await anna('PATCH', '/payment-service/user/preferred-payment', { preferred_payment_method: 'PAYPAL' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/payment_method_not_settable' });
  });
});

import { describe, expect, it } from 'vitest';
import { loggedIn, useStack, type Browser } from './stack.ts';

const stack = useStack({ UPSTREAM_TIMEOUT_MS: '5000' });

function as(username = 'anna.schmidt@example.de', market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  return loggedIn(stack, username, market);
}

const METHODS =
  'id preferredMethod settableMethods directDebitAvailable hasBillingAddress bankAccount { id accountHolder maskedIban bankName }';
const PAGE = /* GraphQL */ `query Payment { viewer { customer { id paymentMethods { ${METHODS} } } } }`;
const ERR = '... on Error { code message } ... on InvalidInput { fieldErrors { field message } }';
const VALIDATE = /* GraphQL */ `mutation V($input: ValidateIbanInput!) { validateIban(input: $input) { __typename ... on IbanValidated { maskedIban bankName } ${ERR} } }`;
const SAVE = /* GraphQL */ `mutation S($input: SaveBankAccountInput!) { saveBankAccount(input: $input) { __typename ... on BankAccountSaved { paymentMethods { ${METHODS} } } ${ERR} } }`;
const DELETE = /* GraphQL */ `mutation D { deleteBankAccount { __typename ... on BankAccountDeleted { paymentMethods { ${METHODS} } } ... on Error { code message } } }`;
const PREFER = /* GraphQL */ `mutation P($input: SetPreferredPaymentMethodInput!) { setPreferredPaymentMethod(input: $input) { __typename ... on PreferredPaymentMethodSet { paymentMethods { ${METHODS} } } ${ERR} } }`;

const GOOD_IBAN = 'de02 5001 0517 0137 0750 30';
const TYPO_IBAN = 'DE02 5001 0517 0137 0750 31';

describe('payment methods', () => {
  it('shows anna’s preferred method and her bank account with the IBAN masked', async () => {
    const anna = await as();
    const res = await anna.graphql(PAGE);
    expect(res.errors).toBeUndefined();
    expect(res.data?.viewer?.customer?.paymentMethods).toMatchObject({
      preferredMethod: 'INVOICE',
      settableMethods: ['DIRECT_DEBIT', 'INVOICE'],
      directDebitAvailable: true,
      hasBillingAddress: true,
      bankAccount: {
        accountHolder: 'Anna Schmidt',
        maskedIban: 'DE** **** **** **** **30 00',
        bankName: 'Commerzbank',
      },
    });
  });

  it('offers heidi no direct debit and refuses to set it up', async () => {
    const heidi = await as('heidi.meier@example.ch', 'ch');
    expect((await heidi.graphql(PAGE)).data?.viewer?.customer?.paymentMethods).toMatchObject({
      settableMethods: ['INVOICE'],
      directDebitAvailable: false,
      bankAccount: null,
    });
    expect(
      (await heidi.graphql(SAVE, { input: { accountHolder: 'Heidi Meier', iban: GOOD_IBAN } })).data?.saveBankAccount
        ?.__typename,
    ).toBe('DirectDebitNotAvailable');
    expect(
      (await heidi.graphql(PREFER, { input: { method: 'DIRECT_DEBIT' } })).data?.setPreferredPaymentMethod?.__typename,
    ).toBe('DirectDebitNotAvailable');
  });

  it('catches a typo by the checksum before any call, and names the bank of a good IBAN', async () => {
    const anna = await as();
    const before = stack.mocksRequests.length;
    const typo = await anna.graphql(VALIDATE, { input: { iban: TYPO_IBAN } });
    expect(typo.data?.validateIban).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'iban', message: 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.' }],
    });
    const short = await anna.graphql(VALIDATE, { input: { iban: 'DE02 5001' } });
    expect(short.data?.validateIban?.fieldErrors?.[0]?.message).toBe(
      'Bitte geben Sie eine vollständige deutsche IBAN ein: DE, 2 Prüfziffern und 18 Ziffern.',
    );
    expect(stack.mocksRequests.slice(before).some((r) => r.includes('/iban/validation'))).toBe(false);
    const good = await anna.graphql(VALIDATE, { input: { iban: GOOD_IBAN } });
    expect(good.data?.validateIban).toMatchObject({
      __typename: 'IbanValidated',
      bankName: 'ING-DiBa',
      maskedIban: 'DE** **** **** **** **50 30',
    });
  });

  it('saves a bank account, sets direct debit, refuses to delete it while preferred, deletes after switching', async () => {
    const anna = await as();
    const missingHolder = await anna.graphql(SAVE, { input: { accountHolder: ' ', iban: GOOD_IBAN } });
    expect(missingHolder.data?.saveBankAccount).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'accountHolder' }],
    });
    const saved = await anna.graphql(SAVE, { input: { accountHolder: 'Anna Schmidt', iban: GOOD_IBAN } });
    expect(saved.data?.saveBankAccount).toMatchObject({
      __typename: 'BankAccountSaved',
      paymentMethods: { bankAccount: { bankName: 'ING-DiBa' } },
    });
    expect(
      (await anna.graphql(PREFER, { input: { method: 'DIRECT_DEBIT' } })).data?.setPreferredPaymentMethod,
    ).toMatchObject({ paymentMethods: { preferredMethod: 'DIRECT_DEBIT' } });
    expect((await anna.graphql(PREFER, { input: { method: 'PAYPAL' } })).data?.setPreferredPaymentMethod).toMatchObject(
      { __typename: 'InvalidInput' },
    );
    const inUse = await anna.graphql(DELETE);
    expect(inUse.data?.deleteBankAccount).toMatchObject({
      __typename: 'BankAccountDeleteFailed',
      code: 'BANK_ACCOUNT_IN_USE',
    });
    await anna.graphql(PREFER, { input: { method: 'INVOICE' } });
    expect((await anna.graphql(DELETE)).data?.deleteBankAccount).toMatchObject({
      __typename: 'BankAccountDeleted',
      paymentMethods: { bankAccount: null },
    });
    expect(
      (await anna.graphql(PREFER, { input: { method: 'DIRECT_DEBIT' } })).data?.setPreferredPaymentMethod?.__typename,
    ).toBe('BankAccountRequired');
  });

  it('wants a billing address before a bank account (neu)', async () => {
    const neu = await as('neu.kunde@example.de');
    expect((await neu.graphql(PAGE)).data?.viewer?.customer?.paymentMethods).toMatchObject({
      hasBillingAddress: false,
      preferredMethod: null,
    });
    const res = await neu.graphql(SAVE, { input: { accountHolder: 'Niklas Neu', iban: GOOD_IBAN } });
    expect(res.data?.saveBankAccount).toMatchObject({
      __typename: 'BillingAddressRequired',
      code: 'BILLING_ADDRESS_REQUIRED',
    });
  });

  it('answers a failed delete with its own message and keeps the page when the payment service fails', async () => {
    const anna = await as();
    await stack.fault({ service: 'payment', method: 'DELETE', status: 500 });
    expect((await anna.graphql(DELETE)).data?.deleteBankAccount).toMatchObject({
      __typename: 'BankAccountDeleteFailed',
      code: 'PAYMENT_UPDATE_FAILED',
    });
    await stack.fault({ service: 'payment', status: 503 });
    const res = await anna.graphql(PAGE);
    expect(res.data?.viewer?.customer).toMatchObject({ id: expect.any(String), paymentMethods: null });
  });

  it('never writes an IBAN into a log line', async () => {
    const anna = await as();
    await anna.graphql(VALIDATE, { input: { iban: GOOD_IBAN } });
    await anna.graphql(SAVE, { input: { accountHolder: 'Anna Schmidt', iban: TYPO_IBAN } });
    await stack.fault({ service: 'payment', status: 500 });
    await anna.graphql(SAVE, { input: { accountHolder: 'Anna Schmidt', iban: GOOD_IBAN } });
    // Text only: a timestamp or a duration may contain the digits by chance.
    const textOnly = (value: unknown) =>
      JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' ? undefined : v));
    const text = textOnly(stack.logs);
    expect(stack.logs.some((l) => l.event === 'bank_account_save_failed')).toBe(true);
    for (const iban of [GOOD_IBAN, TYPO_IBAN]) {
      expect(text).not.toContain(iban.replace(/\s/g, '').toUpperCase());
      expect(text).not.toContain('0137');
    }
    const logged = await stack.admin('GET', '/logs');
    expect(textOnly(logged.body)).not.toContain('0137');
  });
});

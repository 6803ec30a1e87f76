import { lastMailTo, mailbox } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { run, SET_PASSWORD, VERIFY_ACCOUNT } from './auth.ts';
import { useStack } from './stack.ts';

const stack = useStack();

const TV = 'tv.kunde@example.de';

function verify(input: Record<string, unknown>) {
  return run(stack.browser('de'), VERIFY_ACCOUNT, { input: { email: TV, ...input } });
}

describe('account verification', () => {
  it('verifies by order number and e-mails a set-password link that gives online access', async () => {
    expect(await verify({ method: 'ORDER_NUMBER', orderNumber: ' 99887766 ' })).toEqual({
      __typename: 'AccountVerified',
      email: TV,
    });
    const { link } = await lastMailTo(stack.mocksUrl, TV);
    expect(link.pathname).toBe('/dpl/av/set-password');
    const browser = stack.browser();
    expect(
      await run(browser, SET_PASSWORD, {
        input: { token: link.searchParams.get('token'), password: 'Fernsehen!2026' },
      }),
    ).toMatchObject({
      __typename: 'PasswordSet',
    });
    expect((await browser.login(TV, 'Fernsehen!2026')).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  });

  it('verifies by customer number, also typed with zeros and groups', async () => {
    expect(await verify({ method: 'CUSTOMER_NUMBER', customerNumber: '700 789 01' })).toMatchObject({
      __typename: 'AccountVerified',
    });
    expect(await verify({ method: 'CUSTOMER_NUMBER', customerNumber: '0070078901' })).toMatchObject({
      __typename: 'AccountVerified',
    });
  });

  it('verifies by address plus birth date typed as dd.mm.yyyy or as eight digits', async () => {
    expect(
      await verify({
        method: 'ADDRESS',
        street: 'Lindenallee',
        streetNumber: '7',
        zipCode: '30159',
        city: 'Hannover',
        dateOfBirth: '31.01.1950',
      }),
    ).toMatchObject({ __typename: 'AccountVerified' });
    expect(
      await verify({
        method: 'ADDRESS',
        street: 'Lindenallee',
        streetNumber: '7',
        zipCode: '30159',
        city: 'Hannover',
        dateOfBirth: '31011950',
      }),
    ).toMatchObject({ __typename: 'AccountVerified' });
  });

  it('sends everything else to customer service without an e-mail', async () => {
    const wrong = await verify({ method: 'ORDER_NUMBER', orderNumber: '12345678' });
    expect(wrong).toMatchObject({ __typename: 'AccountNotVerified', code: 'ACCOUNT_NOT_VERIFIED' });
    expect(wrong.message).toMatch(/Kundenservice/);
    expect(
      await verify({
        method: 'ADDRESS',
        street: 'Lindenallee',
        streetNumber: '7',
        zipCode: '30159',
        dateOfBirth: '01.02.1950',
      }),
    ).toMatchObject({
      __typename: 'AccountNotVerified',
    });
    expect(
      await run(stack.browser(), VERIFY_ACCOUNT, {
        input: { email: 'anna.schmidt@example.de', method: 'CUSTOMER_NUMBER', customerNumber: '10012345' },
      }),
    ).toMatchObject({
      __typename: 'AccountNotVerified',
    });
    expect(
      await run(stack.browser(), VERIFY_ACCOUNT, {
        input: { email: 'niemand@example.de', method: 'ORDER_NUMBER', orderNumber: '99887766' },
      }),
    ).toMatchObject({
      __typename: 'AccountNotVerified',
    });
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('asks for the proof the method needs and a valid e-mail and date', async () => {
    expect(await verify({ method: 'ADDRESS', street: 'Lindenallee' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'streetNumber' }, { field: 'zipCode' }, { field: 'dateOfBirth' }],
    });
    expect(await verify({ method: 'ORDER_NUMBER' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'orderNumber' }],
    });
    expect(
      await verify({
        method: 'ADDRESS',
        street: 'Lindenallee',
        streetNumber: '7',
        zipCode: '30159',
        dateOfBirth: '31.1.50',
      }),
    ).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'dateOfBirth', message: 'Bitte geben Sie Ihr Geburtsdatum im Format TT.MM.JJJJ oder TTMMJJJJ ein.' },
      ],
    });
    expect(
      await run(stack.browser(), VERIFY_ACCOUNT, {
        input: { email: 'kein-at', method: 'ORDER_NUMBER', orderNumber: '1' },
      }),
    ).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'email' }],
    });
  });
});

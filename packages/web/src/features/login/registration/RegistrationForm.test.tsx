import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { MAX_PERSON_NAME_LENGTH } from '@mein-konto/schema/rules/personName';
import { renderRoute } from '../../../../test/renderRoute.tsx';
import { FORBIDDEN_CHARACTERS, fillOverBound, TOO_LONG } from '../../../../test/inputBounds.ts';
import { checkUsernameMock, loginPageMock } from '../../../../test/fixtures.ts';
import { CheckAddressDocument, type CheckAddressMutation } from './CheckAddress.generated.ts';
import { CreateAccountDocument, type CreateAccountMutation } from './CreateAccount.generated.ts';

const unknown = checkUsernameMock('erika@example.de', {
  __typename: 'UsernameNotFound',
  code: 'EMAIL_NOT_FOUND',
  message: 'unknown',
  username: 'erika@example.de',
  usernameType: 'EMAIL',
});

function checkAddressMock(result: CheckAddressMutation['checkAddress']): MockLink.MockedResponse {
  return {
    request: { query: CheckAddressDocument, variables: () => true },
    result: { data: { checkAddress: result } },
  };
}

function createAccountMock(
  result: CreateAccountMutation['createAccount'],
  expect?: (input: Record<string, unknown>) => boolean,
): MockLink.MockedResponse {
  return {
    request: {
      query: CreateAccountDocument,
      variables: (v: { input: Record<string, unknown> }) => (expect ? expect(v.input) : true),
    },
    result: { data: { createAccount: result } },
  };
}

const match: CheckAddressMutation['checkAddress'] = {
  __typename: 'AddressChecked',
  verdict: 'MATCH',
  recommendedAddress: null,
};

async function openRegistration(mocks: MockLink.MockedResponse[], way: 'full' | 'light' = 'full') {
  const user = userEvent.setup();
  const rendered = renderRoute('/login', {
    mocks: [loginPageMock('LOGGED_OUT', true, { lightAccount: way === 'light' }), unknown, ...mocks],
  });
  await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), 'erika@example.de');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  if (way === 'light')
    await user.click(await screen.findByRole('button', { name: 'Nur mit Name und E-Mail-Adresse registrieren' }));
  else {
    await user.click(await screen.findByRole('button', { name: 'Neues Kundenkonto anlegen' }));
    await screen.findByRole('heading', { name: 'Neues Kundenkonto anlegen' });
  }
  return Object.assign(user, { sentOperations: rendered.sentOperations });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, street = 'Domstraße') {
  await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Erika');
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Muster');
  await user.type(screen.getByRole('textbox', { name: /^Straße/ }), street);
  await user.type(screen.getByRole('textbox', { name: /^Hausnummer/ }), '12');
  await user.type(screen.getByRole('textbox', { name: /^Postleitzahl/ }), '50668');
  await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Köln');
  await user.type(screen.getByRole('textbox', { name: /^Geburtsdatum/ }), '31.01.1950');
  await user.type(screen.getByLabelText(/^Passwort/), 'Sommerwiese-1950');
}

describe('registration', () => {
  it('names every problem at its field before anything is sent', async () => {
    const user = await openRegistration([]);
    await user.type(screen.getByRole('textbox', { name: /^Geburtsdatum/ }), '01.01.2015');
    await user.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    expect(
      await screen.findByText('Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.').length).toBe(6);
    expect(screen.getByText('Bitte geben Sie ein Passwort ein.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Vorname/ })));
  });

  it('shows the server field errors at their fields with the server text and keeps the input', async () => {
    const user = await openRegistration([
      checkAddressMock(match),
      createAccountMock({
        __typename: 'InvalidInput',
        code: 'INVALID_INPUT',
        message: 'invalid',
        fieldErrors: [
          { __typename: 'FieldError', field: 'zipCode', message: 'Diese Postleitzahl passt nicht zum Ort.' },
        ],
      }),
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    expect(await screen.findByText('Diese Postleitzahl passt nicht zum Ort.')).toBeTruthy();
    const zip = screen.getByRole('textbox', { name: /^Postleitzahl/ }) as HTMLInputElement;
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.value).toBe('50668');
    expect((screen.getByRole('textbox', { name: /^Vorname/ }) as HTMLInputElement).value).toBe('Erika');
  });

  it('offers the recommended address and registers with the choice, then asks to confirm the e-mail', async () => {
    const user = await openRegistration([
      checkAddressMock({
        __typename: 'AddressChecked',
        verdict: 'SUGGESTION',
        recommendedAddress: {
          __typename: 'CheckedAddress',
          street: 'Domstraße',
          streetNumber: '12',
          zipCode: '50668',
          city: 'Köln',
          countryCode: 'DE',
        },
      }),
      createAccountMock(
        {
          __typename: 'AccountCreated',
          status: 'ACTIVATION_PENDING',
          email: 'erika@example.de',
          customerNumber: '80000001',
          loginMethod: null,
          viewer: { __typename: 'Viewer', id: 'viewer', state: 'LOGGED_OUT', customer: null },
        },
        (input) =>
          input.street === 'Domstraße' &&
          input.dateOfBirth === '1950-01-31' &&
          input.newsletterConsent === true &&
          input.recaptchaToken === 'dev-recaptcha-token',
      ),
    ]);
    await fillIn(user, 'Domstrase');
    await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
    expect(dialog.textContent).toContain('Domstrase 12');
    // Only the part that differs is highlighted, in both addresses.
    expect([...dialog.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'abweichend: Domstraße',
      'abweichend: Domstrase',
    ]);
    await user.click(screen.getByRole('button', { name: 'Vorschlag übernehmen' }));
    expect(
      await screen.findByRole('heading', { name: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeTruthy();
    expect(document.body.textContent).toContain('Wir haben Ihnen eine E-Mail an erika@example.de geschickt.');
  });

  it('goes back to the street when the customer wants to edit the address', async () => {
    const user = await openRegistration([
      checkAddressMock({
        __typename: 'AddressChecked',
        verdict: 'SUGGESTION',
        recommendedAddress: {
          __typename: 'CheckedAddress',
          street: 'Domstraße',
          streetNumber: '12',
          zipCode: '50668',
          city: 'Köln',
          countryCode: 'DE',
        },
      }),
    ]);
    await fillIn(user, 'Domstrase');
    await user.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    await screen.findByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
    await user.click(screen.getByRole('button', { name: 'Adresse bearbeiten' }));
    const street = screen.getByRole('textbox', { name: /^Straße/ }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(street));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(street.value).toBe('Domstrase');
  });

  it('leads a customer who exists already to the no-credentials state', async () => {
    const user = await openRegistration([
      checkAddressMock(match),
      createAccountMock({ __typename: 'DuplicateAccount', code: 'DUPLICATE_ACCOUNT', message: 'duplicate' }),
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    expect(
      await screen.findByRole('heading', { name: 'Für Ihr Kundenkonto ist noch keine Online-Anmeldung eingerichtet' }),
    ).toBeTruthy();
  });

  it('refuses a text over its bound or with control characters at its field before anything is sent', async () => {
    const user = await openRegistration([]);
    await fillIn(user);
    fillOverBound(screen.getByRole('textbox', { name: /^Ort/ }), BOUNDS.city, 'a');
    fireEvent.change(screen.getByRole('textbox', { name: /^Straße/ }), { target: { value: 'Domstraße\u0007' } });
    await user.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    expect(screen.getByText(FORBIDDEN_CHARACTERS)).toBeTruthy();
    // The names take what the service's name rule allows (fewer than their input bound).
    expect(screen.getByRole('textbox', { name: /^Vorname/ }).getAttribute('maxlength')).toBe(
      String(MAX_PERSON_NAME_LENGTH),
    );
    expect(screen.getByRole('textbox', { name: /^Nachname/ }).getAttribute('maxlength')).toBe(
      String(MAX_PERSON_NAME_LENGTH),
    );
    expect(screen.getByRole('textbox', { name: /^Geburtsdatum/ }).getAttribute('maxlength')).toBe(
      String(BOUNDS.dateOfBirth.maxLength),
    );
    expect(user.sentOperations()).not.toContain('CheckAddress');
    expect(user.sentOperations()).not.toContain('CreateAccount');
  });
});

describe('light account', () => {
  it('refuses a name over the name rule before anything is sent', async () => {
    const user = await openRegistration([], 'light');
    await user.type(await screen.findByRole('textbox', { name: /^Nachname/ }), 'Muster');
    const firstName = screen.getByRole('textbox', { name: /^Vorname/ });
    expect(firstName.getAttribute('maxlength')).toBe(String(MAX_PERSON_NAME_LENGTH));
    fireEvent.change(firstName, { target: { value: 'a'.repeat(MAX_PERSON_NAME_LENGTH + 1) } });
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(/höchstens 35 Zeichen/)).toBeTruthy();
    expect(user.sentOperations()).not.toContain('CreateLightAccount');
  });

  it('refuses a name that reads as a web address with the name rule, before anything is sent', async () => {
    const user = await openRegistration([], 'light');
    await user.type(await screen.findByRole('textbox', { name: /^Vorname/ }), 'www');
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'beispiel.de');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(/Bitte geben Sie Ihren Vornamen nur mit Buchstaben ein/)).toBeTruthy();
    expect(screen.getByText(/Bitte geben Sie Ihren Nachnamen nur mit Buchstaben ein/)).toBeTruthy();
    expect(user.sentOperations()).not.toContain('CreateLightAccount');
  });
});

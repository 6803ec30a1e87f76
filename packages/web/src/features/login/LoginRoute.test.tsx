import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { FORBIDDEN_CHARACTERS, fillOverBound, TOO_LONG } from '../../../test/inputBounds.ts';
import { checkUsernameMock, loginMock, loginPageMock } from '../../../test/fixtures.ts';
import { LOGIN_METHOD_KEY } from '../../lib/loginMethod.ts';
import type { MockLink } from '@apollo/client/testing';
import { RequestPasswordResetDocument, type RequestPasswordResetMutation } from './RequestPasswordReset.generated.ts';

async function submitUsername(value: string) {
  const user = userEvent.setup();
  const input = await screen.findByRole('textbox', { name: /E-Mail-Adresse/ });
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  return { user, input: input as HTMLInputElement };
}

describe('login benefits (flag loginBenefits)', () => {
  it('lists the benefits of an account under the login when the flag is on', async () => {
    renderRoute('/login', { mocks: [loginPageMock('LOGGED_OUT', true, { loginBenefits: true })] });
    const benefits = await screen.findByRole('region', { name: 'Ihre Vorteile mit einem Kundenkonto' });
    expect(benefits.querySelectorAll('li')).toHaveLength(4);
  });

  it('shows none when the flag is off', async () => {
    renderRoute('/login', { mocks: [loginPageMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ihre Vorteile mit einem Kundenkonto' })).toBeNull();
  });
});

describe('ways in behind flags (magicLinkLogin, lightAccount)', () => {
  const accepted = checkUsernameMock('anna.schmidt@example.de', {
    __typename: 'UsernameAccepted',
    username: 'anna.schmidt@example.de',
    usernameType: 'EMAIL',
  });
  const unknown = checkUsernameMock('neu@example.de', {
    __typename: 'UsernameNotFound',
    code: 'EMAIL_NOT_FOUND',
    message: 'unknown',
    username: 'neu@example.de',
    usernameType: 'EMAIL',
  });

  it.each([true, false])(
    'offers the login link at the password step only with magicLinkLogin (%s)',
    async (magicLinkLogin) => {
      renderRoute('/login', { mocks: [loginPageMock('LOGGED_OUT', true, { magicLinkLogin }), accepted] });
      await submitUsername('anna.schmidt@example.de');
      expect(await screen.findByLabelText(/^Passwort/)).toBeTruthy();
      if (magicLinkLogin)
        expect(await screen.findByRole('button', { name: 'Anmeldelink per E-Mail senden' })).toBeTruthy();
      else expect(screen.queryByRole('button', { name: 'Anmeldelink per E-Mail senden' })).toBeNull();
    },
  );

  it.each([true, false])(
    'offers a light account for an unknown e-mail only with lightAccount (%s)',
    async (lightAccount) => {
      renderRoute('/login', { mocks: [loginPageMock('LOGGED_OUT', true, { lightAccount }), unknown] });
      await submitUsername('neu@example.de');
      expect(await screen.findByRole('button', { name: 'Neues Kundenkonto anlegen' })).toBeTruthy();
      expect(Boolean(screen.queryByRole('button', { name: 'Nur mit Name und E-Mail-Adresse registrieren' }))).toBe(
        lightAccount,
      );
    },
  );
});

describe('login username step', () => {
  it('asks for a username when nothing was typed', async () => {
    renderRoute('/login', { mocks: [loginPageMock()] });
    await submitUsername('');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.',
    );
  });

  it('rejects a customer number in the Swiss market and keeps what was typed', async () => {
    renderRoute('/login', { market: 'ch', mocks: [loginPageMock()] });
    expect(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
    const { input } = await submitUsername('10012345');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.',
    );
    expect(input.value).toBe('10012345');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects letters in a customer number in the German market', async () => {
    renderRoute('/login', { mocks: [loginPageMock()] });
    await submitUsername('12ab34');
    expect((await screen.findByRole('alert')).textContent).toContain('Eine Kundennummer besteht nur aus Ziffern.');
  });

  it('accepts a customer number with leading zeros in Austria and moves to the password step', async () => {
    renderRoute('/login', {
      market: 'at',
      mocks: [
        loginPageMock(),
        checkUsernameMock('0020023456', {
          __typename: 'UsernameAccepted',
          username: '20023456',
          usernameType: 'CUSTOMER_NUMBER',
        }),
      ],
    });
    await submitUsername('0020023456');
    expect(await screen.findByText('20023456')).toBeTruthy();
    expect(screen.getByLabelText(/^Passwort/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeTruthy();
  });

  it('shows the wrong-account-number message for an unknown customer number', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        checkUsernameMock('99999999', {
          __typename: 'UsernameNotFound',
          code: 'CUSTOMER_NUMBER_NOT_FOUND',
          message: 'unknown',
          username: '99999999',
          usernameType: 'CUSTOMER_NUMBER',
        }),
      ],
    });
    const { input } = await submitUsername('99999999');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu dieser Kundennummer haben wir kein Kundenkonto gefunden. Bitte prüfen Sie Ihre Eingabe.',
    );
    expect(input.value).toBe('99999999');
  });

  it('offers registration for an unknown e-mail, with the Swiss variant text', async () => {
    renderRoute('/login', {
      market: 'ch',
      mocks: [
        loginPageMock(),
        checkUsernameMock('neu@example.ch', {
          __typename: 'UsernameNotFound',
          code: 'EMAIL_NOT_FOUND',
          message: 'unknown',
          username: 'neu@example.ch',
          usernameType: 'EMAIL',
        }),
      ],
    });
    const { user } = await submitUsername('neu@example.ch');
    expect(
      await screen.findByRole('heading', { name: 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Neues Kundenkonto anlegen' }));
    const heading = await screen.findByRole('heading', { name: 'Neues Kundenkonto eröffnen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/in unserem Schweizer Shop bestellen/)).toBeTruthy();
    expect(screen.getByText('4 Ziffern, zum Beispiel 8001')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }) as HTMLInputElement).value).toBe('neu@example.ch');
    expect(document.body.textContent).not.toContain('ß');
    await user.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(((await screen.findByRole('textbox', { name: /E-Mail-Adresse/ })) as HTMLInputElement).value).toBe(
      'neu@example.ch',
    );
  });
});

const lightUser = checkUsernameMock('lena.licht@example.de', {
  __typename: 'LightUserNoCredentials',
  code: 'LIGHT_USER_NO_CREDENTIALS',
  message: 'light',
  username: 'lena.licht@example.de',
  usernameType: 'EMAIL',
});

function lightUserLinkMock(result: RequestPasswordResetMutation['requestPasswordReset']): MockLink.MockedResponse {
  return {
    request: {
      query: RequestPasswordResetDocument,
      variables: { input: { username: 'lena.licht@example.de', reason: 'LIGHT_USER' } },
    },
    result: { data: { requestPasswordReset: result } },
  };
}

describe('login username step outcomes', () => {
  it('explains to a light-account customer in a dialog that a password must be set', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        checkUsernameMock('lena.licht@example.de', {
          __typename: 'LightUserNoCredentials',
          code: 'LIGHT_USER_NO_CREDENTIALS',
          message: 'light',
          username: 'lena.licht@example.de',
          usernameType: 'EMAIL',
        }),
      ],
    });
    const { user } = await submitUsername('lena.licht@example.de');
    await screen.findByRole('dialog', { name: 'Bitte legen Sie ein Passwort fest' });
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: /E-Mail-Adresse/ }) as HTMLInputElement).value).toBe(
      'lena.licht@example.de',
    );
  });

  it('e-mails the light user the set-password link and confirms it was sent', async () => {
    const rendered = renderRoute('/login', {
      mocks: [
        loginPageMock(),
        lightUser,
        lightUserLinkMock({
          __typename: 'PasswordResetRequested',
          username: 'lena.licht@example.de',
          reason: 'LIGHT_USER',
        }),
      ],
    });
    const { user } = await submitUsername('lena.licht@example.de');
    await screen.findByRole('dialog', { name: 'Bitte legen Sie ein Passwort fest' });
    await user.click(screen.getByRole('button', { name: 'Link per E-Mail senden' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bitte schauen Sie in Ihr E-Mail-Postfach' }),
    ).toBeTruthy();
    expect(rendered.currentPath()).toBe('/send-password-link-success?reason=LIGHT_USER');
    expect(screen.getByText(/Damit legen Sie Ihr Passwort fest und schließen Ihre Registrierung ab/)).toBeTruthy();
  });

  it('closes the light-user modal and shows the wait message when the link may not be sent yet', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        lightUser,
        lightUserLinkMock({ __typename: 'RateLimited', code: 'RATE_LIMITED', message: 'wait', retryAfterSeconds: 90 }),
      ],
    });
    const { user } = await submitUsername('lena.licht@example.de');
    await screen.findByRole('dialog', { name: 'Bitte legen Sie ein Passwort fest' });
    await user.click(screen.getByRole('button', { name: 'Link per E-Mail senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Versuche. Bitte warten Sie 90 Sekunden und versuchen Sie es dann erneut.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the no-credentials state with the customer-service phone for a phone customer', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        checkUsernameMock('70078901', {
          __typename: 'NoCredentials',
          code: 'NO_CREDENTIALS',
          message: 'none',
          username: '70078901',
          usernameType: 'CUSTOMER_NUMBER',
        }),
      ],
    });
    await submitUsername('70078901');
    const heading = await screen.findByRole('heading', {
      name: 'Für Ihr Kundenkonto ist noch keine Online-Anmeldung eingerichtet',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: '0800 123 45 67' }).getAttribute('href')).toBe('tel:+498001234567');
  });

  it('tells the customer how long to wait when there were too many attempts', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        checkUsernameMock('anna.schmidt@example.de', {
          __typename: 'RateLimited',
          code: 'RATE_LIMITED',
          message: 'slow down',
          retryAfterSeconds: 42,
        }),
      ],
    });
    await submitUsername('anna.schmidt@example.de');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Anmeldeversuche. Bitte warten Sie 42 Sekunden und versuchen Sie es dann erneut.',
    );
  });
});

const noPassword = checkUsernameMock('max.sozial@example.de', {
  __typename: 'NoPassword',
  code: 'NO_PASSWORD',
  message: 'no password',
  username: 'max.sozial@example.de',
  usernameType: 'EMAIL',
  socialLoginProvider: 'GOOGLE',
});

function socialUserLinkMock(result: RequestPasswordResetMutation['requestPasswordReset']): MockLink.MockedResponse {
  return {
    request: {
      query: RequestPasswordResetDocument,
      variables: { input: { username: 'max.sozial@example.de', reason: 'SOCIAL_USER' } },
    },
    result: { data: { requestPasswordReset: result } },
  };
}

describe('login username step: a social-login customer without password', () => {
  it('says so instead of asking for a password, focuses the state and offers Google', async () => {
    renderRoute('/login', { mocks: [loginPageMock('LOGGED_OUT', true, { google: true }), noPassword] });
    await submitUsername('max.sozial@example.de');
    const heading = await screen.findByRole('heading', {
      name: 'Für dieses Kundenkonto ist noch kein Passwort hinterlegt',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Sie haben sich mit Google angemeldet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Passwort/)).toBeNull();
  });

  it('offers no Google button where social login is switched off, and goes back with the typed e-mail', async () => {
    renderRoute('/login', { mocks: [loginPageMock(), noPassword] });
    const { user } = await submitUsername('max.sozial@example.de');
    await screen.findByRole('heading', { name: 'Für dieses Kundenkonto ist noch kein Passwort hinterlegt' });
    expect(screen.queryByRole('button', { name: 'Mit Google anmelden' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Andere E-Mail-Adresse eingeben' }));
    expect(((await screen.findByRole('textbox', { name: /E-Mail-Adresse/ })) as HTMLInputElement).value).toBe(
      'max.sozial@example.de',
    );
  });

  it('e-mails the set-password link and confirms it was sent', async () => {
    const rendered = renderRoute('/login', {
      mocks: [
        loginPageMock(),
        noPassword,
        socialUserLinkMock({
          __typename: 'PasswordResetRequested',
          username: 'max.sozial@example.de',
          reason: 'SOCIAL_USER',
        }),
      ],
    });
    const { user } = await submitUsername('max.sozial@example.de');
    await user.click(await screen.findByRole('button', { name: 'Link zum Festlegen des Passworts senden' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bitte schauen Sie in Ihr E-Mail-Postfach' }),
    ).toBeTruthy();
    expect(rendered.currentPath()).toBe('/send-password-link-success?reason=SOCIAL_USER');
    expect(screen.getByText(/Damit legen Sie ein Passwort für Ihr Kundenkonto fest/)).toBeTruthy();
  });

  it('tells how long to wait when the link may not be sent yet', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        noPassword,
        socialUserLinkMock({ __typename: 'RateLimited', code: 'RATE_LIMITED', message: 'wait', retryAfterSeconds: 90 }),
      ],
    });
    const { user } = await submitUsername('max.sozial@example.de');
    await user.click(await screen.findByRole('button', { name: 'Link zum Festlegen des Passworts senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Versuche. Bitte warten Sie 90 Sekunden und versuchen Sie es dann erneut.',
    );
    expect(
      screen.getByRole('heading', { name: 'Für dieses Kundenkonto ist noch kein Passwort hinterlegt' }),
    ).toBeTruthy();
  });
});

/** Anna's username, then `value` as password, submitted. */
async function submitPassword(value: string) {
  const { user } = await submitUsername('anna.schmidt@example.de');
  const password = (await screen.findByLabelText(/^Passwort/)) as HTMLInputElement;
  await user.type(password, value);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return { user, password };
}

describe('login password step', () => {
  const accepted = checkUsernameMock('anna.schmidt@example.de', {
    __typename: 'UsernameAccepted',
    username: 'anna.schmidt@example.de',
    usernameType: 'EMAIL',
  });

  it('shows the unknown-combination text for a wrong password and keeps the password', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        accepted,
        loginMock(
          { username: 'anna.schmidt@example.de', password: 'falsch123' },
          { __typename: 'LoginRejected', code: 'LOGIN_REJECTED', message: 'rejected' },
        ),
      ],
    });
    const { password } = await submitPassword('falsch123');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
    );
    expect(password.value).toBe('falsch123');
  });

  it('asks for the challenge after too many wrong passwords and sends a solved one with the next attempt', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-00000000000c');
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        accepted,
        loginMock(
          { username: 'anna.schmidt@example.de', password: 'Passwort123!' },
          { __typename: 'LoginChallengeRequired', code: 'LOGIN_CHALLENGE_REQUIRED', message: 'challenge' },
        ),
        loginMock(
          {
            username: 'anna.schmidt@example.de',
            password: 'Passwort123!',
            challengeToken: 'dev-challenge-00000000-0000-4000-8000-00000000000c',
          },
          { __typename: 'LoginRejected', code: 'LOGIN_REJECTED', message: 'rejected' },
        ),
      ],
    });
    const { user } = await submitPassword('Passwort123!');
    expect((await screen.findByRole('alert')).textContent).toContain('dass Sie kein Roboter sind');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
      ),
    );
    vi.restoreAllMocks();
  });

  it('names the customer country and links to that shop on a wrong-country answer', async () => {
    renderRoute('/login', {
      mocks: [
        loginPageMock(),
        accepted,
        loginMock(
          { username: 'anna.schmidt@example.de', password: 'Passwort123!' },
          {
            __typename: 'LoginWrongCountry',
            code: 'LOGIN_WRONG_COUNTRY',
            message: 'wrong country',
            customerCountry: 'AT',
            shopUrl: 'https://www.mein-shop.at',
          },
        ),
      ],
    });
    const { user } = await submitUsername('anna.schmidt@example.de');
    await user.type(await screen.findByLabelText(/^Passwort/), 'Passwort123!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ihr Kundenkonto gehört zu unserem Shop in Österreich.',
    );
    expect(screen.getByRole('link', { name: 'Zum Shop in Österreich' }).getAttribute('href')).toBe(
      'https://www.mein-shop.at',
    );
  });

  it('remembers the login method and goes where the visitor wanted to go after success', async () => {
    const view = renderRoute('/login?redirect=%2Fwishlist', {
      mocks: [
        loginPageMock(),
        accepted,
        loginMock(
          { username: 'anna.schmidt@example.de', password: 'Passwort123!' },
          {
            __typename: 'LoginSuccess',
            loginMethod: 'EMAIL',
            viewer: {
              __typename: 'Viewer',
              id: 'viewer',
              state: 'LOGGED_IN',
              customer: {
                __typename: 'Customer',
                id: 'c-10012345',
                customerNumber: '10012345',
                firstName: 'Anna',
                lastName: 'Schmidt',
                email: 'anna.schmidt@example.de',
                hasPassword: true,
                isLightUser: false,
                socialLoginProvider: null,
              },
            },
          },
        ),
      ],
    });
    const { user } = await submitUsername('anna.schmidt@example.de');
    await user.type(await screen.findByLabelText(/^Passwort/), 'Passwort123!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(view.currentPath()).toBe('/wishlist'));
    expect(localStorage.getItem(LOGIN_METHOD_KEY)).toBe('email');
  });

  it('goes back to the username step with the typed username when "change" is chosen', async () => {
    renderRoute('/login', { mocks: [loginPageMock(), accepted] });
    const { user } = await submitUsername('anna.schmidt@example.de');
    await user.click(await screen.findByRole('button', { name: 'Benutzernamen ändern' }));
    expect(((await screen.findByRole('textbox', { name: /E-Mail-Adresse/ })) as HTMLInputElement).value).toBe(
      'anna.schmidt@example.de',
    );
  });
});

describe('login input bounds', () => {
  it('refuses a username over its bound or with control characters before anything is sent', async () => {
    const user = userEvent.setup();
    const rendered = renderRoute('/login', { mocks: [loginPageMock()] });
    const input = await screen.findByRole('textbox', { name: /E-Mail-Adresse/ });
    fillOverBound(input, BOUNDS.username);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_LONG);
    fireEvent.change(input, { target: { value: 'anna.schmidt@example.de\u202e' } });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FORBIDDEN_CHARACTERS));
    expect(rendered.sentOperations()).not.toContain('CheckUsername');
  });

  it('refuses a password over its bound before anything is sent', async () => {
    const accepted = checkUsernameMock('anna.schmidt@example.de', {
      __typename: 'UsernameAccepted',
      username: 'anna.schmidt@example.de',
      usernameType: 'EMAIL',
    });
    const rendered = renderRoute('/login', { mocks: [loginPageMock(), accepted] });
    const { user } = await submitUsername('anna.schmidt@example.de');
    fillOverBound(await screen.findByLabelText(/^Passwort/), BOUNDS.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    expect(rendered.sentOperations()).toContain('CheckUsername');
    expect(rendered.sentOperations()).not.toContain('Login');
  });
});

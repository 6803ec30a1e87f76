import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna, type ShellCustomer } from '../../../test/fixtures.ts';
import { ChangePasswordPageDocument } from './ChangePasswordPage.generated.ts';
import { SetSocialPasswordDocument } from './SetSocialPassword.generated.ts';
import { ChangePasswordDocument } from './ChangePassword.generated.ts';

const max: ShellCustomer = {
  ...anna,
  id: 'c-50056789',
  customerNumber: '50056789',
  firstName: 'Max',
  lastName: 'Sozial',
  hasPassword: false,
  socialLoginProvider: 'GOOGLE',
};

/** The page query answering for `customer`. */
function pageFor(customer: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  hasPassword: boolean;
  socialLoginProvider: 'GOOGLE' | null;
}) {
  return {
    request: { query: ChangePasswordPageDocument },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer' as const,
          id: 'viewer',
          customer: { __typename: 'Customer' as const, ...customer },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const page = pageFor({
  id: max.id,
  firstName: 'Max',
  lastName: 'Sozial',
  email: 'max.sozial@example.de',
  hasPassword: false,
  socialLoginProvider: 'GOOGLE',
});

describe('change-password for a social customer without a password', () => {
  it('has a back link to my data', async () => {
    renderRoute('/change-password', { mocks: [accountShellMock(max), page] });
    const back = await screen.findByRole('link', { name: 'Zurück zu Meine Daten' });
    expect(back.getAttribute('href')).toMatch(/\/my-profile$/);
  });

  it('confirms the first password in a dialog (docs/product/my-data.md §4), not in inline text', async () => {
    const user = userEvent.setup();
    const password = 'Wanderweg-Alpen-42';
    renderRoute('/change-password', {
      mocks: [
        accountShellMock(max),
        page,
        {
          request: { query: SetSocialPasswordDocument, variables: { input: { password } } },
          result: {
            data: {
              setSocialPassword: {
                __typename: 'PasswordSet',
                viewer: {
                  __typename: 'Viewer',
                  id: 'viewer',
                  state: 'LOGGED_IN',
                  customer: { __typename: 'Customer', id: max.id, hasPassword: true, isLightUser: false },
                },
              },
            },
          },
        },
      ],
    });
    await user.type((await screen.findAllByLabelText(/^Neues Passwort/))[0]!, password);
    await user.type(screen.getAllByLabelText(/^Neues Passwort wiederholen/)[0]!, password);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ihr Passwort ist gespeichert' });
    expect(within(dialog).getByText(/Sie können sich jetzt auch mit Ihrer E-Mail-Adresse/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zurück zur Kontoübersicht' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeNull();
  });
});

const annaPage = pageFor({
  id: anna.id,
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna.schmidt@example.de',
  hasPassword: true,
  socialLoginProvider: null,
});

function changeMock(currentPassword: string, newPassword: string, changePassword: Record<string, unknown>) {
  return {
    request: { query: ChangePasswordDocument, variables: { input: { currentPassword, newPassword } } },
    result: { data: { changePassword } },
  };
}

describe('change-password for a customer with a password', () => {
  const NEW = 'Wanderweg-Alpen-42';

  async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirmation = next) {
    await user.type(await screen.findByLabelText(/^Aktuelles Passwort/), current);
    await user.type(screen.getAllByLabelText(/^Neues Passwort/)[0]!, next);
    await user.type(screen.getByLabelText(/^Neues Passwort wiederholen/), confirmation);
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
  }

  it('checks the fields before sending: current password required, the new one not the current one, the confirmation matching', async () => {
    const user = userEvent.setup();
    renderRoute('/change-password', { mocks: [accountShellMock(anna), annaPage] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Bitte geben Sie Ihr aktuelles Passwort ein.')).toBeTruthy();
    await fill(user, 'Passwort123!', 'Passwort123!', 'Passwort123');
    expect(
      await screen.findByText('Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.'),
    ).toBeTruthy();
    expect(screen.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeTruthy();
  });

  it('shows a wrong current password at its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const message = 'Ihr aktuelles Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.';
    renderRoute('/change-password', {
      mocks: [
        accountShellMock(anna),
        annaPage,
        changeMock('falsch-falsch', NEW, { __typename: 'WrongPassword', code: 'WRONG_PASSWORD', message }),
      ],
    });
    await fill(user, 'falsch-falsch', NEW);
    const current = screen.getByLabelText(/^Aktuelles Passwort/) as HTMLInputElement;
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(current.value).toBe('falsch-falsch');
    expect((screen.getAllByLabelText(/^Neues Passwort/)[0] as HTMLInputElement).value).toBe(NEW);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the generic error above the form when the change fails', async () => {
    const user = userEvent.setup();
    renderRoute('/change-password', {
      mocks: [
        accountShellMock(anna),
        annaPage,
        changeMock('Passwort123!', NEW, {
          __typename: 'ProfileChangeFailed',
          code: 'PROFILE_CHANGE_FAILED',
          message: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
        }),
      ],
    });
    await fill(user, 'Passwort123!', NEW);
    expect(
      await screen.findByText('Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.'),
    ).toBeTruthy();
  });

  it('confirms the change in a dialog', async () => {
    const user = userEvent.setup();
    renderRoute('/change-password', {
      mocks: [
        accountShellMock(anna),
        annaPage,
        changeMock('Passwort123!', NEW, {
          __typename: 'PasswordChanged',
          viewer: {
            __typename: 'Viewer',
            id: 'viewer',
            state: 'LOGGED_IN',
            customer: { __typename: 'Customer', id: anna.id, hasPassword: true },
          },
        }),
      ],
    });
    await fill(user, 'Passwort123!', NEW);
    const dialog = await screen.findByRole('dialog', { name: 'Ihr Passwort wurde geändert' });
    expect(within(dialog).getByText(/Auf anderen Geräten wurden Sie abgemeldet/)).toBeTruthy();
  });
});

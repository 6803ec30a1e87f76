import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { accountShellMock, anna, type ShellCustomer } from '../../testing/fixtures.ts';
import { ChangePasswordPageDocument } from './ChangePasswordPage.generated.ts';
import { SetSocialPasswordDocument } from './SetSocialPassword.generated.ts';

const max: ShellCustomer = {
  ...anna,
  id: 'c-50056789',
  customerNumber: '50056789',
  firstName: 'Max',
  lastName: 'Sozial',
  hasPassword: false,
  socialLoginProvider: 'GOOGLE',
};

const page = {
  request: { query: ChangePasswordPageDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer' as const,
        id: 'viewer',
        customer: {
          __typename: 'Customer' as const,
          id: max.id,
          firstName: 'Max',
          lastName: 'Sozial',
          email: 'max.sozial@example.de',
          hasPassword: false,
          socialLoginProvider: 'GOOGLE' as const,
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('change-password for a social customer without a password', () => {
  it('has a back link to my data', async () => {
    renderRoute('/change-password', { mocks: [accountShellMock(max), page] });
    const back = await screen.findByRole('link', { name: 'Zurück zu Meine Daten' });
    expect(back.getAttribute('href')).toMatch(/\/my-profile$/);
  });

  it('confirms the first password in a dialog (SPEC §4), not in inline text', async () => {
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

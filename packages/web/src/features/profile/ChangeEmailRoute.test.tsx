import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { ChangeEmailPageDocument } from './ChangeEmailPage.generated.ts';
import { ChangeEmailDocument } from './ChangeEmail.generated.ts';

function pageMock(hasPassword = true) {
  return {
    request: { query: ChangeEmailPageDocument },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer' as const,
          id: 'viewer',
          customer: { __typename: 'Customer' as const, id: anna.id, email: 'anna.schmidt@example.de', hasPassword },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const NEW_EMAIL = /^Neue E-Mail-Adresse(?! wiederholen)/;
const INPUT = { newEmail: 'anna.neu@example.de', password: 'Passwort123!', newsletterOptIn: false };

function changeMock(result: Record<string, unknown>) {
  return {
    request: { query: ChangeEmailDocument, variables: { input: INPUT } },
    result: { data: { changeEmail: result } },
  };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, confirm = INPUT.newEmail) {
  await user.type(await screen.findByLabelText(NEW_EMAIL), INPUT.newEmail);
  await user.type(screen.getByLabelText(/^Neue E-Mail-Adresse wiederholen/), confirm);
  await user.type(screen.getByLabelText(/^Ihr Passwort/), INPUT.password);
  await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
}

describe('change e-mail', () => {
  it('says a confirmation link went to the new address', async () => {
    const user = userEvent.setup();
    renderRoute('/change-email', {
      mocks: [
        accountShellMock(anna),
        pageMock(),
        changeMock({ __typename: 'EmailChangeRequested', newEmail: 'anna.neu@example.de' }),
      ],
    });
    await fillAndSubmit(user);
    expect((await screen.findByRole('status')).textContent).toContain('Bestätigungslink an anna.neu@example.de');
  });

  it('checks the confirmation before sending', async () => {
    const user = userEvent.setup();
    renderRoute('/change-email', { mocks: [accountShellMock(anna), pageMock()] });
    await fillAndSubmit(user, 'anna.alt@example.de');
    expect(await screen.findByText('Die E-Mail-Adressen stimmen nicht überein.')).toBeTruthy();
  });

  it.each([
    [{ __typename: 'WrongPassword', code: 'WRONG_PASSWORD', message: 'x' }, 'Das Passwort ist nicht korrekt.'],
    [
      { __typename: 'EmailAlreadyExists', code: 'EMAIL_ALREADY_EXISTS', message: 'x' },
      'Diese E-Mail-Adresse wird bereits verwendet.',
    ],
    [
      {
        __typename: 'InvalidInput',
        code: 'INVALID_INPUT',
        message: 'x',
        fieldErrors: [
          { __typename: 'FieldError', field: 'newEmail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        ],
      },
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ],
    [
      { __typename: 'ProfileChangeFailed', code: 'PROFILE_CHANGE_FAILED', message: 'x' },
      'Da hat etwas nicht funktioniert.',
    ],
  ])('shows %o and keeps the input', async (result, text) => {
    const user = userEvent.setup();
    renderRoute('/change-email', { mocks: [accountShellMock(anna), pageMock(), changeMock(result)] });
    await fillAndSubmit(user);
    expect(await screen.findByText(new RegExp(text.replace('.', '\\.')))).toBeTruthy();
    expect((screen.getByLabelText(NEW_EMAIL) as HTMLInputElement).value).toBe(INPUT.newEmail);
  });

  it('tells a customer without password to call', async () => {
    renderRoute('/change-email', { mocks: [accountShellMock({ ...anna, hasPassword: false }), pageMock(false)] });
    expect(await screen.findByText(/telefonisch/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-Mail-Adresse ändern' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock } from '../../../test/fixtures.ts';
import { ConfirmEmailChangeDocument } from './ConfirmEmailChange.generated.ts';

/** Each test its own token: a token is spent once per page load (useSpendOnce). */
function confirmMock(token: string, result: Record<string, unknown>) {
  return {
    request: { query: ConfirmEmailChangeDocument, variables: { input: { token } } },
    result: { data: { confirmEmailChange: result } },
  };
}

describe('confirm e-mail change', () => {
  it('confirms the new e-mail once on arrival', async () => {
    renderRoute('/email-change/confirm-doi?token=tok-1', {
      mocks: [
        accountShellMock(null),
        confirmMock('tok-1', { __typename: 'EmailChangeConfirmed', email: 'anna.neu@example.de' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Ihre E-Mail-Adresse ist geändert' })).toBeTruthy();
    expect(screen.getByText(/Ab sofort melden Sie sich mit anna\.neu@example\.de an\./)).toBeTruthy();
  });

  it('shows the expired state with a way to a new link', async () => {
    renderRoute('/email-change/confirm-doi?token=tok-2', {
      mocks: [
        accountShellMock(null),
        confirmMock('tok-2', { __typename: 'TokenError', code: 'TOKEN_EXPIRED', message: 'x' }),
      ],
    });
    const state = await screen.findByRole('heading', { name: /abgelaufen/ });
    expect(state.closest('[data-token-state]')?.getAttribute('data-token-state')).toBe('TOKEN_EXPIRED');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toMatch(/\/change-email$/);
  });

  it('shows the missing-token state without calling the gateway', async () => {
    renderRoute('/email-change/confirm-doi', { mocks: [accountShellMock(null)] });
    const state = await screen.findByRole('heading', { name: /unvollständig/ });
    expect(state.closest('[data-token-state]')?.getAttribute('data-token-state')).toBe('TOKEN_MISSING');
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { fillOverBound, TOO_LONG } from '../../../test/inputBounds.ts';
import { RequestPasswordResetDocument, type RequestPasswordResetMutation } from './RequestPasswordReset.generated.ts';

function resetMock(
  username: string,
  result: RequestPasswordResetMutation['requestPasswordReset'],
): MockLink.MockedResponse {
  return {
    request: { query: RequestPasswordResetDocument, variables: { input: { username, reason: 'FORGOT_PASSWORD' } } },
    result: { data: { requestPasswordReset: result } },
  };
}

async function submit(value: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), value);
  await user.click(screen.getByRole('button', { name: 'Link senden' }));
}

describe('forgot password', () => {
  it('goes to the link-sent page with the reason', async () => {
    const rendered = renderRoute('/forgot-password', {
      mocks: [
        resetMock('20023456', {
          __typename: 'PasswordResetRequested',
          username: '20023456',
          reason: 'FORGOT_PASSWORD',
        }),
      ],
    });
    await submit('20023456');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bitte schauen Sie in Ihr E-Mail-Postfach' }),
    ).toBeTruthy();
    expect(rendered.currentPath()).toBe('/send-password-link-success?reason=FORGOT_PASSWORD');
  });

  it('tells how long to wait when too many links were requested, keeping the input', async () => {
    renderRoute('/forgot-password', {
      mocks: [
        resetMock('anna.schmidt@example.de', {
          __typename: 'RateLimited',
          code: 'RATE_LIMITED',
          message: 'wait',
          retryAfterSeconds: 120,
        }),
      ],
    });
    await submit('anna.schmidt@example.de');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Versuche. Bitte warten Sie 120 Sekunden und versuchen Sie es dann erneut.',
    );
    expect((screen.getByRole('textbox', { name: /E-Mail-Adresse/ }) as HTMLInputElement).value).toBe(
      'anna.schmidt@example.de',
    );
  });

  it('refuses a username over its bound before anything is sent', async () => {
    const rendered = renderRoute('/forgot-password');
    fillOverBound(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), BOUNDS.username);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_LONG);
    expect(rendered.sentOperations()).not.toContain('RequestPasswordReset');
  });

  it('asks for an e-mail address in Switzerland before anything is sent', async () => {
    renderRoute('/forgot-password', { market: 'ch' });
    await submit('30034567');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.',
    );
  });
});

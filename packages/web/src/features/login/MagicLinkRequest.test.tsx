import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { checkUsernameMock, loginPageMock } from '../../../test/fixtures.ts';
import { RequestMagicLinkDocument } from './RequestMagicLink.generated.ts';
import { DEVELOPMENT_RECAPTCHA_TOKEN } from '../../lib/recaptcha.ts';
import { MAGIC_LINK_REACTIVATE_MS } from './MagicLinkRequest.tsx';

describe('magic link request', () => {
  it('disables the button while sending and enables it again 800 ms after the answer', async () => {
    const user = userEvent.setup();
    renderRoute('/login', {
      mocks: [
        loginPageMock('LOGGED_OUT', true, { magicLinkLogin: true }),
        checkUsernameMock('anna.schmidt@example.de', {
          __typename: 'UsernameAccepted',
          username: 'anna.schmidt@example.de',
          usernameType: 'EMAIL',
        }),
        {
          request: {
            query: RequestMagicLinkDocument,
            variables: { input: { username: 'anna.schmidt@example.de', recaptchaToken: DEVELOPMENT_RECAPTCHA_TOKEN } },
          },
          result: {
            data: { requestMagicLink: { __typename: 'MagicLinkRequested', username: 'anna.schmidt@example.de' } },
          },
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna.schmidt@example.de');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const button = (await screen.findByRole('button', { name: 'Anmeldelink per E-Mail senden' })) as HTMLButtonElement;
    const clicked = Date.now();
    await user.click(button);
    expect(button.disabled).toBe(true);
    expect(await screen.findByText(/haben wir Ihnen einen Anmeldelink geschickt/)).toBeTruthy();
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 3000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(MAGIC_LINK_REACTIVATE_MS);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { fillOverBound, TOO_LONG } from '../../../test/inputBounds.ts';

describe('account activation', () => {
  it('asks for the e-mail address of a new link when the link has no token', async () => {
    const rendered = renderRoute('/activate-account');
    await screen.findByRole('textbox', { name: /E-Mail-Adresse/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Neuen Link senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden möchten.',
    );
    expect(rendered.sentOperations()).not.toContain('ResendActivation');
  });

  it('refuses an e-mail address over its bound before anything is sent', async () => {
    const rendered = renderRoute('/activate-account');
    fillOverBound(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), BOUNDS.username, 'a');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Neuen Link senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_LONG);
    expect(rendered.sentOperations()).not.toContain('ResendActivation');
  });
});

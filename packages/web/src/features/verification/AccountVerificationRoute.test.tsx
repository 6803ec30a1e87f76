import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { FORBIDDEN_CHARACTERS, fillOverBound, TOO_LONG } from '../../../test/inputBounds.ts';

describe('account verification', () => {
  it('refuses an order number over its bound at its field before anything is sent', async () => {
    const rendered = renderRoute('/account-verification/order-number-verification');
    await userEvent
      .setup()
      .type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna.schmidt@example.de');
    fillOverBound(screen.getByRole('textbox', { name: /^Bestellnummer/ }), BOUNDS.orderNumber);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    expect(rendered.sentOperations()).not.toContain('VerifyAccount');
  });

  it('refuses an address with control characters and names each field over its bound', async () => {
    const rendered = renderRoute('/account-verification/address-verification');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna.schmidt@example.de');
    fireEvent.change(screen.getByRole('textbox', { name: /^Straße/ }), { target: { value: 'Domstraße\u001b' } });
    await user.type(screen.getByRole('textbox', { name: /^Hausnummer/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /^Postleitzahl/ }), '50668');
    fillOverBound(screen.getByRole('textbox', { name: /^Ort/ }), BOUNDS.city, 'a');
    await user.type(screen.getByRole('textbox', { name: /^Geburtsdatum/ }), '31.01.1950');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText(FORBIDDEN_CHARACTERS)).toBeTruthy();
    expect(screen.getByText(TOO_LONG)).toBeTruthy();
    expect(rendered.sentOperations()).not.toContain('VerifyAccount');
  });
});

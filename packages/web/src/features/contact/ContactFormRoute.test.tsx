import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { ContactFormPageDocument } from './ContactFormPage.generated.ts';
import { ContactsPageDocument } from './ContactsPage.generated.ts';
import { SendSupportRequestDocument } from './SendSupportRequest.generated.ts';

function formPage(contactForm = true) {
  return {
    request: { query: ContactFormPageDocument },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer' as const,
          id: 'viewer',
          customer: {
            __typename: 'Customer' as const,
            id: anna.id,
            firstName: 'Anna',
            lastName: 'Schmidt',
            email: 'anna.schmidt@example.de',
          },
        },
        featureFlags: { __typename: 'FeatureFlags' as const, id: 'featureFlags', contactForm },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Answers any sendSupportRequest with `result`; the variables are checked by the test. */
function sendMock(result: Record<string, unknown>, seen: Record<string, unknown>[]) {
  return {
    request: {
      query: SendSupportRequestDocument,
      variables: (variables: Record<string, unknown>) => (seen.push(variables), true),
    },
    result: { data: { sendSupportRequest: result } },
  };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, text = 'Wann kommt mein Paket?') {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Thema/ }), 'DELIVERY');
  await user.type(screen.getByRole('textbox', { name: /Ihre Nachricht/ }), text);
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
}

describe('contact form', () => {
  it('prefills name and the account’s e-mail (read-only) and checks topic and text before sending', async () => {
    const user = userEvent.setup();
    renderRoute('/contacts/form', { mocks: [accountShellMock(anna), formPage()] });
    const name = (await screen.findByRole('textbox', { name: /Ihr Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Anna Schmidt');
    // The account's address, shown and not typed: the confirmation goes there whatever a request names.
    const email = screen.getByRole('textbox', { name: /Ihre E-Mail-Adresse/ }) as HTMLInputElement;
    expect(email.value).toBe('anna.schmidt@example.de');
    expect(email.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte wählen Sie ein Thema.')).toBeTruthy();
    expect(screen.getByText('Bitte schreiben Sie uns Ihr Anliegen.')).toBeTruthy();
  });

  it('confirms the request in a dialog with its reference', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    renderRoute('/contacts/form', {
      mocks: [
        accountShellMock(anna),
        formPage(),
        sendMock({ __typename: 'SupportRequestSent', requestId: 'A-1234ABCD', email: 'anna.schmidt@example.de' }, seen),
      ],
    });
    await fillAndSend(user);
    const dialog = await screen.findByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' });
    expect(within(dialog).getByText(/A-1234ABCD/)).toBeTruthy();
    expect(seen[0]).toMatchObject({
      input: {
        topic: 'DELIVERY',
        name: 'Anna Schmidt',
        email: 'anna.schmidt@example.de',
        text: 'Wann kommt mein Paket?',
        idempotencyKey: expect.any(String),
      },
    });
  });

  it('shows a failure with its error id, keeps the message, and retries with the same key', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    const failed = {
      __typename: 'SupportRequestFailed',
      code: 'SUPPORT_REQUEST_FAILED',
      message:
        'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
      errorId: 'F-0A1B2C3D',
    };
    renderRoute('/contacts/form', {
      mocks: [accountShellMock(anna), formPage(), sendMock(failed, seen), sendMock(failed, seen)],
    });
    await fillAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/konnte leider nicht gesendet werden/);
    expect(alert.textContent).toMatch(/Fehlernummer: F-0A1B2C3D/);
    expect((screen.getByRole('textbox', { name: /Ihre Nachricht/ }) as HTMLTextAreaElement).value).toBe(
      'Wann kommt mein Paket?',
    );
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    const keys = seen.map((v) => (v['input'] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is not found without the contactForm flag', async () => {
    renderRoute('/contacts/form', { mocks: [accountShellMock(anna, { contactForm: false }), formPage(false)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();
  });
});

describe('contacts', () => {
  const contactsPage = (contactForm: boolean) => ({
    request: { query: ContactsPageDocument },
    result: { data: { featureFlags: { __typename: 'FeatureFlags' as const, id: 'featureFlags', contactForm } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

  it('names phone, hours, the service e-mail of the market and leads to the form', async () => {
    renderRoute('/contacts', { mocks: [accountShellMock(anna), contactsPage(true)] });
    expect(await screen.findByRole('link', { name: 'Zum Kontaktformular' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'service@mein-shop.de' }).getAttribute('href')).toBe(
      'mailto:service@mein-shop.de',
    );
    expect(screen.getByRole('link', { name: /0800 123 45 67/ })).toBeTruthy();
  });

  it('is not found without the contactForm flag', async () => {
    renderRoute('/contacts', { mocks: [accountShellMock(anna, { contactForm: false }), contactsPage(false)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeTruthy();
  });
});

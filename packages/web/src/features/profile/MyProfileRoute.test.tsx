import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { fillOverBound, TOO_LONG } from '../../../test/inputBounds.ts';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { MyProfilePageDocument } from './MyProfilePage.generated.ts';
import { SetStayLoggedInDocument } from './SetStayLoggedIn.generated.ts';
import { DeleteAccountDocument } from './DeleteAccount.generated.ts';
import { ExportMyDataDocument } from './ExportMyData.generated.ts';

const personalDetails = {
  __typename: 'PersonalDetails' as const,
  id: anna.id,
  salutation: 'MS' as const,
  firstName: 'Anna',
  lastName: 'Schmidt',
  dateOfBirth: '1961-04-12',
  phoneNumber: '0221 1234567',
  email: 'anna.schmidt@example.de',
  customerNumber: '10012345',
};
const billingAddress = {
  __typename: 'BillingAddress' as const,
  id: 'a-10012345-billing',
  street: 'Domstraße',
  streetNumber: '12',
  addressAddition: null,
  zipCode: '50667',
  city: 'Köln',
};

function pageWith(customer: Record<string, unknown>, errors?: { message: string; path: string[] }[]) {
  return {
    request: { query: MyProfilePageDocument },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer' as const,
          id: 'viewer',
          customer: {
            __typename: 'Customer' as const,
            id: anna.id,
            hasPassword: true,
            stayLoggedIn: false,
            personalDetails,
            billingAddress,
            ...customer,
          },
        },
        featureFlags: { __typename: 'FeatureFlags' as const, id: 'featureFlags', stayLoggedIn: true },
      },
      ...(errors ? { errors } : {}),
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const page = pageWith({});

describe('stay-logged-in setting', () => {
  it('saves the new value', async () => {
    const user = userEvent.setup();
    renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        page,
        {
          request: { query: SetStayLoggedInDocument, variables: { input: { stayLoggedIn: true } } },
          result: {
            data: {
              setStayLoggedIn: {
                __typename: 'StayLoggedInUpdated',
                customer: { __typename: 'Customer', id: anna.id, stayLoggedIn: true },
              },
            },
          },
        },
      ],
    });
    const toggle = (await screen.findByRole('switch', { name: /60 Tage angemeldet bleiben/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Gespeichert: Sie bleiben 60 Tage angemeldet.')).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });

  it('restores the previous value and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        page,
        {
          request: { query: SetStayLoggedInDocument, variables: { input: { stayLoggedIn: true } } },
          result: {
            data: {
              setStayLoggedIn: {
                __typename: 'StayLoggedInFailed',
                code: 'UPDATE_FAILED',
                message: 'failed',
                stayLoggedIn: false,
              },
            },
          },
        },
      ],
    });
    const toggle = (await screen.findByRole('switch', { name: /60 Tage angemeldet bleiben/ })) as HTMLInputElement;
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Einstellung konnte nicht gespeichert werden.',
    );
    expect(toggle.checked).toBe(false);
  });
});

describe('my data', () => {
  it('shows the personal data read-only with the date of birth as dd.mm.yyyy and the phone-only note', async () => {
    renderRoute('/my-profile', { mocks: [accountShellMock(anna), page] });
    const section = await screen.findByRole('region', { name: 'Persönliche Daten' });
    const text = section.textContent ?? '';
    for (const expected of [
      'Frau',
      'Anna Schmidt',
      '12.04.1961',
      '0221 1234567',
      'anna.schmidt@example.de',
      '10012345',
      'Domstraße 12, 50667 Köln',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('nur telefonisch');
    expect(within(section).getByRole('link', { name: /0800/ })).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('says "nicht hinterlegt" for what is missing (a new customer without billing address)', async () => {
    renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        pageWith({
          billingAddress: null,
          personalDetails: { ...personalDetails, dateOfBirth: null, phoneNumber: null },
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Persönliche Daten' });
    expect(within(section).getAllByText('nicht hinterlegt')).toHaveLength(3);
  });

  it('keeps the stay-logged-in switch working when the personal data could not be loaded', async () => {
    renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        pageWith({ personalDetails: null }, [{ message: 'failed', path: ['viewer', 'customer', 'personalDetails'] }]),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('können gerade nicht angezeigt werden');
    expect(await screen.findByRole('switch', { name: /60 Tage angemeldet bleiben/ })).toBeTruthy();
  });

  it('has a back link to the account overview', async () => {
    renderRoute('/my-profile', { mocks: [accountShellMock(anna), page] });
    const back = await screen.findByRole('link', { name: 'Zurück zur Kontoübersicht' });
    expect(back.getAttribute('href')).toMatch(/\/$/);
  });
});

function deleteMock(password: string, result: Record<string, unknown>) {
  return {
    request: { query: DeleteAccountDocument, variables: { input: { password } } },
    result: { data: { deleteAccount: result } },
  };
}

async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  const opener = await screen.findByRole('button', { name: 'Kundenkonto löschen …' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Kundenkonto endgültig löschen?' });
  return { opener, dialog };
}

describe('delete account', () => {
  it('says what is deleted, and the focus returns to the opener when cancelled', async () => {
    const user = userEvent.setup();
    renderRoute('/my-profile', { mocks: [accountShellMock(anna), page] });
    const { opener, dialog } = await openDeleteDialog(user);
    expect(dialog.textContent).toContain('können Sie sich nicht mehr');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows a wrong password at the field and the server’s detail text for a failure', async () => {
    const user = userEvent.setup();
    renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        page,
        deleteMock('falsch', { __typename: 'WrongPassword', code: 'WRONG_PASSWORD', message: 'x' }),
        deleteMock('Passwort123!', {
          __typename: 'ProfileChangeFailed',
          code: 'PROFILE_CHANGE_FAILED',
          message: 'Ihr Konto kann gerade nicht gelöscht werden.',
        }),
      ],
    });
    const { dialog } = await openDeleteDialog(user);
    const password = within(dialog).getByLabelText(/^Ihr Passwort zur Bestätigung/);
    await user.type(password, 'falsch');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(
      await within(dialog).findByText('Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Passwort123!');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Ihr Konto kann gerade nicht gelöscht werden.',
    );
  });

  it('asks for the password and refuses one over its bound before anything is sent', async () => {
    const user = userEvent.setup();
    const rendered = renderRoute('/my-profile', { mocks: [accountShellMock(anna), page] });
    const { dialog } = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByText('Bitte geben Sie Ihr Passwort ein.')).toBeTruthy();
    fillOverBound(within(dialog).getByLabelText(/^Ihr Passwort zur Bestätigung/), BOUNDS.password);
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByText(TOO_LONG)).toBeTruthy();
    expect(rendered.sentOperations()).not.toContain('DeleteAccount');
  });

  it('logs out to the goodbye page on success', async () => {
    const user = userEvent.setup();
    const rendered = renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        page,
        deleteMock('Passwort123!', { __typename: 'AccountDeleted' }),
        accountShellMock(null),
      ],
    });
    const { dialog } = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText(/^Ihr Passwort zur Bestätigung/), 'Passwort123!');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByRole('heading', { name: 'Ihr Kundenkonto ist gelöscht' })).toBeTruthy();
    expect(rendered.currentPath()).toBe('/post-logout/account-deleted');
  });
});

describe('data export', () => {
  afterEach(() => vi.unstubAllGlobals());

  function exportMock(exportMyData: Record<string, unknown>) {
    return { request: { query: ExportMyDataDocument }, result: { data: { exportMyData } } };
  }

  it('saves the assembled file and names the sections that are missing', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:export'),
        revokeObjectURL: () => undefined,
      }),
    );
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        page,
        exportMock({
          __typename: 'MyDataExport',
          fileName: 'meine-daten-10012345-2026-11-25.json',
          content: '{"orders":[]}',
          unavailableSections: ['ORDERS', 'OPEN_INVOICES'],
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(
      await screen.findByText(/Ihre Daten sind heruntergeladen: meine-daten-10012345-2026-11-25\.json/),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Nicht enthalten, weil sie gerade nicht abgerufen werden konnten: Bestellungen, offene Rechnungen/,
      ),
    ).toBeTruthy();
    expect(clicks).toEqual(['meine-daten-10012345-2026-11-25.json']);
    expect(await created[0]?.text()).toBe('{"orders":[]}');
    click.mockRestore();
  });

  it('says how long to wait when asked too often, and the button stays', async () => {
    const user = userEvent.setup();
    renderRoute('/my-profile', {
      mocks: [
        accountShellMock(anna),
        page,
        exportMock({
          __typename: 'RateLimited',
          code: 'RATE_LIMITED',
          message: 'Zu viele Versuche.',
          retryAfterSeconds: 120,
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/120/);
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeTruthy();
  });
});

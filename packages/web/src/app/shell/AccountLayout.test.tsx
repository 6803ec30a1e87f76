import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna, homePageMock, loginPageMock } from '../../../test/fixtures.ts';
import { HomePageDocument } from '../../features/home/HomePage.generated.ts';
import { FOOTER_EVENT } from '../../lib/hostEvents.ts';

describe('account shell', () => {
  it('sends a logged-out visitor to the login, remembering the wanted page', async () => {
    const view = renderRoute('/orders?page=2', { mocks: [accountShellMock(null), loginPageMock()] });
    await waitFor(() => expect(view.currentPath()).toBe('/login?redirect=%2Forders%3Fpage%3D2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
  });

  it('greets the customer by first name and shows the customer number and four menu groups', async () => {
    renderRoute('/', { mocks: [accountShellMock(anna), homePageMock()] });
    expect(await screen.findByText('Guten Tag, Anna')).toBeTruthy();
    expect(screen.getByText('Kundennummer: 10012345')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Kontobereiche' });
    const groups = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['Meine Bestellungen', 'Meine Aktivitäten', 'Mein Profil', 'Kundenservice']);
    expect(within(nav).getByRole('link', { name: 'Passwort ändern' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'E-Mail-Adresse ändern' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });

  it('offers "set password" to a social-login customer without password and hides contact without the flag', async () => {
    renderRoute('/', {
      mocks: [
        accountShellMock(
          { ...anna, firstName: 'Max', hasPassword: false, socialLoginProvider: 'GOOGLE' },
          { contactForm: false },
        ),
        homePageMock(),
      ],
    });
    const nav = await screen.findByRole('navigation', { name: 'Kontobereiche' });
    expect(within(nav).getByRole('link', { name: 'Passwort festlegen' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Passwort ändern' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'E-Mail-Adresse ändern' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Kontakt' })).toBeNull();
  });

  it.each([true, false])(
    'asks a customer without billing address to complete the profile only with completeProfile (%s)',
    async (completeProfile) => {
      const neu = {
        ...anna,
        firstName: 'Neu',
        personalDetails: { __typename: 'PersonalDetails' as const, id: anna.id, hasBillingAddress: false },
      };
      renderRoute('/', { mocks: [accountShellMock(neu, { completeProfile }), homePageMock()] });
      expect(await screen.findByText('Guten Tag, Neu')).toBeTruthy();
      expect(Boolean(screen.queryByRole('region', { name: 'Bitte vervollständigen Sie Ihr Kundenkonto' }))).toBe(
        completeProfile,
      );
    },
  );

  it('shows a light user without password neither the e-mail change nor a password entry', async () => {
    renderRoute('/', {
      mocks: [accountShellMock({ ...anna, firstName: 'Nina', hasPassword: false, isLightUser: true }), homePageMock()],
    });
    const nav = await screen.findByRole('navigation', { name: 'Kontobereiche' });
    expect(within(nav).getByRole('link', { name: 'Meine Daten' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'E-Mail-Adresse ändern' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: /^Passwort/ })).toBeNull();
  });

  it('shows the complete-profile hint with a link to the addresses when there is no billing address', async () => {
    renderRoute('/', {
      mocks: [
        accountShellMock({
          ...anna,
          firstName: null,
          personalDetails: { __typename: 'PersonalDetails', id: anna.id, hasBillingAddress: false },
        }),
        homePageMock(),
      ],
    });
    expect(await screen.findByText('Willkommen in Ihrem Kundenkonto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rechnungsadresse angeben' }).getAttribute('href')).toBe('/my-addresses');
  });

  it('remembers a dismissed stay-logged-in tip', async () => {
    const user = userEvent.setup();
    renderRoute('/', { mocks: [accountShellMock(anna), homePageMock(false)] });
    await user.click(await screen.findByRole('button', { name: 'Tipp schließen' }));
    expect(screen.queryByText('Tipp: Angemeldet bleiben')).toBeNull();
    expect(localStorage.getItem('stay_logged_in_tip_dismissed')).toBe('true');
  });

  it('renders a section that comes later as a titled page with a back link', async () => {
    renderRoute('/payment-methods', { mocks: [accountShellMock(anna)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlungsarten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zurück zur Kontoübersicht/ }).getAttribute('href')).toBe('/');
  });

  it('tracks a page view and tells the host page to reduce the footer on the login page', async () => {
    const footers: string[] = [];
    const listener = (e: Event) => footers.push((e as CustomEvent<{ footer: string }>).detail.footer);
    window.addEventListener(FOOTER_EVENT, listener);
    renderRoute('/login', { mocks: [loginPageMock()] });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    window.removeEventListener(FOOTER_EVENT, listener);
    expect(footers).toContain('reduced');
    expect(window.dataLayer?.some((e) => e.event === 'page_view')).toBe(true);
  });

  it('sends the customer to the login when the session ended meanwhile', async () => {
    const view = renderRoute('/', {
      mocks: [
        accountShellMock(anna),
        loginPageMock(),
        {
          request: { query: HomePageDocument },
          result: {
            data: null,
            errors: [{ message: 'Bitte melden Sie sich an.', extensions: { code: 'UNAUTHENTICATED' } }],
          },
          // The query is started at navigation and asked again by the page once the first answer failed.
          maxUsageCount: 2,
        },
      ],
    });
    // With the reason when the shell had shown the customer before the page's answer came (docs/product/shell.md §4); both queries start together.
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/login(\?reason=session-ended)?$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
  });

  it('shows the page-not-found fallback for an unknown path', async () => {
    renderRoute('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeTruthy();
  });
});

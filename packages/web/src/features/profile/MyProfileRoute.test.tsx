import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { accountShellMock, anna } from '../../testing/fixtures.ts';
import { MyProfilePageDocument } from './MyProfilePage.generated.ts';
import { SetStayLoggedInDocument } from './SetStayLoggedIn.generated.ts';

const page = {
  request: { query: MyProfilePageDocument },
  result: {
    data: {
      viewer: { __typename: 'Viewer' as const, id: 'viewer', customer: { __typename: 'Customer' as const, id: anna.id, stayLoggedIn: false } },
      featureFlags: { __typename: 'FeatureFlags' as const, id: 'featureFlags', stayLoggedIn: true },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

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
              setStayLoggedIn: { __typename: 'StayLoggedInUpdated', customer: { __typename: 'Customer', id: anna.id, stayLoggedIn: true } },
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
            data: { setStayLoggedIn: { __typename: 'StayLoggedInFailed', code: 'UPDATE_FAILED', message: 'failed', stayLoggedIn: false } },
          },
        },
      ],
    });
    const toggle = (await screen.findByRole('switch', { name: /60 Tage angemeldet bleiben/ })) as HTMLInputElement;
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain('Die Einstellung konnte nicht gespeichert werden.');
    expect(toggle.checked).toBe(false);
  });
});

describe('my data', () => {
  it('has a back link to the account overview', async () => {
    renderRoute('/my-profile', { mocks: [accountShellMock(anna), page] });
    const back = await screen.findByRole('link', { name: 'Zurück zur Kontoübersicht' });
    expect(back.getAttribute('href')).toMatch(/\/$/);
  });
});

import { advanceClock, DEMO_PASSWORD, mailsTo, tokenOf } from '@mein-konto/testing';
import {
  test,
  expect,
  open,
  enterUsername,
  enterPassword,
  expectReflow,
  passwordField,
  usernameField,
  MOCKS_URL,
} from './fixtures.ts';
import { addFault, loginTo } from './orderHelpers.ts';
import { latestMail, tabTo } from './waysIn.ts';
import type { Page } from '@playwright/test';

const NEW_PASSWORD = 'Herbstlaub-Kaffee-77';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function requestReset(page: Page, username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<void> {
  await open(page, 'forgot-password', market);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await usernameField(page).fill(username);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte schauen Sie in Ihr E-Mail-Postfach' })).toBeVisible();
}

async function setNewPassword(page: Page, password = NEW_PASSWORD): Promise<void> {
  await field(page, 'Neues Passwort').fill(password);
  await field(page, 'Neues Passwort wiederholen').fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
}

test.describe('forgot password', () => {
  test('resets the password with the keyboard only through the e-mailed link', async ({ page, a11y }) => {
    await open(page, 'login', 'de');
    await enterUsername(page, 'anna.schmidt@example.de');
    const forgot = page.getByRole('link', { name: 'Passwort vergessen?' });
    await tabTo(page, forgot);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeFocused();
    await a11y('forgot password');
    // the username typed at the password step comes along
    await expect(usernameField(page)).toHaveValue('anna.schmidt@example.de');
    await tabTo(page, usernameField(page));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bitte schauen Sie in Ihr E-Mail-Postfach' }),
    ).toBeFocused();
    await expect(page).toHaveURL(/send-password-link-success\?reason=FORGOT_PASSWORD/);
    await expect(page.getByText(/Wenn zu Ihren Angaben ein Kundenkonto besteht/)).toBeVisible();
    await a11y('link sent');

    const mail = await latestMail('anna.schmidt@example.de');
    expect(mail.link).toContain('/set-password?token=');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
    await expect(page.getByText('Legen Sie ein neues Passwort für anna.schmidt@example.de fest.')).toBeVisible();
    await a11y('set password');
    await tabTo(page, field(page, 'Neues Passwort'));
    await page.keyboard.type(NEW_PASSWORD);
    await tabTo(page, field(page, 'Neues Passwort wiederholen'));
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Passwort ist gespeichert' })).toBeFocused();
    await a11y('password saved');

    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await enterUsername(page, 'anna.schmidt@example.de');
    await enterPassword(page, NEW_PASSWORD);
    await expect(page.getByText('Guten Tag, Anna')).toBeVisible();
  });

  test('accepts a customer number in Austria and an e-mail only in Switzerland', async ({ page }) => {
    await requestReset(page, '0020023456', 'at');
    const mail = await latestMail('lukas.gruber@example.at');
    expect(mail.link).toContain('locale=at');

    await open(page, 'forgot-password', 'ch');
    await usernameField(page).fill('30034567');
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByRole('alert')).toContainText('Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.');
    await expect(usernameField(page)).toHaveValue('30034567');
  });

  test('answers an unknown account like a known one', async ({ page }) => {
    await requestReset(page, 'niemand@example.org');
    expect(await mailsTo(MOCKS_URL, 'niemand@example.org')).toEqual([]);
  });

  test('sets the password from a legacy shop link with the token in the path', async ({ page, a11y }) => {
    await requestReset(page, 'anna.schmidt@example.de');
    const token = tokenOf((await latestMail('anna.schmidt@example.de')).link);
    await open(page, `login/forgottenpassword/${token}`, 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
    await a11y('legacy set password');
    await setNewPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Passwort ist gespeichert' })).toBeVisible();
    await open(page, 'login', 'de');
    await enterUsername(page, 'anna.schmidt@example.de');
    await enterPassword(page, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText(
      'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt.',
    );
  });

  test('explains a missing, an invalid, an expired and a used link, each in its own way', async ({ page, a11y }) => {
    await open(page, 'set-password', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Der Link ist unvollständig' })).toBeVisible();
    await a11y('token missing');

    await open(page, 'set-password?token=gibt-es-nicht', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link ist ungültig' })).toBeVisible();
    await a11y('token invalid');

    await requestReset(page, 'anna.schmidt@example.de');
    const first = await latestMail('anna.schmidt@example.de');
    await page.goto(first.link);
    await setNewPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Passwort ist gespeichert' })).toBeVisible();
    await page.goto(first.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link wurde bereits verwendet' })).toBeVisible();
    await a11y('token used');

    await requestReset(page, 'anna.schmidt@example.de');
    const second = await latestMail('anna.schmidt@example.de');
    expect(second.link).not.toBe(first.link);
    await advanceClock(MOCKS_URL, 3 * 60 * 60);
    await page.goto(second.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link ist abgelaufen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', /forgot-password$/);
    await a11y('token expired');
  });

  test('names a too short password and a differing confirmation, keeping what was typed', async ({ page }) => {
    await requestReset(page, 'anna.schmidt@example.de');
    await page.goto((await latestMail('anna.schmidt@example.de')).link);
    await field(page, 'Neues Passwort').fill('kurz');
    await field(page, 'Neues Passwort wiederholen').fill('anders');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible();
    await expect(field(page, 'Neues Passwort')).toHaveValue('kurz');
  });
});

test.describe('light user', () => {
  test('requests the set-password link from the modal and completes the account', async ({ page, a11y }) => {
    await open(page, 'login', 'de');
    await enterUsername(page, 'lena.licht@example.de');
    const dialog = page.getByRole('dialog', { name: 'Bitte legen Sie ein Passwort fest' });
    await expect(dialog).toBeVisible();
    await a11y('light-user modal');
    await dialog.getByRole('button', { name: 'Link per E-Mail senden' }).click();
    await expect(page).toHaveURL(/send-password-link-success\?reason=LIGHT_USER/);
    await expect(page.getByText(/schließen Ihre Registrierung ab/)).toBeVisible();
    await a11y('light-user link sent');

    const mail = await latestMail('lena.licht@example.de');
    expect(mail.link).toContain('/light-user-set-password?token=');
    await page.goto(mail.link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Passwort festlegen und Registrierung abschließen' }),
    ).toBeVisible();
    await setNewPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Passwort ist gespeichert' })).toBeVisible();
    await open(page, 'login', 'de');
    await enterUsername(page, 'lena.licht@example.de');
    await enterPassword(page, NEW_PASSWORD);
    await expect(page.getByText('Kundennummer: 40045678')).toBeVisible();
  });
});

test.describe('change password', () => {
  const current = (page: Page) => field(page, 'Aktuelles Passwort');

  test('heidi (ch): every error at its field, then the dialog, and the new password logs her in', async ({
    page,
    request,
    a11y,
  }) => {
    await loginTo(page, 'heidi', 'change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Bitte geben Sie Ihr aktuelles Passwort ein.')).toBeVisible();
    await a11y('change password: empty form');

    await current(page).fill(DEMO_PASSWORD);
    await field(page, 'Neues Passwort').fill(DEMO_PASSWORD);
    await field(page, 'Neues Passwort wiederholen').fill('anders-als-oben');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(
      page.getByText('Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.'),
    ).toBeVisible();
    await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible();

    // The strength hint rates the new password in the browser; her own name is guessable.
    await field(page, 'Neues Passwort').fill('heidi-meier-1');
    await expect(page.getByText(/leicht zu erraten/)).toBeVisible();
    await field(page, 'Neues Passwort').fill(NEW_PASSWORD);
    await expect(page.getByText(/Sicherheit des Passworts:/)).toBeVisible();

    await current(page).fill('falsch-falsch');
    await field(page, 'Neues Passwort wiederholen').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(
      page.getByText('Ihr aktuelles Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.'),
    ).toBeVisible();
    await expect(current(page)).toBeFocused();
    await expect(field(page, 'Neues Passwort')).toHaveValue(NEW_PASSWORD);
    await a11y('change password: wrong current password');

    await addFault(request, {
      service: 'customer',
      method: 'POST',
      path: '/user/change-password',
      status: 500,
      times: 1,
    });
    await current(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(
      page.getByText('Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.'),
    ).toBeVisible();
    await a11y('change password: failed');

    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ihr Passwort wurde geändert' });
    await expect(dialog).toContainText('Auf anderen Geräten wurden Sie abgemeldet');
    await a11y('change password: done');
    const notice = (await mailsTo(MOCKS_URL, 'heidi.meier@example.ch')).at(-1);
    expect(notice?.subject).toBe('Ihr Passwort wurde geändert');
    expect(notice?.text).toContain('0800 30 40 50');
    await dialog.getByRole('button', { name: 'Zurück zur Kontoübersicht' }).click();
    await expect(page).toHaveURL(/\/dpl\/av\/?$/);

    await page.context().clearCookies();
    await open(page, 'login', 'ch');
    await enterUsername(page, 'heidi.meier@example.ch');
    await enterPassword(page, DEMO_PASSWORD);
    await expect(
      page.getByText('Die Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt.', { exact: false }),
    ).toBeVisible();
    await passwordField(page).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
  });

  test('lukas (at) changes his password with the keyboard only', async ({ page, a11y }) => {
    await loginTo(page, 'lukas', 'change-password');
    await expect(current(page)).toBeVisible();
    await tabTo(page, current(page), 40);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab'); // the show-password button
    await page.keyboard.press('Tab');
    await expect(field(page, 'Neues Passwort')).toBeFocused();
    await page.keyboard.type(NEW_PASSWORD);
    await tabTo(page, field(page, 'Neues Passwort wiederholen'));
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ihr Passwort wurde geändert' });
    await expect(dialog.getByRole('heading', { name: 'Ihr Passwort wurde geändert' })).toBeFocused();
    await a11y('change password by keyboard: done');
    await tabTo(page, dialog.getByRole('button', { name: 'Zurück zur Kontoübersicht' }), 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dpl\/av\/?$/);
  });

  test('anna at phone width: the form reflows; when her session has ended meanwhile, the change leads to the login', async ({
    page,
    request,
  }) => {
    await loginTo(page, 'anna', 'change-password');
    await expect(current(page)).toBeVisible();
    await expectReflow(page, 'change password');

    // "Wrong token" (docs/product/my-data.md §4): the session's token is refused; back to the login, then to this page.
    expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-refresh`, { data: {} })).status()).toBe(204);
    await current(page).fill(DEMO_PASSWORD);
    await field(page, 'Neues Passwort').fill(NEW_PASSWORD);
    await field(page, 'Neues Passwort wiederholen').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await enterUsername(page, 'anna.schmidt@example.de');
    await enterPassword(page, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  });
});

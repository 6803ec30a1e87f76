import { advanceClock, mailsTo, type Market } from '@mein-konto/testing';
import { test, expect, open, enterUsername, enterPassword, usernameField, MOCKS_URL } from './fixtures.ts';
import { latestMail, tabTo } from './waysIn.ts';
import type { Page } from '@playwright/test';

const NEW_PASSWORD = 'Sommerwiese-1950!';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  number: string;
  zip: string;
  city: string;
  birth: string;
}

/** A form field by its label (required fields carry a visual " *"; Swiss labels write ss for ß). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace('ß', '(?:ß|ss)')}( \\*)?$`));

async function startRegistration(page: Page, market: Market, email: string): Promise<void> {
  await open(page, 'login', market);
  await enterUsername(page, email);
  await page.getByRole('button', { name: 'Neues Kundenkonto anlegen' }).click();
}

async function fillRegistration(page: Page, p: Person, password = NEW_PASSWORD): Promise<void> {
  await field(page, 'Vorname').fill(p.firstName);
  await field(page, 'Nachname').fill(p.lastName);
  await field(page, 'Straße').fill(p.street);
  await field(page, 'Hausnummer').fill(p.number);
  await field(page, 'Postleitzahl').fill(p.zip);
  await field(page, 'Ort').fill(p.city);
  await field(page, 'Geburtsdatum').fill(p.birth);
  await field(page, 'Passwort').fill(password);
}

test.describe('registration', () => {
  test('registers with the keyboard only, takes the recommended address, activates by e-mail and logs in', async ({
    page,
    a11y,
  }) => {
    const email = 'erika.muster@example.org';
    await open(page, 'login', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await tabTo(page, usernameField(page));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    const unknown = page.getByRole('heading', { name: 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto' });
    await expect(unknown).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Neues Kundenkonto anlegen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Neues Kundenkonto anlegen' })).toBeFocused();
    await a11y('registration form');

    await tabTo(page, page.getByRole('radio', { name: 'Frau' }));
    await expect(page.getByRole('radio', { name: 'Frau' })).toBeChecked();
    const typeInto = async (label: string, value: string) => {
      await tabTo(page, field(page, label));
      await page.keyboard.type(value);
    };
    await typeInto('Vorname', 'Erika');
    await typeInto('Nachname', 'Muster');
    await typeInto('Straße', 'Domstrase');
    await typeInto('Hausnummer', '12');
    await typeInto('Postleitzahl', '50668');
    await typeInto('Ort', 'Köln');
    await typeInto('Geburtsdatum', '31.01.1950');
    await expect(field(page, 'E-Mail-Adresse')).toHaveValue(email);
    await typeInto('Passwort', 'erika1950');
    await expect(page.getByText('Sicherheit des Passworts:')).toContainText('leicht zu erraten');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(NEW_PASSWORD);
    await expect(page.getByText('Sicherheit des Passworts:')).not.toContainText('leicht zu erraten');
    const newsletter = page.getByRole('checkbox', { name: /Newsletter/ });
    await tabTo(page, newsletter);
    await page.keyboard.press('Space');
    await expect(newsletter).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Kundenkonto anlegen' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Domstraße 12');
    await expect(dialog).toContainText('Domstrase 12');
    await a11y('recommended address');
    await tabTo(page, dialog.getByRole('button', { name: 'Vorschlag übernehmen' }));
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', { name: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeFocused();
    await expect(page.getByText(`Wir haben Ihnen eine E-Mail an ${email} geschickt.`, { exact: false })).toBeVisible();
    await a11y('double opt-in');

    const mail = await latestMail(email);
    expect(mail.link).toContain('/activate-account?token=');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist aktiviert' })).toBeVisible();
    await a11y('account activated');
    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await enterUsername(page, email);
    await enterPassword(page, NEW_PASSWORD);
    await expect(page.getByText('Guten Tag, Erika')).toBeVisible();
  });

  test('refuses invalid e-mail addresses in the form and sends nothing', async ({ page, a11y }) => {
    await startRegistration(page, 'de', 'erika.muster@example.org');
    await expect(page.getByRole('heading', { name: 'Neues Kundenkonto anlegen' })).toBeVisible();
    await fillRegistration(page, {
      email: '',
      firstName: 'Erika',
      lastName: 'Muster',
      street: 'Domstraße',
      number: '12',
      zip: '50668',
      city: 'Köln',
      birth: '31.01.1950',
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/graphql') && /CreateAccount|CheckAddress/.test(body)) sent.push(body);
    });
    for (const invalid of ['<b>x</b>@example.de', '😀@example.de']) {
      await field(page, 'E-Mail-Adresse').fill(invalid);
      await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
      await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
      await expect(field(page, 'E-Mail-Adresse')).toBeFocused();
      await a11y(`invalid e-mail ${invalid}`);
    }
    expect(sent).toEqual([]);
  });

  test('shows the Swiss variant and registers in Switzerland', async ({ page, a11y }) => {
    const email = 'urs.keller@example.ch';
    await startRegistration(page, 'ch', email);
    await expect(page.getByRole('heading', { name: 'Neues Kundenkonto eröffnen' })).toBeVisible();
    await expect(page.getByText('4 Ziffern, zum Beispiel 8001')).toBeVisible();
    await expect(page.getByText('Land: Schweiz', { exact: true })).toBeVisible();
    await expect(page.getByText('Land: der Schweiz')).toHaveCount(0);
    expect(await page.locator('main').innerText()).not.toContain('ß');
    await a11y('Swiss registration');
    await fillRegistration(page, {
      email,
      firstName: 'Urs',
      lastName: 'Keller',
      street: 'Bahnhofstrasse',
      number: '1',
      zip: '8001',
      city: 'Zürich',
      birth: '02.03.1958',
    });
    await page.getByRole('button', { name: 'Kundenkonto eröffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
    const done = page.getByRole('heading', { name: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    await expect(dialog.or(done)).toBeVisible();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Meine Eingabe verwenden' }).click();
    await expect(done).toBeVisible();
    const mail = await latestMail(email);
    expect(mail.link).toContain('locale=ch');
  });

  test('keeps the input and shows the server text at the street for a Packstation address', async ({ page, a11y }) => {
    await startRegistration(page, 'de', 'paula.post@example.org');
    await fillRegistration(page, {
      email: 'paula.post@example.org',
      firstName: 'Paula',
      lastName: 'Post',
      street: 'Packstation',
      number: '123',
      zip: '50668',
      city: 'Köln',
      birth: '01.02.1960',
    });
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(field(page, 'Straße')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Straße')).toBeFocused();
    await expect(field(page, 'Vorname')).toHaveValue('Paula');
    await expect(field(page, 'Geburtsdatum')).toHaveValue('01.02.1960');
    await a11y('server field error');
  });

  test('takes the date of birth as eight digits from a phone number pad', async ({ page, a11y }) => {
    await startRegistration(page, 'ch', 'ruth.ziffer@example.ch');
    await fillRegistration(page, {
      email: 'ruth.ziffer@example.ch',
      firstName: 'Ruth',
      lastName: 'Ziffer',
      street: 'Bahnhofstrasse',
      number: '1',
      zip: '8001',
      city: 'Zürich',
      birth: '',
    });
    const birth = field(page, 'Geburtsdatum');
    await expect(birth).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByText('ohne Punkte', { exact: false })).toBeVisible();
    // A number pad has neither "." nor "/": the digits alone.
    await birth.pressSequentially('31011950');
    const sent: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/graphql') && /CreateAccount\(/.test(body)) sent.push(body);
    });
    await page.getByRole('button', { name: 'Kundenkonto eröffnen' }).click();
    await expect(page.getByText('im Format TT.MM.JJJJ', { exact: false })).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
    const done = page.getByRole('heading', { name: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    await expect(dialog.or(done)).toBeVisible();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Meine Eingabe verwenden' }).click();
    await expect(done).toBeVisible();
    expect(sent.join('\n')).toContain('1950-01-31');
    await a11y('registered with eight digits');
  });

  test('checks the name rules in the browser before the address check, with the rule in the message', async ({
    page,
    a11y,
  }) => {
    await startRegistration(page, 'de', 'erika.muster@example.org');
    const sent: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/graphql') && /CreateAccount|CheckAddress/.test(body)) sent.push(body);
    });
    await fillRegistration(page, {
      email: 'erika.muster@example.org',
      firstName: 'Erika 😀',
      // A name that reads as a web address (a longer one than the rule allows cannot be typed: the field's maxLength)
      lastName: 'Mustermann.de',
      street: 'Domstraße',
      number: '12',
      zip: '50668',
      city: 'Köln',
      birth: '31.01.1950',
    });
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(field(page, 'Vorname')).toBeFocused();
    await expect(field(page, 'Vorname')).toHaveAccessibleDescription(/nur mit Buchstaben.*höchstens 35 Zeichen/);
    await expect(field(page, 'Nachname')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nachname')).toHaveAccessibleDescription(/nur mit Buchstaben.*höchstens 35 Zeichen/);
    await a11y('name rules');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sent).toEqual([]);

    await field(page, 'Vorname').fill('Erika');
    await field(page, 'Nachname').fill('Müller-Lüdenscheidt');
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
    const done = page.getByRole('heading', { name: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    await expect(dialog.or(done)).toBeVisible();
  });

  test('refuses minors before anything is sent', async ({ page }) => {
    await startRegistration(page, 'de', 'kid@example.org');
    await fillRegistration(page, {
      email: 'kid@example.org',
      firstName: 'Kim',
      lastName: 'Klein',
      street: 'Domstraße',
      number: '12',
      zip: '50668',
      city: 'Köln',
      birth: '01.01.2015',
    });
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(
      page.getByText('Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.'),
    ).toBeVisible();
    await expect(field(page, 'Geburtsdatum')).toBeFocused();
  });

  test('says when the e-mail address has an account already', async ({ page, a11y }) => {
    await startRegistration(page, 'de', 'doppelt@example.org');
    await fillRegistration(page, {
      email: 'doppelt@example.org',
      firstName: 'Anna',
      lastName: 'Schmidt',
      street: 'Domstraße',
      number: '12',
      zip: '50668',
      city: 'Köln',
      birth: '12.04.1961',
    });
    await field(page, 'E-Mail-Adresse').fill('anna.schmidt@example.de');
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.',
    );
    await expect(field(page, 'E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    await a11y('e-mail exists');
  });

  test('leads an existing phone customer to the no-credentials state', async ({ page, a11y }) => {
    await startRegistration(page, 'de', 'gisela.neu@example.org');
    await page.getByRole('radio', { name: 'Frau' }).check();
    await fillRegistration(page, {
      email: 'gisela.neu@example.org',
      firstName: 'Gisela',
      lastName: 'Fernseh',
      street: 'Lindenallee',
      number: '7',
      zip: '30159',
      city: 'Hannover',
      birth: '31.01.1950',
    });
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
    const state = page.getByRole('heading', {
      name: 'Für Ihr Kundenkonto ist noch keine Online-Anmeldung eingerichtet',
    });
    await expect(dialog.or(state)).toBeVisible();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Meine Eingabe verwenden' }).click();
    await expect(state).toBeVisible();
    await a11y('duplicate account');
  });

  test('asks to activate first, sends the e-mail again, and explains an expired activation link', async ({
    page,
    a11y,
  }) => {
    const email = 'otto.spaet@example.org';
    await startRegistration(page, 'at', email);
    await fillRegistration(page, {
      email,
      firstName: 'Otto',
      lastName: 'Spät',
      street: 'Unbekannte Gasse',
      number: '3',
      zip: '1010',
      city: 'Wien',
      birth: '05.06.1955',
    });
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeVisible();
    const first = await latestMail(email);

    await open(page, 'login', 'at');
    await enterUsername(page, email);
    await expect(page.getByRole('heading', { name: 'Ihr Kundenkonto ist noch nicht aktiviert' })).toBeFocused();
    await page.getByRole('button', { name: 'E-Mail erneut senden' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Wir haben Ihnen die E-Mail erneut gesendet.' }),
    ).toBeVisible();
    await expect.poll(async () => (await mailsTo(MOCKS_URL, email)).length).toBe(2);
    await a11y('not activated');

    await advanceClock(MOCKS_URL, 25 * 60 * 60);
    await page.goto(first.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link ist abgelaufen' })).toBeVisible();
    await a11y('activation link expired');
    await field(page, 'E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Neuen Link senden' }).click();
    await expect(page.getByText(`einen neuen Link an ${email} gesendet`, { exact: false })).toBeVisible();
    await expect.poll(async () => (await mailsTo(MOCKS_URL, email)).length).toBe(3);
    const fresh = await latestMail(email);
    await page.goto(fresh.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist aktiviert' })).toBeVisible();
    await page.goto(fresh.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link wurde bereits verwendet' })).toBeVisible();
    // an activation link speaks of the account, not of passwords
    await expect(page.getByText('Ihr Kundenkonto ist bereits aktiviert', { exact: false })).toBeVisible();
    await expect(page.getByText(/Passwort/)).toHaveCount(0);
  });
});

test.describe('light account', () => {
  test('registers with name and e-mail only and sets the password through the e-mailed link', async ({
    page,
    a11y,
  }) => {
    const email = 'lea.leicht@example.org';
    await open(page, 'login', 'de');
    await enterUsername(page, email);
    await page.getByRole('button', { name: 'Nur mit Name und E-Mail-Adresse registrieren' }).click();
    await expect(page.getByRole('heading', { name: 'Schnell registrieren' })).toBeFocused();
    await a11y('light account form');
    await field(page, 'Vorname').fill('Lea');
    await field(page, 'Nachname').fill('Leicht');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    // The step says what the e-mail asks for: a password, not an activation.
    await expect(page.getByRole('heading', { name: 'Fast geschafft: Bitte vergeben Sie Ihr Passwort' })).toBeVisible();
    await expect(
      page.getByText('Bitte vergeben Sie über den Link in der E-Mail ein Passwort', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/Kundenkonto zu aktivieren/)).toHaveCount(0);
    await a11y('light account: check the mailbox');

    const mail = await latestMail(email);
    expect(mail.link).toContain('/light-user-set-password?token=');
    await page.goto(mail.link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Passwort festlegen und Registrierung abschließen' }),
    ).toBeVisible();
    await a11y('light-user set password');
    await field(page, 'Neues Passwort').fill(NEW_PASSWORD);
    await field(page, 'Neues Passwort wiederholen').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Passwort ist gespeichert' })).toBeFocused();
    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await enterUsername(page, email);
    await enterPassword(page, NEW_PASSWORD);
    await expect(page.getByText('Guten Tag, Lea')).toBeVisible();
  });
});

test('a reload midway keeps everything typed but the password; names take the 35 characters of the rule', async ({
  page,
  a11y,
}) => {
  const email = 'paula.neu@example.org';
  await startRegistration(page, 'de', email);
  await expect(page.getByRole('heading', { name: 'Neues Kundenkonto anlegen' })).toBeFocused();
  // A pasted name longer than the service's name rule (35 characters) stops at the rule, not at 50.
  await field(page, 'Vorname').fill('P'.repeat(300));
  await expect(field(page, 'Vorname')).toHaveAttribute('maxlength', '35');
  await field(page, 'Vorname').fill('Paula');
  await page.getByRole('radio', { name: 'Herr' }).check();
  await fillRegistration(page, {
    email,
    firstName: 'Paula',
    lastName: 'Neu',
    street: 'Domstraße',
    number: '3a',
    zip: '50668',
    city: 'Köln',
    birth: '02.03.1955',
  });
  await page.getByLabel(/^Adresszusatz/).fill('bei Meier');
  await page.getByRole('checkbox', { name: /Newsletter/ }).check();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Neues Kundenkonto anlegen' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Wir haben Ihre Angaben aufbewahrt.' })).toBeVisible();
  await expect(field(page, 'Vorname')).toHaveValue('Paula');
  await expect(field(page, 'Nachname')).toHaveValue('Neu');
  await expect(field(page, 'Straße')).toHaveValue('Domstraße');
  await expect(field(page, 'Hausnummer')).toHaveValue('3a');
  await expect(page.getByLabel(/^Adresszusatz/)).toHaveValue('bei Meier');
  await expect(field(page, 'Postleitzahl')).toHaveValue('50668');
  await expect(field(page, 'Ort')).toHaveValue('Köln');
  await expect(field(page, 'Geburtsdatum')).toHaveValue('02.03.1955');
  await expect(field(page, 'E-Mail-Adresse')).toHaveValue(email);
  await expect(page.getByRole('radio', { name: 'Herr' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Newsletter/ })).toBeChecked();
  // The password is never kept.
  await expect(field(page, 'Passwort')).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(NEW_PASSWORD);
  await a11y('registration restored after a reload');

  // Back to the login: the draft is gone, a reload shows the login.
  await page.getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(usernameField(page)).toBeVisible();
});

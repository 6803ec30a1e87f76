/**
 * Texts of the ways in beyond the login's first screen (whose texts are in the core catalog,
 * lib/i18n/de.ts): registration and light account, mailbox step, magic link, social login,
 * activation, forgot password and link sent. Imported by those pages and by the parts of the
 * login page that load on demand.
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'forgotPassword.title': 'Passwort vergessen',

  'register.title': 'Neues Kundenkonto anlegen',
  'register.draftRestored': 'Wir haben Ihre Angaben aufbewahrt. Bitte geben Sie Ihr Passwort noch einmal ein.',
  'register.intro':
    'Schön, dass Sie bei uns bestellen möchten. Mit einem Sternchen (*) markierte Felder brauchen wir, um Ihr Kundenkonto anzulegen.',
  'register.socialIntro':
    'Ihre Daten von {provider} haben wir schon eingetragen. Bitte ergänzen Sie Ihre Adresse und Ihr Geburtsdatum.',
  'register.salutation': 'Anrede',
  'register.salutation.MS': 'Frau',
  'register.salutation.MR': 'Herr',
  'register.email': 'E-Mail-Adresse',
  'register.password': 'Passwort',
  'register.newsletter': 'Ja, ich möchte den Newsletter mit Angeboten per E-Mail erhalten.',
  'register.newsletterHint':
    'Als Dankeschön erhalten Sie einen 10-€-Willkommensgutschein. Sie können den Newsletter jederzeit abbestellen.',
  'register.submit': 'Kundenkonto anlegen',
  'register.back': 'Zurück zur Anmeldung',
  'register.dateOfBirth.underage': 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.',
  'login.createAccount.invalidEmailError': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'login.createAccount.emailExistsError':
    'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich an oder lassen Sie sich ein neues Passwort zusenden.',
  'register.emailExists.login': 'Zur Anmeldung',

  'lightAccount.title': 'Schnell registrieren',
  'lightAccount.intro':
    'Sie brauchen nur Ihren Namen und Ihre E-Mail-Adresse. Ihr Passwort legen Sie über den Link in unserer E-Mail fest; Adresse und Geburtsdatum ergänzen Sie bei Ihrer ersten Bestellung.',
  'lightAccount.submit': 'Registrieren',

  'forgotPassword.intro':
    'Geben Sie Ihre E-Mail-Adresse oder Kundennummer ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  'forgotPassword.introEmailOnly':
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  'forgotPassword.submit': 'Link senden',

  'linkSent.title': 'Bitte schauen Sie in Ihr E-Mail-Postfach',
  'linkSent.FORGOT_PASSWORD':
    'Wenn zu Ihren Angaben ein Kundenkonto besteht, haben wir Ihnen soeben eine E-Mail mit einem Link geschickt. Damit legen Sie ein neues Passwort fest. Der Link ist 2 Stunden gültig.',
  'linkSent.LIGHT_USER':
    'Wir haben Ihnen eine E-Mail mit einem Link geschickt. Damit legen Sie Ihr Passwort fest und schließen Ihre Registrierung ab.',
  'linkSent.SOCIAL_USER':
    'Wir haben Ihnen eine E-Mail mit einem Link geschickt. Damit legen Sie ein Passwort für Ihr Kundenkonto fest.',
  'linkSent.VERIFICATION':
    'Wir haben Ihnen eine E-Mail mit einem Link geschickt. Damit legen Sie Ihr Passwort fest und können sich danach online anmelden.',
  'linkSent.again': 'Link erneut anfordern',

  'activation.title': 'Kundenkonto aktivieren',
  'activation.loading': 'Ihr Kundenkonto wird aktiviert …',
  'activation.doneTitle': 'Ihr Kundenkonto ist aktiviert',
  'activation.doneBody': 'Vielen Dank! Ihre E-Mail-Adresse {email} ist bestätigt. Sie können sich jetzt anmelden.',
  'activation.resendIntro': 'Geben Sie Ihre E-Mail-Adresse ein, dann senden wir Ihnen einen neuen Aktivierungslink.',
  'activation.resendSubmit': 'Neuen Link senden',
  'activation.used':
    'Dieser Aktivierungslink wurde schon verwendet: Ihr Kundenkonto ist bereits aktiviert. Sie können sich einfach anmelden.',
  'activation.resent':
    'Falls Ihr Kundenkonto noch nicht aktiviert ist, haben wir Ihnen einen neuen Link an {email} gesendet.',

  'magicLink.title': 'Anmeldung mit Link',
  'magicLink.loading': 'Sie werden angemeldet …',
  'magicLink.expired':
    'Ihr Anmeldelink ist abgelaufen. Ein Anmeldelink ist 15 Minuten gültig. Bitte fordern Sie auf der Anmeldeseite einen neuen Link an.',
  'magicLink.missing':
    'In der Adresse fehlt ein Teil des Anmeldelinks. Bitte öffnen Sie den Link direkt aus Ihrer E-Mail oder fordern Sie auf der Anmeldeseite einen neuen Link an.',
  'magicLink.invalid':
    'Dieser Anmeldelink ist ungültig: Wir kennen ihn nicht, vielleicht wurde er nicht vollständig übernommen. Bitte fordern Sie auf der Anmeldeseite einen neuen Link an.',
  'magicLink.used':
    'Jeder Anmeldelink funktioniert nur einmal. Bitte fordern Sie auf der Anmeldeseite einen neuen Link an.',

  'social.callbackTitle': 'Anmeldung mit {provider}',
  'social.loading': 'Sie werden angemeldet …',
  'social.failed':
    'Die Anmeldung mit {provider} hat nicht geklappt. Bitte versuchen Sie es erneut oder melden Sie sich mit Ihrer E-Mail-Adresse an.',
  'social.cancelled': 'Sie haben die Anmeldung mit {provider} abgebrochen.',
  'social.stateMismatch':
    'Die Anmeldung konnte aus Sicherheitsgründen nicht abgeschlossen werden. Bitte starten Sie die Anmeldung erneut.',
  'social.notActivated': 'Ihr Kundenkonto ist noch nicht aktiviert. Bitte klicken Sie auf den Link in unserer E-Mail.',

  'login.doubleOptIn.title': 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse',
  'login.lightAccount.title': 'Fast geschafft: Bitte vergeben Sie Ihr Passwort',
  'login.lightAccount.body':
    'Wir haben Ihnen eine E-Mail an {email} geschickt. Bitte vergeben Sie über den Link in der E-Mail ein Passwort, um Ihr Kundenkonto zu vervollständigen. Der Link ist 24 Stunden gültig.',
  'login.doubleOptIn.body':
    'Wir haben Ihnen eine E-Mail an {email} geschickt. Bitte klicken Sie auf den Link in der E-Mail, um Ihr Kundenkonto zu aktivieren. Der Link ist 24 Stunden gültig.',
  'login.notActivated.title': 'Ihr Kundenkonto ist noch nicht aktiviert',
  'login.notActivated.body':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail. Danach können Sie sich anmelden.',
  'login.resendActivation': 'E-Mail erneut senden',
  'login.activationResent': 'Wir haben Ihnen die E-Mail erneut gesendet. Bitte sehen Sie auch im Spam-Ordner nach.',
  'login.magicLink.title': 'Ohne Passwort anmelden',
  'login.magicLink.body': 'Wir senden Ihnen einen Link per E-Mail. Ein Klick darauf meldet Sie an.',
  'login.magicLink.send': 'Anmeldelink per E-Mail senden',
  'login.magicLink.sent':
    'Wenn Sie mit einer E-Mail-Adresse bei uns registriert sind, haben wir Ihnen einen Anmeldelink geschickt. Er ist 15 Minuten gültig.',
  'login.social.or': 'Oder melden Sie sich an mit:',
  'login.social.GOOGLE': 'Mit Google anmelden',
  'login.social.FACEBOOK': 'Mit Facebook anmelden',
  'login.social.APPLE': 'Mit Apple anmelden',
  'login.social.inTesting': '(in der Testphase)',
  'login.social.startFailed':
    'Die Anmeldung mit {provider} ist gerade nicht möglich. Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.',
  'login.noPassword.title': 'Für dieses Kundenkonto ist noch kein Passwort hinterlegt',
  'login.noPassword.provider': 'Sie haben sich mit {provider} angemeldet.',
  'login.noPassword.setPassword':
    'Sie möchten sich mit einem Passwort anmelden? Dann senden wir Ihnen einen Link per E-Mail, mit dem Sie ein Passwort festlegen.',
  'login.noPassword.send': 'Link zum Festlegen des Passworts senden',
  'login.noPassword.sendFailed': 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({
  de,
  ch: {
    'register.intro':
      'Schön, dass Sie in unserem Schweizer Shop bestellen möchten. Mit einem Sternchen (*) markierte Felder brauchen wir, um Ihr Kundenkonto zu eröffnen.',
    'register.title': 'Neues Kundenkonto eröffnen',
    'register.submit': 'Kundenkonto eröffnen',
    'register.newsletterHint':
      'Als Dankeschön erhalten Sie einen Willkommensgutschein über 10 Franken. Sie können den Newsletter jederzeit abbestellen.',
    'register.dateOfBirth.underage': 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.',
  },
});

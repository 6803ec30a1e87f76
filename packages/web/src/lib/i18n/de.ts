/**
 * German base catalog (de-DE) of the first load: the shell's chrome, the public error pages, the
 * login page (the entry of most visits; in a chunk of its own its texts would cost the budgeted
 * first load more, decision 009) and the texts of lib and the shared field components. Every other
 * text lives in the catalog of the code that shows it.
 */
export const de = {
  'app.skipLink': 'Zum Inhalt springen',
  'app.loading': 'Wird geladen …',
  'app.genericError': 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  'app.backToLogin': 'Zurück zur Anmeldung',
  'app.externalLinkHint': '(öffnet die Seite unseres Shops)',

  'service.phone': '0800 123 45 67',
  'service.phoneHref': 'tel:+498001234567',
  'service.email': 'service@mein-shop.de',
  'service.hours': 'Mo.–So. von 8 bis 21 Uhr, kostenlos',
  'service.callUs': 'Unser Kundenservice hilft Ihnen gern telefonisch weiter:',

  'shell.header': 'Mein Konto',
  'shell.toShop': 'Zum Shop {host}',
  'login.password.showShort': 'Anzeigen',
  'login.password.hideShort': 'Verbergen',

  'postLogout.title': 'Sie sind jetzt abgemeldet',
  'postLogout.body': 'Vielen Dank für Ihren Besuch. Bis zum nächsten Mal!',
  'postLogout.loginAgain': 'Erneut anmelden',
  'postLogout.deletedTitle': 'Ihr Kundenkonto ist gelöscht',
  'postLogout.deletedBody':
    'Schade, dass Sie gehen. Ihr Kundenkonto und Ihre Anmeldedaten sind gelöscht, und Sie sind abgemeldet. Vielen Dank für Ihre Treue – Sie sind jederzeit wieder herzlich willkommen!',

  'notFound.title': 'Diese Seite gibt es leider nicht',
  'notFound.body': 'Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite wurde verschoben.',
  'notFound.home': 'Zur Kontoübersicht',

  'errorPage.title': 'Diese Seite ist gerade nicht verfügbar',
  'errorPage.body': 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  'errorPage.reload': 'Seite neu laden',

  'footer.label': 'Rechtliches',
  'footer.withdrawal': 'Vertrag widerrufen',

  'country.DE': 'Deutschland',
  'country.AT': 'Österreich',
  'country.CH': 'der Schweiz',
  // the country's name on its own (an address, a form field)
  'countryName.DE': 'Deutschland',
  'countryName.AT': 'Österreich',
  'countryName.CH': 'Schweiz',

  rateLimited: 'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es dann erneut.',
  'app.retry': 'Erneut laden',

  // the login page (the first load of most visits, decision 009)
  'login.title': 'Anmelden',
  'login.registerTitle': 'Registrieren',
  'login.intro': 'Melden Sie sich mit Ihrer E-Mail-Adresse oder Ihrer Kundennummer an.',
  'login.sessionEnded':
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an – danach geht es dort weiter, wo Sie waren.',
  'login.loggedOut':
    'Sie haben sich abgemeldet. Bitte melden Sie sich wieder an – danach geht es dort weiter, wo Sie waren.',
  'login.introEmailOnly': 'Melden Sie sich mit Ihrer E-Mail-Adresse an.',
  'login.benefits.title': 'Ihre Vorteile mit einem Kundenkonto',
  'login.benefits.orders': 'Bestellungen und Lieferungen jederzeit im Blick',
  'login.benefits.invoices': 'Rechnungen und offene Beträge auf einen Blick',
  'login.benefits.returns': 'Rücksendungen einfach online anmelden',
  'login.benefits.faster': 'Schneller bestellen mit gespeicherten Adressen',
  'login.username.label': 'E-Mail-Adresse oder Kundennummer',
  'login.username.labelEmailOnly': 'E-Mail-Adresse',
  'login.username.hint': 'Ihre Kundennummer finden Sie auf Ihrer Rechnung oder Ihrem Lieferschein.',
  'login.username.required': 'Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.',
  'login.username.requiredEmailOnly': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'login.username.emailRequired':
    'Bitte melden Sie sich mit Ihrer E-Mail-Adresse an. Eine Anmeldung mit der Kundennummer ist in diesem Shop nicht möglich.',
  'login.username.invalidEmail': 'Bitte prüfen Sie Ihre E-Mail-Adresse, zum Beispiel: name@beispiel.de',
  'login.username.invalidCustomerNumber': 'Eine Kundennummer besteht nur aus Ziffern. Bitte prüfen Sie Ihre Eingabe.',
  'login.username.submit': 'Weiter',
  'login.password.label': 'Passwort',
  'login.password.required': 'Bitte geben Sie Ihr Passwort ein.',
  'login.password.submit': 'Anmelden',
  'login.password.forgot': 'Passwort vergessen?',
  'login.loggingInAs': 'Sie melden sich an als:',
  'login.changeUsername': 'Ändern',
  'login.changeUsernameLabel': 'Benutzernamen ändern',
  'login.stayLoggedIn': 'Angemeldet bleiben',
  'login.stayLoggedInHint': 'Sie bleiben 60 Tage lang angemeldet. Nur auf Ihrem eigenen Gerät empfohlen.',
  'login.otherUsername': 'Andere E-Mail-Adresse oder Kundennummer eingeben',
  'login.otherEmail': 'Andere E-Mail-Adresse eingeben',

  'login.genericError': 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  'login.NotAuthorizedException':
    'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt. Bitte überprüfen Sie Ihre Eingaben.',
  'login.failedNotAllowedForCountryCode':
    'Ihr Kundenkonto gehört zu unserem Shop in {country}. Bitte melden Sie sich dort an.',
  'login.failedNotAllowedForCountryCodeLink': 'Zum Shop in {country}',
  'login.wrongCustomer': 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte melden Sie sich erneut an.',
  'login.wrongAccountNumber':
    'Zu dieser Kundennummer haben wir kein Kundenkonto gefunden. Bitte prüfen Sie Ihre Eingabe.',
  'login.challengeRequired':
    'Zu Ihrer Sicherheit: Für dieses Kundenkonto gab es mehrere erfolglose Anmeldeversuche. Wir prüfen deshalb bei der nächsten Anmeldung, dass Sie kein Roboter sind. Bitte melden Sie sich erneut an.',
  'login.rateLimited':
    'Zu viele Anmeldeversuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es dann erneut.',

  'login.emailUnknown.title': 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto',
  'login.emailUnknown.body':
    'Unter {email} haben wir kein Kundenkonto gefunden. Vielleicht haben Sie sich mit einer anderen E-Mail-Adresse registriert – oder Sie sind neu bei uns.',
  'login.emailUnknown.register': 'Neues Kundenkonto anlegen',

  'login.noCredentials.title': 'Für Ihr Kundenkonto ist noch keine Online-Anmeldung eingerichtet',
  'login.noCredentials.body':
    'Sie sind bereits Kundin oder Kunde bei uns, zum Beispiel weil Sie telefonisch bestellt haben. Damit Sie sich online anmelden können, bestätigen wir gemeinsam mit Ihnen, dass das Kundenkonto Ihnen gehört.',

  'login.lightUser.title': 'Bitte legen Sie ein Passwort fest',
  'login.lightUser.body':
    'Ihr Kundenkonto hat noch kein Passwort. Um sich anzumelden, legen Sie bitte ein Passwort fest. Dafür senden wir Ihnen einen persönlichen Link per E-Mail.',
  'login.lightUser.send': 'Link per E-Mail senden',
  'login.lightUser.cancel': 'Abbrechen',
  'login.lightUser.sendFailed': 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',

  'login.emailUnknown.lightAccount': 'Nur mit Name und E-Mail-Adresse registrieren',
  'login.rateLimitedMail': 'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es dann erneut.',
} as const;

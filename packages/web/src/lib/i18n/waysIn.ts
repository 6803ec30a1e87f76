/**
 * The texts of the ways in (registration, password links, magic link, activation, verification,
 * social login, stay-logged-in setting) with their at and ch overrides. Imported by those pages,
 * so they stay out of the login page's first load.
 */
import { registerMessages } from './index.tsx';
import { waysInDe } from './waysIn.de.ts';

registerMessages({
  de: waysInDe,
  at: {
    'register.zipCodeHint': '4 Ziffern, zum Beispiel 1010',
    'register.zipCode.invalid': 'Bitte geben Sie eine gültige Postleitzahl mit 4 Ziffern ein.',
  },
  ch: {
    'register.intro': 'Schön, dass Sie in unserem Schweizer Shop bestellen möchten. Mit einem Sternchen (*) markierte Felder brauchen wir, um Ihr Kundenkonto zu eröffnen.',
    'register.title': 'Neues Kundenkonto eröffnen',
    'register.submit': 'Kundenkonto eröffnen',
    'register.zipCodeHint': '4 Ziffern, zum Beispiel 8001',
    'register.zipCode.invalid': 'Bitte geben Sie eine gültige Postleitzahl mit 4 Ziffern ein.',
    'register.newsletterHint': 'Als Dankeschön erhalten Sie einen Willkommensgutschein über 10 Franken. Sie können den Newsletter jederzeit abbestellen.',
    'register.dateOfBirth.underage': 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.',
  },
});

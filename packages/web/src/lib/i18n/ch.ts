import type { de } from './de.ts';

/**
 * de-CH overrides. Swiss texts use "ss", never "ß": every text not overridden here is taken
 * from the base with ß replaced by ss.
 */
export const ch: Partial<Record<keyof typeof de, string>> = {
  // No statutory withdrawal right in Switzerland: the page shows the voluntary return policy.
  'footer.withdrawal': 'Freiwilliges Rückgaberecht',
  'service.phone': '0800 30 40 50',
  'service.phoneHref': 'tel:+41800304050',
  'service.email': 'service@mein-shop.ch',
  'login.intro': 'Melden Sie sich mit Ihrer E-Mail-Adresse an.',
  'login.NotAuthorizedException':
    'Die Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt. Bitte überprüfen Sie Ihre Eingaben.',
  'login.username.invalidEmail': 'Bitte prüfen Sie Ihre E-Mail-Adresse, zum Beispiel: name@beispiel.ch',
  'login.emailUnknown.body':
    'Unter {email} haben wir kein Kundenkonto gefunden. Vielleicht haben Sie sich mit einer anderen E-Mail-Adresse registriert – oder Sie sind neu bei uns in der Schweiz.',
};

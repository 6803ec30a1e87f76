import type { de } from './de.ts';

/** de-AT overrides. */
export const at: Partial<Record<keyof typeof de, string>> = {
  'service.phone': '0800 20 30 40',
  'service.phoneHref': 'tel:+43800203040',
  'service.email': 'service@mein-shop.at',
  'login.username.invalidEmail': 'Bitte prüfen Sie Ihre E-Mail-Adresse, zum Beispiel: name@beispiel.at',
};

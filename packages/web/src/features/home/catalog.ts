/**
 * Texts of the account overview (home route).
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';

const de = {
  'shell.stayLoggedInTip.title': 'Tipp: Angemeldet bleiben',
  'shell.stayLoggedInTip.body': 'Sie möchten sich nicht jedes Mal neu anmelden? In „Meine Daten“ können Sie einstellen, dass Sie 60 Tage lang angemeldet bleiben.',
  'shell.stayLoggedInTip.link': 'Zu „Meine Daten“',
  'shell.stayLoggedInTip.dismiss': 'Tipp schließen',
  'home.title': 'Meine Kontoübersicht',
  'home.quickLinks': 'Schnellzugriff',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });

/**
 * Texts of the account shell: greeting, navigation, section titles, the under-construction page.
 * Registered when the account layout loads, before any account route renders.
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';

const de = {
  'app.backToOverview': 'Zurück zur Kontoübersicht',
  'app.backToMyProfile': 'Zurück zu Meine Daten',
  'shell.navLabel': 'Kontobereiche',
  'shell.greeting': 'Guten Tag, {name}',
  'shell.welcome': 'Willkommen in Ihrem Kundenkonto',
  'shell.customerNumber': 'Kundennummer: {number}',
  'shell.offline.title': 'Keine Internetverbindung',
  'shell.offline.message':
    'Ihre Kontodaten brauchen eine Internetverbindung. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite erneut. Sobald Sie wieder online sind, laden wir die Daten von selbst.',
  'shell.completeProfile.title': 'Bitte vervollständigen Sie Ihr Kundenkonto',
  'shell.completeProfile.body':
    'Damit Sie bestellen und Zahlungsarten einrichten können, brauchen wir noch Ihre Rechnungsadresse.',
  'shell.completeProfile.link': 'Rechnungsadresse angeben',
  'nav.group.orders': 'Meine Bestellungen',
  'nav.group.activity': 'Meine Aktivitäten',
  'nav.group.profile': 'Mein Profil',
  'nav.group.service': 'Kundenservice',
  'nav.orders': 'Alle Bestellungen',
  'nav.openInvoices': 'Offene Rechnungen',
  'nav.wishlist': 'Wunschliste',
  'nav.followedCreators': 'Gefolgte Creator',
  'nav.productHistory': 'Zuletzt angesehen',
  'nav.referrals': 'Shop weiterempfehlen',
  'nav.myProfile': 'Meine Daten',
  'nav.changeEmail': 'E-Mail-Adresse ändern',
  'nav.changePassword': 'Passwort ändern',
  'nav.setPassword': 'Passwort festlegen',
  'nav.addresses': 'Meine Adressen',
  'nav.paymentMethods': 'Zahlungsarten',
  'nav.faq': 'Häufige Fragen',
  'nav.contact': 'Kontakt',
  'nav.logout': 'Abmelden',
  'nav.logoutFailed': 'Die Abmeldung hat nicht geklappt. Bitte versuchen Sie es nochmal.',
  'section.orders': 'Alle Bestellungen',
  'section.orderDetails': 'Bestelldetails',
  'section.openInvoices': 'Offene Rechnungen',
  'section.wishlist': 'Wunschliste',
  'section.followedCreators': 'Gefolgte Creator',
  'section.productHistory': 'Zuletzt angesehen',
  'section.referrals': 'Shop weiterempfehlen',
  'section.myProfile': 'Meine Daten',
  'section.changeEmail': 'E-Mail-Adresse ändern',
  'section.changePassword': 'Passwort ändern',
  'section.addresses': 'Meine Adressen',
  'section.paymentMethods': 'Zahlungsarten',
  'section.contact': 'Kontakt',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({
  de,
  at: {
    'shell.greeting': 'Grüß Gott, {name}',
  },
  ch: {
    'shell.greeting': 'Grüezi, {name}',
  },
});

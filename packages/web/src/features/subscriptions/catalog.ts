/**
 * Texts of the pages of e-mail links (newsletter, stock reminders, market research, upsell
 * e-mails; docs/product/public-pages.md §2, §4, §8).
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'subscriptions.loading': 'Einen Moment bitte …',
  'subscriptions.linkIncomplete': 'Der Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus der E-Mail.',
  'subscriptions.toTopDeals': 'Zu unseren Top-Angeboten',
  'subscriptions.toShop': 'Zum Shop',

  'newsletter.cancel.title': 'Newsletter abbestellen',
  'newsletter.cancel.for': 'Newsletter an {email}',
  'newsletter.cancel.intro': 'Sie möchten weniger E-Mails von uns? Wählen Sie, was für Sie passt:',
  'newsletter.cancel.reduce': 'Weniger E-Mails: höchstens einen Newsletter pro Woche',
  'newsletter.cancel.reduceHint': 'Sie verpassen keine Top-Angebote, bekommen aber nur noch eine E-Mail pro Woche.',
  'newsletter.cancel.weeklyAlready':
    'Sie erhalten bereits höchstens einen Newsletter pro Woche. Möchten Sie den Newsletter ganz abbestellen?',
  'newsletter.cancel.unsubscribe': 'Newsletter abbestellen',
  'newsletter.cancel.unsubscribeHint': 'Ganz abbestellen: Danach schicken wir Ihnen keine Newsletter mehr.',
  'newsletter.confirmation.unsubscribed.title': 'Sie sind vom Newsletter abgemeldet',
  'newsletter.confirmation.unsubscribed.body':
    'Sie erhalten keine Newsletter mehr. Schade, dass Sie gehen – im Shop können Sie den Newsletter jederzeit wieder bestellen.',
  'newsletter.confirmation.already.title': 'Sie sind bereits vom Newsletter abgemeldet',
  'newsletter.confirmation.already.body':
    'Sie hatten den Newsletter schon abbestellt. Sie erhalten keine Newsletter mehr.',
  'newsletter.confirmation.reduced.title': 'Sie erhalten jetzt weniger E-Mails',
  'newsletter.confirmation.reduced.body':
    'Ab sofort schicken wir Ihnen höchstens einen Newsletter pro Woche – mit den besten Angeboten.',

  'stockReminder.unsubscribe.title': 'Erinnerung abbestellen',
  'stockReminder.unsubscribe.intro':
    'Sie erhalten eine E-Mail, sobald „{product}“ wieder lieferbar ist. Möchten Sie diese Erinnerung abbestellen?',
  'stockReminder.unsubscribe.submit': 'Erinnerung abbestellen',
  'stockReminder.unsubscribe.doneTitle': 'Erinnerung abbestellt',
  'stockReminder.unsubscribe.done': 'Sie erhalten keine Erinnerung mehr zu „{product}“.',
  'stockReminder.unsubscribe.already':
    'Diese Erinnerung hatten Sie bereits abbestellt. Sie erhalten keine E-Mail mehr zu „{product}“.',
  'stockReminder.confirm.title': 'Erinnerung bestätigen',
  'stockReminder.confirm.doneTitle': 'Ihre Erinnerung ist aktiv',
  'stockReminder.confirm.done': 'Wir schreiben Ihnen, sobald „{product}“ wieder lieferbar ist.',
  'stockReminder.confirm.alreadyTitle': 'Ihre Erinnerung ist bereits aktiv',
  'stockReminder.confirm.already':
    'Sie haben diesen Link schon geöffnet. Wir schreiben Ihnen, sobald der Artikel wieder lieferbar ist.',

  'research.title': 'Teilnahme an Umfragen',
  'research.doneTitle': 'Vielen Dank für Ihre Teilnahme!',
  'research.done':
    'Sie sind für unsere Umfragen angemeldet. Wir melden uns per E-Mail, wenn es eine neue Umfrage gibt.',
  'research.alreadyTitle': 'Sie sind bereits angemeldet',
  'research.already': 'Sie haben Ihre Teilnahme bereits bestätigt. Vielen Dank!',
  'research.failed': 'Ihre Anmeldung ist leider fehlgeschlagen. Bitte versuchen Sie es später erneut.',

  'upsell.title': 'Angebote zu Ihren Bestellungen abbestellen',
  'upsell.intro':
    'Sie erhalten an {email} E-Mails mit Angeboten, die zu Ihren Bestellungen passen. Möchten Sie diese E-Mails abbestellen?',
  'upsell.submit': 'E-Mails abbestellen',
  'upsell.doneTitle': 'Abbestellt',
  'upsell.done':
    'An {email} schicken wir keine Angebote zu Ihren Bestellungen mehr. Bestellbestätigungen und Versandinformationen erhalten Sie weiterhin.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });

/** Texts of recommending the shop (docs/product/activity.md §2 my-referrals, §9 the welcome voucher). */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'referrals.intro':
    'Sie sind zufrieden mit uns? Empfehlen Sie uns weiter! Ihre Freundinnen und Freunde erhalten mit Ihrem persönlichen Link einen Willkommensgutschein über {voucher} für ihre erste Bestellung.',
  'referrals.loadError':
    'Ihr persönlicher Link kann gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'referrals.link': 'Ihr persönlicher Link',
  'referrals.code': 'Ihr Empfehlungscode:',
  'referrals.copy': 'Link kopieren',
  'referrals.copied': 'Der Link ist kopiert. Sie können ihn jetzt in eine E-Mail oder Nachricht einfügen.',
  'referrals.copyFailed':
    'Der Link konnte nicht automatisch kopiert werden. Er ist im Feld markiert – bitte kopieren Sie ihn von dort.',
  'referrals.share': 'Link teilen',
  'referrals.shareTitle': 'Mein Tipp: mein-shop',
  'referrals.shareText': 'Mit meinem Link bekommst du {voucher} Willkommensgutschein für deine erste Bestellung.',
  'referrals.how': 'So funktioniert es',
  'referrals.how.share': 'Sie geben Ihren Link weiter – per E-Mail, Nachricht oder ausgedruckt.',
  'referrals.how.order': 'Ihre Freundin oder Ihr Freund bestellt zum ersten Mal über den Link.',
  'referrals.how.voucher': 'Der Willkommensgutschein über {voucher} wird bei dieser Bestellung abgezogen.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });

/**
 * Texts of orders, returns, online cancellation and the withdrawal function (docs/product/orders.md).
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';
import '../../components/orderStatusCatalog.ts';

const de = {
  // docs/product/orders.md §8 orders error, and its retry
  'orders.loadError': 'Hoppla, da ist etwas auf unserer Seite schief gelaufen. Bitte laden Sie die Seite erneut.',
  'orders.backToOrders': 'Zurück zu allen Bestellungen',
  'orders.backToOrder': 'Zurück zur Bestellung',

  // overview
  'orders.count': { one: '{count} Bestellung', other: '{count} Bestellungen' },
  'orders.empty.title': 'Sie haben noch keine Bestellungen',
  'orders.empty.body':
    'Sobald Sie bei uns bestellt haben, finden Sie Ihre Bestellungen hier – ob online, am Telefon oder beim Fernseheinkauf.',
  'orders.empty.shop': 'Zum Shop',
  'orders.loadMore': 'Weitere Bestellungen laden',
  'orders.loadingMore': 'Weitere Bestellungen werden geladen …',
  'orders.shownOf': '{shown} von {total} Bestellungen angezeigt',
  'orders.total': 'Gesamtsumme',
  'orders.cardTitle': 'Bestellung {number} vom {date}',
  'orders.showDetails': 'Details ansehen',
  'orders.showDetailsOf': 'Details ansehen: Bestellung {number}',
  'orders.moreItems': { one: 'und {count} weiterer Artikel', other: 'und {count} weitere Artikel' },

  // order summary status (docs/product/orders.md §3 display labels)
  // item status
  'orders.itemStatus.RECEIVED': 'Bestätigt',
  'orders.itemStatus.PROCESSING': 'In Bearbeitung',
  'orders.itemStatus.DISPATCHED': 'Versendet',
  'orders.itemStatus.IN_DELIVERY': 'Versendet',
  'orders.itemStatus.DELIVERED': 'Zugestellt',
  'orders.itemStatus.CANCELLED': 'Storniert',
  'orders.itemStatus.RETURNED': 'Zurückgesendet',
  'orders.itemStatus.PARTIALLY_RETURNED': 'Teilweise zurückgesendet',
  'orders.itemStatus.RETURN_REGISTERED': 'Rücksendung angemeldet',
  'orders.itemStatus.PARTIALLY_CANCELLED': 'Teilweise storniert',
  // timeline
  'orders.timeline.title': 'Bestellverlauf',
  'orders.timeline.CONFIRMED': 'Bestätigt',
  'orders.timeline.PROCESSING': 'In Bearbeitung',
  'orders.timeline.DISPATCHED': 'Versendet',
  'orders.timeline.DELIVERED': 'Zugestellt',
  'orders.timeline.PARTIALLY_CANCELLED': 'Teilweise storniert',
  'orders.timeline.CANCELLED': 'Storniert',
  'orders.timeline.PARTIALLY_RETURNED': 'Teilweise zurückgesendet',
  'orders.timeline.RETURNED': 'Zurückgesendet',
  'orders.timeline.done': 'erledigt',
  'orders.timeline.current': 'aktueller Stand',
  'orders.timeline.upcoming': 'noch offen',
  'orders.timeline.at': 'am {date}',
  // payment types
  'orders.payment.PAYPAL': 'PayPal',
  'orders.payment.INVOICE': 'Rechnung',
  'orders.payment.DIRECT_DEBIT': 'Lastschrift',
  'orders.payment.INSTALMENT': 'Ratenkauf',

  // details
  'orders.details.title': 'Bestellung {number}',
  'orders.details.placedAt': 'Bestellt am {date}',
  'orders.details.items': 'Ihre Artikel',
  'orders.details.quantity': 'Menge: {count}',
  'orders.details.singlePrice': 'Einzelpreis: {price}',
  'orders.details.returnedQuantity': 'Davon zurückgesendet: {count}',
  'orders.details.returnRegisteredQuantity': 'Zur Rücksendung angemeldet: {count}',
  'orders.details.cancelledQuantity': 'Davon storniert: {count}',
  'orders.details.articleNumber': 'Art.-Nr. {sku}',
  'orders.details.deliveryAddress': 'Lieferadresse',
  'orders.details.packstation': 'Packstation',
  'orders.details.postNumber': 'Postnummer: {number}',
  'orders.details.paymentType': 'Zahlungsart',
  'orders.details.summary': 'Kosten',
  'orders.details.subtotal': 'Zwischensumme',
  'orders.details.shipping': 'Versandkosten',
  'orders.details.shippingFree': 'kostenlos',
  'orders.details.voucherPercentage': 'Gutschein {code} ({percent} %)',
  'orders.details.voucherValue': 'Gutschein {code}',
  'orders.details.voucherFreeShipping': 'Gutschein {code} (versandkostenfrei)',
  'orders.details.total': 'Gesamtsumme',
  'orders.details.actions': 'Was möchten Sie tun?',
  'orders.details.returnItems': 'Artikel zurücksenden',
  'orders.details.notFound': 'Diese Bestellung haben wir in Ihrem Kundenkonto nicht gefunden.',
  'orders.details.returns': 'Ihre Rücksendungen',
  'orders.details.returnOf': 'Rücksendung vom {date}',

  // returns (docs/product/orders.md §4, §8)
  'orders.returns.title': 'Artikel zurücksenden',
  'orders.returns.intro': 'Wählen Sie die Artikel und die Menge, die Sie zurücksenden möchten.',
  'orders.returns.none': 'Für diese Bestellung gibt es keine Artikel, die Sie zurücksenden können.',
  'orders.returns.select': '{title} zurücksenden',
  'orders.returns.quantityOf': 'Menge für {title}',
  'orders.returns.returnable': 'Sie können bis zu {count} Stück zurücksenden.',
  'orders.returns.reason': 'Grund der Rücksendung (freiwillig)',
  'orders.returns.reasonHint': 'Ein Grund für alle ausgewählten Artikel. Sie müssen keinen angeben.',
  'orders.returns.reasonNone': 'Keine Angabe',
  'orders.returns.reason.DOES_NOT_FIT': 'Passt nicht',
  'orders.returns.reason.NOT_AS_DESCRIBED': 'Entspricht nicht der Beschreibung',
  'orders.returns.reason.DAMAGED': 'Beschädigt angekommen',
  'orders.returns.reason.DISLIKED': 'Gefällt mir nicht',
  'orders.returns.reason.OTHER': 'Anderer Grund',
  'orders.returns.submit': 'Rücksendung anmelden',
  'orders.returns.selectAtLeastOne': 'Bitte wählen Sie mindestens einen Artikel aus.',
  'orders.returns.failed': 'Übertragungsfehler',
  'orders.returns.retry': 'Erneut senden',
  'orders.returns.failedBody':
    'Ihre Rücksendung konnte nicht übertragen werden. Ihre Auswahl ist erhalten geblieben – bitte versuchen Sie es noch einmal.',
  'orders.returns.success.title': 'Ihre Rücksendung ist angemeldet',
  'orders.returns.success.body':
    'Vielen Dank. Bitte drucken Sie den Rücksendeschein aus und legen Sie ihn dem Paket bei. Sobald die Ware bei uns eingetroffen ist, erstatten wir Ihnen den Betrag.',
  'orders.returns.success.email':
    'Die Bestätigung mit dem Link zum Rücksendeschein haben wir Ihnen auch per E-Mail gesendet.',
  'orders.returns.slipLink': 'Rücksendeschein drucken',
  'orders.returns.periodUntil': 'Rücksendungen sind bis zum {date} möglich (30 Tage nach Erhalt).',
  'orders.returns.periodEnded':
    'Die Rücksendefrist für diese Bestellung ist am {date} abgelaufen (30 Tage nach Erhalt).',
  'orders.returns.periodExpired':
    'Die Rücksendefrist für diese Bestellung ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.',
  'orders.slip.title': 'Rücksendeschein',
  'orders.slip.intro': 'Bitte drucken Sie diesen Schein aus und legen Sie ihn dem Paket bei.',
  'orders.slip.print': 'Drucken',
  'orders.slip.notFound': 'Diese Rücksendung haben wir zu Ihrer Bestellung nicht gefunden.',
  'orders.slip.returnNumber': 'Rücksendung',
  'orders.slip.orderNumber': 'Bestellnummer',
  'orders.slip.customerNumber': 'Kundennummer',
  'orders.slip.registeredAt': 'Angemeldet am',
  'orders.slip.reason': 'Grund',
  'orders.slip.returnAddress': 'Senden Sie das Paket an',
  'orders.slip.sender': 'Absender',
  'orders.slip.items': 'Zurückgesendete Artikel',
  'orders.slip.item': 'Artikel',
  'orders.slip.quantity': 'Menge',
  'orders.returns.success.items': 'Angemeldete Artikel',

  // online cancellation (docs/product/orders.md §4, §5, §6, §9)
  'orders.cancel.button': 'Bestellung stornieren',
  'orders.cancel.hint': 'Sie können diese Bestellung bis {time} Uhr online stornieren.',
  'orders.cancel.dialogTitle': 'Bestellung {number} stornieren',
  'orders.cancel.reason': 'Warum möchten Sie stornieren?',
  'orders.cancel.reasonRequired': 'Bitte wählen Sie einen Grund für die Stornierung aus.',
  'orders.cancel.reason.ORDERED_BY_MISTAKE': 'Versehentlich bestellt',
  'orders.cancel.reason.FOUND_CHEAPER': 'Woanders günstiger gefunden',
  'orders.cancel.reason.DELIVERY_TOO_LONG': 'Die Lieferzeit ist mir zu lang',
  'orders.cancel.reason.CHANGED_MIND': 'Ich habe es mir anders überlegt',
  'orders.cancel.reason.OTHER': 'Anderer Grund',
  'orders.cancel.continue': 'Weiter',
  'orders.cancel.abort': 'Nicht stornieren',
  'orders.cancel.confirmTitle': 'Wirklich stornieren?',
  'orders.cancel.confirmBody':
    'Bitte beachten Sie: Eine Stornierung kann nicht rückgängig gemacht werden. Die gesamte Bestellung wird storniert.',
  'orders.cancel.confirm': 'Ja, Bestellung verbindlich stornieren',
  'orders.cancel.notPossibleTitle': 'Online-Stornierung nicht möglich',
  'orders.cancel.notPossibleBody':
    'Eine Online-Stornierung ist nur am Tag der Bestellung innerhalb von {minutes} Minuten nach der Bestellung möglich. Für diese Bestellung ist das leider nicht mehr möglich.',
  'orders.cancel.windowClosed':
    'Online stornieren können Sie eine Bestellung nur am Tag der Bestellung innerhalb von {minutes} Minuten. Für diese Bestellung ist das nicht mehr möglich.',
  'orders.cancel.notPossibleHelp': 'Unser Kundenservice hilft Ihnen gern weiter:',
  'orders.cancel.close': 'Schließen',
  'orders.cancel.failed': 'Die Stornierung hat nicht geklappt. Bitte versuchen Sie es nochmal.',
  'orders.cancelSuccess.title': 'Ihre Bestellung wurde storniert',
  'orders.cancelSuccess.body': 'Wir haben Ihre Bestellung storniert.',
  'orders.cancelSuccess.email': 'Eine Bestätigung senden wir Ihnen an {email}.',
  'orders.cancelSuccess.refund': 'Bereits bezahlte Beträge erstatten wir Ihnen innerhalb von 3 Tagen.',
  'orders.cancelSuccess.toOrder': 'Zur stornierten Bestellung',

  // withdrawal function (Art. 11a of Directive 2011/83/EU; de, at)
  'withdrawal.button': 'Vertrag widerrufen',
  'withdrawal.buttonHint': 'Sie können den Vertrag über diese Bestellung widerrufen.',
  'withdrawal.deadline': 'Widerrufsfrist bis einschließlich {date}.',
  'withdrawal.deadlineOpen': 'Die Widerrufsfrist von 14 Tagen beginnt, sobald Sie die Ware erhalten haben.',
  'withdrawal.section': 'Widerruf',
  'withdrawal.status.EXPIRED': 'Die Widerrufsfrist für diese Bestellung ist abgelaufen.',
  'withdrawal.status.NOT_APPLICABLE':
    'Bei dieser Bestellung gibt es nichts zu widerrufen: Sie wurde storniert oder vollständig zurückgesendet.',
  'withdrawal.status.WITHDRAWN': 'Sie haben den Vertrag über diese Bestellung am {date} widerrufen.',
  'withdrawal.title': 'Vertrag widerrufen',
  'withdrawal.publicIntro':
    'Hier widerrufen Sie einen Vertrag über eine Bestellung – auch ohne Anmeldung. Sie brauchen nur Ihre Bestellnummer und die E-Mail-Adresse, mit der Sie bestellt haben.',
  'withdrawal.steps': 'Schritt {step} von 2',
  'withdrawal.step1': 'Bestellung und Kontaktweg',
  'withdrawal.step2': 'Widerruf bestätigen',
  'withdrawal.orderNumber': 'Bestellnummer',
  'withdrawal.orderNumberHint': 'Sie finden sie in Ihrer Bestellbestätigung und auf dem Lieferschein.',
  'withdrawal.orderNumberRequired': 'Bitte geben Sie Ihre Bestellnummer ein.',
  'withdrawal.email': 'E-Mail-Adresse',
  'withdrawal.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel: name@beispiel.de',
  'withdrawal.continue': 'Weiter',
  'withdrawal.order': 'Bestellung {number} vom {date}',
  'withdrawal.channel': 'Wohin dürfen wir die Eingangsbestätigung senden?',
  'withdrawal.channelEmail': 'Per E-Mail an {address}',
  'withdrawal.confirmBody':
    'Mit Klick auf „Widerruf jetzt bestätigen“ widerrufen Sie den Vertrag über die gesamte Bestellung. Die Eingangsbestätigung erhalten Sie sofort.',
  'withdrawal.confirm': 'Widerruf jetzt bestätigen',
  'withdrawal.back': 'Zurück',
  'withdrawal.done.title': 'Ihr Widerruf ist bei uns eingegangen',
  'withdrawal.done.body': 'Wir haben Ihren Widerruf für die Bestellung {number} am {date} um {time} Uhr erhalten.',
  'withdrawal.done.email': 'Eine Eingangsbestätigung haben wir soeben an {email} gesendet.',
  'withdrawal.done.next':
    'Bitte senden Sie die Ware innerhalb von 14 Tagen an uns zurück. Bereits gezahlte Beträge erstatten wir Ihnen spätestens 14 Tage nach Eingang Ihres Widerrufs; wir können die Erstattung zurückhalten, bis die Ware wieder bei uns ist oder Sie die Rücksendung nachgewiesen haben.',
  'withdrawal.failed': 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  'withdrawal.rateLimited': 'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es dann erneut.',
  'withdrawal.toOrder': 'Zurück zur Bestellung',
  'withdrawal.toLogin': 'Zur Anmeldung',
  // ch: no statutory withdrawal right, the retailer's voluntary return policy
  'withdrawal.voluntary.title': 'Unser freiwilliges Rückgaberecht',
  'withdrawal.voluntary.body':
    'In der Schweiz gibt es kein gesetzliches Widerrufsrecht. Bei uns können Sie trotzdem zurückgeben: Sie können gelieferte Artikel innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen zurücksenden.',
  'withdrawal.voluntary.how': 'Melden Sie die Rücksendung einfach bei der Bestellung an oder rufen Sie uns an.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({
  de,
  at: {
    'withdrawal.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel: name@beispiel.at',
  },
  ch: {
    'withdrawal.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel: name@beispiel.ch',
    // no statutory withdrawal right: the page is named after the voluntary return policy it shows
    'withdrawal.title': 'Freiwilliges Rückgaberecht',
  },
});

/**
 * Texts of the address book (docs/product/addresses.md §2 my-addresses and its sub-pages, §3 "Address form", §4
 * "Addresses", §5 "Addresses", §8 "Address").
 */
import '../../components/catalog.ts';
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';

const de = {
  'section.addressBook': 'Adressbuch',
  'addresses.backToBook': 'Zurück zum Adressbuch',
  'addresses.billing.title': 'Rechnungsadresse',
  'addresses.billing.none':
    'Sie haben noch keine Rechnungsadresse hinterlegt. Sie wird für Bestellungen und für das Lastschriftverfahren benötigt.',
  'addresses.billing.create': 'Rechnungsadresse anlegen',
  'addresses.billing.edit': 'Rechnungsadresse ändern',
  'addresses.billing.createTitle': 'Rechnungsadresse anlegen',
  'addresses.billing.createdTitle': 'Rechnungsadresse gespeichert',
  'addresses.billing.createdBody':
    'Vielen Dank! Ihre Rechnungsadresse ist gespeichert. Jetzt können Sie bestellen und auch eine Bankverbindung für das Lastschriftverfahren hinterlegen.',
  'addresses.billing.toPayment': 'Zu den Zahlungsarten',
  'addresses.billing.loadError': 'Die Rechnungsadresse konnte nicht geladen werden.',
  'addresses.delivery.title': 'Lieferadressen',
  'addresses.delivery.none': 'Sie haben noch keine Lieferadresse hinterlegt. Wir liefern an Ihre Rechnungsadresse.',
  'addresses.delivery.add': 'Lieferadresse hinzufügen',
  'addresses.delivery.addTitle': 'Lieferadresse hinzufügen',
  'addresses.delivery.editTitle': 'Lieferadresse bearbeiten',
  'addresses.delivery.limit':
    'Sie haben die höchste Zahl von {max} Lieferadressen erreicht. Um eine neue hinzuzufügen, löschen Sie bitte zuerst eine andere.',
  'addresses.delivery.loadError': 'Die Lieferadressen konnten nicht geladen werden.',
  'addresses.delivery.deletedTitle': 'Gelöschte Lieferadressen',
  'addresses.delivery.deletedHint': 'Gelöschte Adressen können Sie wiederherstellen.',
  'addresses.preferred': 'Bevorzugte Lieferadresse',
  'addresses.setPreferred': 'Als bevorzugt festlegen',
  'addresses.setPreferredFor': 'Lieferadresse {name}, {street} als bevorzugt festlegen',
  'addresses.edit': 'Bearbeiten',
  'addresses.editFor': 'Lieferadresse {name}, {street} bearbeiten',
  'addresses.delete': 'Löschen',
  'addresses.deleteFor': 'Lieferadresse {name}, {street} löschen',
  'addresses.deleted': 'Die Lieferadresse wurde gelöscht.',
  'addresses.undo': 'Rückgängig',
  'addresses.restore': 'Wiederherstellen',
  'addresses.restoreFor': 'Lieferadresse {name}, {street} wiederherstellen',
  'addresses.restored': 'Die Lieferadresse wurde wiederhergestellt.',
  'addresses.preferredSet': 'Ihre bevorzugte Lieferadresse wurde geändert.',
  'addresses.saved': 'Die Adresse wurde gespeichert.',
  'addresses.changeFailed': 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
  'addresses.postNumberWarning':
    'Bei diesen Adressen ist die Postnummer nicht mehr gültig. Bitte prüfen Sie sie, damit Ihre Sendung ankommt:',
  'addresses.station': '{kind} {number}',
  'addresses.postNumber': 'Postnummer {number}',
  'addresses.phone': 'Telefon {phone}',
  'addresses.notFound': 'Diese Adresse haben wir leider nicht gefunden.',
  'addresses.salutation.MR': 'Herr',
  'addresses.salutation.MS': 'Frau',
  'addresses.salutation.FAMILY': 'Familie',
  'addresses.country.DE': 'Deutschland',
  'addresses.country.AT': 'Österreich',
  'addresses.country.CH': 'Schweiz',
  'addresses.pickup.PACKSTATION': 'Packstation',
  'addresses.pickup.POSTFILIALE': 'Postfiliale',
  'addresses.pickup.PAKETSHOP': 'Paketshop',
  'addresses.pickup.POSTSTATION': 'Poststation',
  // the form
  'addresses.form.kind': 'Art der Adresse',
  'addresses.form.kind.POSTAL': 'Hausanschrift',
  'addresses.form.salutation': 'Anrede',
  'addresses.form.firstName': 'Vorname',
  'addresses.form.lastName': 'Nachname',
  'addresses.form.addressAddition': 'Adresszusatz',
  'addresses.form.addressAdditionHint': 'Zum Beispiel c/o, Etage oder Hinterhaus.',
  'addresses.form.country': 'Land',
  'addresses.form.phone': 'Telefonnummer',
  'addresses.form.draftRestored':
    'Wir haben Ihre Eingaben aufbewahrt. Bitte prüfen Sie sie und speichern Sie die Adresse dann.',
  'addresses.form.phoneHint': 'Für Rückfragen zur Lieferung, passend zum gewählten Land.',
  'addresses.form.stationNumber': 'Stationsnummer',
  'addresses.form.stationNumberHint': 'Die 3-stellige Nummer der Station.',
  'addresses.form.postNumber': 'Postnummer',
  'addresses.form.postNumberHint': 'Ihre DHL-Postnummer (6 bis 10 Ziffern).',
  'addresses.form.isPreferred': 'Als bevorzugte Lieferadresse verwenden',
  'addresses.form.billingCountry': 'Die Rechnungsadresse liegt in {country}.',
  'addresses.form.save': 'Adresse speichern',
  'addresses.form.cancel': 'Abbrechen',
  'addresses.form.deleted':
    'Diese Adresse wurde gelöscht, zum Beispiel in einem anderen Fenster. Ihre Änderung konnte daher nicht gespeichert werden. In „Meine Adressen“ können Sie die Adresse wiederherstellen.',
  'addresses.form.deletedBack': 'Zurück zu „Meine Adressen“',
  'addresses.form.saveFailed':
    'Die Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut. Ihre Eingaben bleiben erhalten.',
  'addresses.problem.specialCharacters': 'Bitte verwenden Sie keine Sonderzeichen.',
  'addresses.problem.zipCode': 'Bitte geben Sie eine gültige Postleitzahl ein.',
  'addresses.problem.streetNumber': 'Bitte geben Sie eine gültige Hausnummer ein.',
  'addresses.problem.packstationNotAllowed': 'Eine Packstation ist als Rechnungsadresse nicht möglich.',
  'addresses.problem.stationNumber': 'Die Stationsnummer besteht aus genau 3 Ziffern.',
  'addresses.problem.postNumber': 'Die Postnummer besteht aus 6 bis 10 Ziffern.',
  'addresses.problem.phone': 'Bitte geben Sie eine gültige Telefonnummer für das gewählte Land ein.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });

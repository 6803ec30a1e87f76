/**
 * German texts of the order outcomes (docs/product/orders.md §8 "Orders", "Return failed"). Clients may show
 * their own catalog text for the code instead. No "ß", so the texts also hold for ch.
 */
export const ORDER_MESSAGES = {
  /** docs/product/orders.md §8 orders error. */
  ordersFailed: 'Hoppla, da ist etwas auf unserer Seite schief gelaufen. Bitte laden Sie die Seite erneut.',
  orderNotFound: 'Diese Bestellung haben wir in Ihrem Kundenkonto nicht gefunden.',
  publicOrderNotFound:
    'Zu dieser Bestellnummer und E-Mail-Adresse haben wir keine Bestellung gefunden. Bitte überprüfen Sie Ihre Eingaben.',
  /** docs/product/orders.md §8 return failed: message and button label. */
  returnFailed: 'Übertragungsfehler',
  returnItemsRequired: 'Bitte wählen Sie mindestens einen Artikel aus.',
  returnQuantityInvalid: 'Diese Menge kann nicht zurückgesendet werden.',
  returnItemInvalid: 'Dieser Artikel kann nicht zurückgesendet werden.',
  returnPeriodExpired: 'Die Rücksendefrist für diese Bestellung ist abgelaufen.',
  cancellationReasonRequired: 'Bitte wählen Sie einen Grund für die Stornierung aus.',
  notCancellable:
    'Eine Online-Stornierung ist für diese Bestellung nicht möglich. Bitte wenden Sie sich an unseren Kundenservice.',
  withdrawalNotAvailable:
    'In der Schweiz gibt es kein gesetzliches Widerrufsrecht. Es gilt unser freiwilliges Rückgaberecht.',
  withdrawalPeriodExpired: 'Die Widerrufsfrist für diese Bestellung ist abgelaufen.',
  withdrawalNotApplicable:
    'Für diese Bestellung ist kein Widerruf mehr möglich: Sie wurde storniert oder vollständig zurückgesendet.',
  alreadyWithdrawn: 'Sie haben den Vertrag über diese Bestellung bereits widerrufen.',
  withdrawalRequestExpired: 'Ihre Anfrage ist abgelaufen. Bitte geben Sie Ihre Bestellung erneut an.',
  withdrawalInputOneOf: 'Bitte geben Sie entweder die Bestellung oder Bestellnummer und E-Mail-Adresse an.',
  orderNumberRequired: 'Bitte geben Sie Ihre Bestellnummer ein.',
  orderNumberInvalid: 'Bitte geben Sie eine gültige Bestellnummer ein.',
  recaptchaFailed: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  buyAgainDisabled: 'Artikel einer Bestellung können hier nicht nochmal gekauft werden.',
  buyAgainItemsRequired: 'Bitte wählen Sie mindestens einen Artikel aus.',
  buyAgainTooManyItems: (max: number) => `Bitte wählen Sie höchstens ${String(max)} Artikel auf einmal aus.`,
  buyAgainItemInvalid: 'Dieser Artikel kann aus dieser Bestellung nicht nochmal gekauft werden.',
  buyAgainSoldOut: 'Dieser Artikel ist leider ausverkauft und kann gerade nicht in den Warenkorb gelegt werden.',
  buyAgainNoLongerSold: 'Diesen Artikel gibt es leider nicht mehr in unserem Sortiment.',
  buyAgainBasketFailed:
    'Der Artikel konnte gerade nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
  pageSize: (max: number) => `first must be between 1 and ${String(max)}`,
  cursorInvalid: 'after is not a cursor of this connection',
} as const;

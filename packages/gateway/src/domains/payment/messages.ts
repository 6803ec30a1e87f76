/** German texts of the payment methods' outcomes (docs/product/payment.md §8 "Bank"). */
export const PAYMENT_MESSAGES = {
  ibanRequired: 'Bitte geben Sie Ihre IBAN ein.',
  ibanPattern: 'Bitte geben Sie eine vollständige deutsche IBAN ein: DE, 2 Prüfziffern und 18 Ziffern.',
  ibanPatternAt: 'Bitte geben Sie eine vollständige österreichische IBAN ein: AT, 2 Prüfziffern und 16 Ziffern.',
  ibanInvalid: 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
  holderRequired: 'Bitte geben Sie den Kontoinhaber ein.',
  billingAddressRequired: 'Bitte legen Sie zuerst eine Rechnungsadresse an, um das Lastschriftverfahren einzurichten.',
  directDebitNotAvailable: 'Das Lastschriftverfahren ist in diesem Shop nicht möglich.',
  bankAccountInUse:
    'Die Bankverbindung kann nicht gelöscht werden, solange Lastschrift Ihre bevorzugte Zahlungsart ist. Bitte wählen Sie zuerst eine andere Zahlungsart.',
  deleteFailed: 'Die Bankverbindung konnte nicht gelöscht werden. Bitte versuchen Sie es später erneut.',
  bankAccountRequired: 'Für das Lastschriftverfahren hinterlegen Sie bitte zuerst eine Bankverbindung.',
  methodNotSettable: 'Diese Zahlungsart kann nicht als bevorzugte Zahlungsart gewählt werden.',
  updateFailed: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
} as const;

/** German texts of the address book's outcomes (docs/product/addresses.md §8 "Address"). */
export const ADDRESS_MESSAGES = {
  suggested: 'Wir haben eine andere Schreibweise Ihrer Adresse gefunden. Bitte wählen Sie die richtige Adresse.',
  limitReached: (max: number) =>
    `Sie können höchstens ${String(max)} Lieferadressen speichern. Bitte löschen Sie zuerst eine Adresse.`,
  saveFailed: 'Die Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  checkFailed: 'Die Adresse konnte nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  changeFailed: 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
  notFound: 'Diese Adresse haben wir leider nicht gefunden.',
  /** The address service's text for a billing address in another country than the shop's. */
  billingCountry: 'Die Rechnungsadresse muss im Land dieses Shops liegen.',
} as const;

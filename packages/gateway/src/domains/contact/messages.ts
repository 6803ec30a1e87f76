/** German texts of the contact outcomes (docs/product/my-data.md §5 support form, §8 customerSupport.form.genericError). No "ß" (Swiss market). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  textRequired: 'Bitte schreiben Sie uns Ihr Anliegen.',
  textTooLong: 'Ihre Nachricht darf höchstens 5000 Zeichen lang sein.',
  /** The account has no e-mail address to send the confirmation to. */
  noAccountEmail: 'Für Ihr Kundenkonto ist keine E-Mail-Adresse hinterlegt. Bitte rufen Sie uns an.',
  /** customerSupport.form.genericError */
  failed:
    'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
} as const;

/** German texts of the password outcomes (docs/product/my-data.md §8); token refusals are the kit's (kit/messages.ts). No "ß" (Swiss market). */
export const PASSWORD_MESSAGES = {
  passwordAlreadySet:
    'Für Ihr Kundenkonto ist bereits ein Passwort vergeben. Sie können es unter „Passwort ändern“ ändern.',
  /** Change password: 403. */
  wrongCurrentPassword: 'Ihr aktuelles Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.',
  /** Change password: the new password is the current one. */
  sameAsOld: 'Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.',
  currentRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
} as const;

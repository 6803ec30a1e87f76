/** German texts of the password outcomes (SPEC §8); token refusals are the kit's (kit/messages.ts). */
export const PASSWORD_MESSAGES = {
  passwordAlreadySet: 'Für Ihr Kundenkonto ist bereits ein Passwort vergeben. Sie können es unter „Passwort ändern“ ändern.',
} as const;

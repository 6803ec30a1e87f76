/** German texts of the account verification (docs/product/ways-in.md §8). */
export const VERIFICATION_MESSAGES = {
  notVerified: 'Wir konnten Ihr Kundenkonto leider nicht bestätigen. Unser Kundenservice hilft Ihnen gern weiter.',
} as const;

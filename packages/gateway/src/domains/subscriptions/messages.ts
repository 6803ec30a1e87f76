/** German texts of the e-mail link pages' outcomes (docs/product/public-pages.md §4, §8). No "ß" (Swiss market). */
export const SUBSCRIPTION_MESSAGES = {
  /** Newsletter: missing subscription id (§8). */
  subscriptionIdMissing: 'Der Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus der E-Mail.',
  reminderIdMissing: 'Der Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus der E-Mail.',
  upsellLinkIncomplete: 'Der Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus der E-Mail.',
  notFound:
    'Zu diesem Link haben wir nichts gefunden. Vielleicht ist er veraltet – bitte nehmen Sie den Link aus der neuesten E-Mail.',
  ended: 'Sie haben den Newsletter bereits abbestellt. Sie erhalten keine Newsletter mehr.',
  /** Market research: status 400 (§8). */
  alreadyConfirmed: 'Sie haben Ihre Teilnahme bereits bestätigt. Vielen Dank!',
} as const;

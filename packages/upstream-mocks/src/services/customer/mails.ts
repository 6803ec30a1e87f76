/**
 * The customer service's e-mails with a link into the account SPA: activation (or a light
 * user's first password), the password link and the e-mail change with its notice to the
 * current address. The tokens they carry are single use.
 */
import type { Market } from '@mein-konto/schema/upstream/common';
import type { Kernel } from '../../kernel/kernel.ts';
import type { CustomerRecord, Salutation } from './model.ts';
import { AuthTokens, type AuthTokenKind } from './tokens.ts';

/** SPA paths the e-mailed links open (relative to the SPA base). */
export const LINK_PATH = {
  activateAccount: 'activate-account',
  lightUserSetPassword: 'light-user-set-password',
  setPassword: 'set-password',
  magicLink: 'magic-link',
  confirmEmailChange: 'email-change/confirm-doi',
} as const;

/** The free service hotline per market (docs/product/my-data.md §9), named in the notice of an e-mail change. */
const SERVICE_HOTLINE: Record<Market, string> = {
  de: '0800 123 45 67',
  at: '0800 20 30 40',
  ch: '0800 30 40 50',
};

const SALUTATION_TEXT: Record<Salutation, string> = { MR: 'Herr', MS: 'Frau', FAMILY: 'Familie' };

/** "Guten Tag Frau Anna Schmidt,"; without a salutation the neutral "Guten Tag Anna Schmidt,". */
export function greeting(customer: Pick<CustomerRecord, 'salutation' | 'firstName' | 'lastName'>): string {
  const salutation = customer.salutation ? `${SALUTATION_TEXT[customer.salutation]} ` : '';
  return `Guten Tag ${salutation}${customer.firstName} ${customer.lastName},`;
}

/** The activation link of a new account; a light user's link sets his first password instead. */
export function sendActivationMail(kernel: Kernel, customer: CustomerRecord, market: Market): void {
  const { token } = kernel
    .state(AuthTokens)
    .issue({ kind: 'account-activation', customerNumber: customer.customerNumber, email: customer.email });
  if (customer.isLightUser) {
    kernel.mailbox.send({
      to: customer.email,
      subject: 'Willkommen! Bitte vergeben Sie Ihr Passwort',
      text: `${greeting(customer)}\n\nvielen Dank für Ihre Anmeldung. Bitte vergeben Sie über diesen Link ein Passwort, um Ihr Kundenkonto zu vervollständigen:\n\n${kernel.links.spa(LINK_PATH.lightUserSetPassword, token, market)}\n\nDer Link ist 24 Stunden gültig und kann einmal verwendet werden.`,
    });
    return;
  }
  kernel.mailbox.send({
    to: customer.email,
    subject: 'Bitte bestätigen Sie Ihre Registrierung',
    text: `${greeting(customer)}\n\nvielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren:\n\n${kernel.links.spa(LINK_PATH.activateAccount, token, market)}\n\nDer Link ist 24 Stunden gültig und kann einmal verwendet werden.`,
  });
}

/**
 * The link that sets a (first or new) password: to `redirectUri` when the caller gave one, else
 * the SPA's set-password page (light users: light-user-set-password). A social user without
 * password gets a set-password-for-social-login token.
 */
export function sendPasswordMail(
  kernel: Kernel,
  customer: CustomerRecord,
  market: Market,
  redirectUri: string | undefined,
): void {
  const kind: AuthTokenKind =
    customer.socialLoginProvider !== null && customer.passwordHash === null
      ? 'set-password-for-social-login'
      : 'password-forgotten';
  const { token } = kernel
    .state(AuthTokens)
    .issue({ kind, customerNumber: customer.customerNumber, email: customer.email });
  const path = customer.isLightUser ? LINK_PATH.lightUserSetPassword : LINK_PATH.setPassword;
  const link =
    redirectUri === undefined ? kernel.links.spa(path, token, market) : kernel.links.to(redirectUri, token, market);
  const first = customer.passwordHash === null;
  kernel.mailbox.send({
    to: customer.email,
    subject: first ? 'Vergeben Sie Ihr Passwort für Mein Konto' : 'Ihr Link zum Zurücksetzen des Passworts',
    text: `${greeting(customer)}\n\n${first ? 'über diesen Link vergeben Sie ein Passwort für Ihr Kundenkonto' : 'über diesen Link vergeben Sie ein neues Passwort für Ihr Kundenkonto'}:\n\n${link}\n\nDer Link ist 2 Stunden gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
  });
}

/**
 * A requested e-mail change: the double opt-in link to the new address (the change happens when
 * it is followed) and a notice to the current one, with the hotline to call if it was not the
 * customer.
 */
export function sendEmailChangeMails(kernel: Kernel, customer: CustomerRecord, newEmail: string, market: Market): void {
  const tokens = kernel.state(AuthTokens);
  const { token } = tokens.issue({ kind: 'email-change', customerNumber: customer.customerNumber, email: newEmail });
  const hours = Math.max(1, Math.round(tokens.emailChangeLifetimeSeconds / 3600));
  kernel.mailbox.send({
    to: newEmail,
    subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    text: `${greeting(customer)}\n\nbitte bestätigen Sie über diesen Link Ihre neue E-Mail-Adresse für Ihr Kundenkonto:\n\n${kernel.links.spa(LINK_PATH.confirmEmailChange, token, market)}\n\nDer Link ist ${hours} Stunden gültig und kann einmal verwendet werden. Bis zur Bestätigung gilt Ihre bisherige E-Mail-Adresse.`,
  });
  kernel.mailbox.send({
    to: customer.email,
    subject: 'Ihre E-Mail-Adresse wird geändert',
    text: `${greeting(customer)}\n\nIhre E-Mail-Adresse für Ihr Kundenkonto wird auf ${newEmail} geändert. Die Änderung wird wirksam, sobald die neue Adresse bestätigt ist.\n\nWaren Sie das nicht? Dann rufen Sie uns bitte kostenlos an: ${SERVICE_HOTLINE[market]} (täglich 8 bis 21 Uhr).`,
  });
}

/** A notice that the password was changed, with the hotline to call if it was not the customer. */
export function sendPasswordChangedMail(kernel: Kernel, customer: CustomerRecord, market: Market): void {
  kernel.mailbox.send({
    to: customer.email,
    subject: 'Ihr Passwort wurde geändert',
    text: `${greeting(customer)}\n\ndas Passwort für Ihr Kundenkonto wurde soeben geändert. Auf anderen Geräten sind Sie abgemeldet.\n\nWaren Sie das nicht? Dann rufen Sie uns bitte kostenlos an: ${SERVICE_HOTLINE[market]} (täglich 8 bis 21 Uhr).`,
  });
}

/** The confirmation of a support request, naming its reference and the phone service for urgent matters. */
export function sendSupportRequestMail(
  kernel: Kernel,
  customer: CustomerRecord,
  to: string,
  requestId: string,
  market: Market,
): void {
  kernel.mailbox.send({
    to,
    subject: `Ihre Anfrage an unseren Kundenservice (${requestId})`,
    text: `${greeting(customer)}\n\nvielen Dank für Ihre Nachricht. Wir haben Ihre Anfrage unter der Nummer ${requestId} erhalten und melden uns so schnell wie möglich bei Ihnen.\n\nIn dringenden Fällen erreichen Sie uns kostenlos unter ${SERVICE_HOTLINE[market]} (täglich 8 bis 21 Uhr).`,
  });
}

/**
 * Every route of the app (docs/product/shell.md §2) in one place: its pattern, as the route table uses it
 * (relative to the basename), and the href that links to it. Nothing else spells a path.
 */
import type { PasswordLinkReason } from '../gql/schemaTypes.ts';

export const patterns = {
  login: 'login',
  /** Where a social sign-in provider sends the browser back (code and state in the query). */
  socialLoginCallback: 'login/social',
  /** Legacy shop links: login/forgottenpassword/{token}. */
  legacySetPassword: 'login/forgottenpassword/:token',
  forgotPassword: 'forgot-password',
  sendPasswordLinkSuccess: 'send-password-link-success',
  setPassword: 'set-password',
  lightUserSetPassword: 'light-user-set-password',
  activateAccount: 'activate-account',
  magicLink: 'magic-link',
  accountVerification: 'account-verification',
  accountVerificationStep: 'account-verification/:step',
  postLogout: 'post-logout',
  /** The goodbye page after the account was deleted (logged out). */
  accountDeleted: 'post-logout/account-deleted',
  /** The withdrawal function without login (order number plus e-mail; de and at). */
  publicWithdrawal: 'widerruf',
  orders: 'orders',
  orderDetails: 'orders/:id',
  orderReturn: 'orders/:id/returns',
  /** The printable return slip of a registered return (linked from the return confirmation e-mail). */
  orderReturnSlip: 'orders/:id/return-slip/:returnId',
  cancelSuccess: 'orders/:id/cancel-success',
  withdrawal: 'orders/:id/withdrawal',
  openInvoices: 'open-invoices',
  wishlist: 'wishlist',
  followedCreators: 'followed-creators',
  productHistory: 'product-history',
  referrals: 'my-referrals',
  myProfile: 'my-profile',
  changeEmail: 'change-email',
  /** The confirmation link of an e-mail change (public: opened from the e-mail on any device). */
  confirmEmailChange: 'email-change/confirm-doi',
  changePassword: 'change-password',
  addresses: 'my-addresses',
  addDeliveryAddress: 'my-addresses/add',
  billingAddress: 'my-addresses/billing-address',
  deliveryAddress: 'my-addresses/:id',
  paymentMethods: 'payment-methods',
  editPaymentMethods: 'payment-methods/edit',
  /** Pages of e-mail links, without login: newsletter, stock reminders, market research, upsell e-mails. */
  newsletterCancel: 'newsletter/cancelSubscription',
  newsletterConfirmation: 'newsletter/confirmation',
  stockReminderUnsubscribe: 'stock-reminder/unsubscribe',
  stockReminderConfirm: 'stock-reminder/confirm-doi',
  marketResearchConfirm: 'research/confirmation',
  upsellUnsubscribe: 'unsubscribe/upsell',
  contacts: 'contacts',
  contactForm: 'contacts/form',
} as const;

type Patterns = typeof patterns;
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & Params<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;
/** The routes without parameters. */
type PlainRoute = { [K in keyof Patterns]: Patterns[K] extends `${string}:${string}` ? never : K }[keyof Patterns];

/** The href of a pattern with its parameters filled in (encoded). */
function href<P extends string>(pattern: P, params: Params<P>): string {
  const values: Record<string, string> = params;
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))}`;
}

/** Hrefs relative to the basename: a string for each route without parameters, a builder for the others. */
export const paths = {
  ...(Object.fromEntries(Object.entries(patterns).map(([name, pattern]) => [name, `/${pattern}`])) as {
    [K in PlainRoute]: `/${Patterns[K]}`;
  }),
  home: '/',
  accountVerificationStep: (step: VerificationStep) => href(patterns.accountVerificationStep, { step }),
  orderDetails: (id: string) => href(patterns.orderDetails, { id }),
  orderReturn: (id: string) => href(patterns.orderReturn, { id }),
  orderReturnSlip: (id: string, returnId: string) => href(patterns.orderReturnSlip, { id, returnId }),
  cancelSuccess: (id: string) => href(patterns.cancelSuccess, { id }),
  withdrawal: (id: string) => href(patterns.withdrawal, { id }),
  deliveryAddress: (id: string) => href(patterns.deliveryAddress, { id }),
} as const;

/** The sub-steps of the account verification (docs/product/ways-in.md §2). */
export const VERIFICATION_STEPS = [
  'order-number-verification',
  'customer-number-verification',
  'address-verification',
  'customer-service-verification',
  'success',
] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/** What the newsletter confirmation page confirms (its `result` parameter). */
export const NEWSLETTER_RESULTS = ['unsubscribed', 'already', 'reduced'] as const;
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];

export function newsletterConfirmationPath(result: NewsletterResult): string {
  return `${paths.newsletterConfirmation}?result=${result}`;
}

export const REDIRECT_PARAM = 'redirect';
/** Why the login is shown: `session-ended` when a session of this browser ended, `logged-out` after a logout (lib/sessionEnded.ts). */
export const LOGIN_REASON_PARAM = 'reason';
export const LOGIN_REASONS = ['session-ended', 'logged-out'] as const;

/** The login page, remembering where the visitor wanted to go (and, when there is one, why the login is shown). */
export function loginPath(wanted?: string, options: { reason?: (typeof LOGIN_REASONS)[number] | null } = {}): string {
  const query = new URLSearchParams();
  if (wanted && wanted !== paths.home) query.set(REDIRECT_PARAM, wanted);
  if (options.reason) query.set(LOGIN_REASON_PARAM, options.reason);
  const search = query.toString();
  return search === '' ? paths.login : `${paths.login}?${search}`;
}

/** The page saying a password link was sent, for its reason. */
export function passwordLinkSentPath(reason: PasswordLinkReason | 'VERIFICATION'): string {
  return `${paths.sendPasswordLinkSuccess}?reason=${reason}`;
}

/** A redirect target from the query, accepted only as a path inside the app (no other origins, no login loop). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return paths.home;
  if (value === paths.login || value.startsWith(`${paths.login}?`) || value.startsWith(`${paths.login}/`))
    return paths.home;
  return value;
}

/** The app's basenames, the creators-hub variant (the longer) first; index.html's bootstrap reads them too. */
export const BASENAMES = ['/dpl/av/creators-hub', '/dpl/av'] as const;

/** The router basename: the creators-hub variant when the page was opened inside it. */
export function basenameFor(pathname: string): string {
  return BASENAMES.find((base) => pathname === base || pathname.startsWith(`${base}/`)) ?? '/dpl/av';
}

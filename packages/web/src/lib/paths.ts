/** Route paths relative to the basename, in one place. */
import type { MessageKey } from './i18n/index.tsx';

export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  postLogout: '/post-logout',
  underConstruction: '/under-construction',
  orders: '/orders',
  openInvoices: '/open-invoices',
  wishlist: '/wishlist',
  followedCreators: '/followed-creators',
  productHistory: '/product-history',
  referrals: '/my-referrals',
  myProfile: '/my-profile',
  changeEmail: '/change-email',
  changePassword: '/change-password',
  addresses: '/my-addresses',
  paymentMethods: '/payment-methods',
  contacts: '/contacts',
  setPassword: '/set-password',
  /** Legacy shop links: login/forgottenpassword/{token}. */
  legacySetPassword: '/login/forgottenpassword',
  lightUserSetPassword: '/light-user-set-password',
  sendPasswordLinkSuccess: '/send-password-link-success',
  activateAccount: '/activate-account',
  magicLink: '/magic-link',
  accountVerification: '/account-verification',
  /** Where a social sign-in provider sends the browser back (code and state in the query). */
  socialLoginCallback: '/login/social',
} as const;

/** The sub-steps of the account verification (SPEC §2). */
export const VERIFICATION_STEPS = [
  'order-number-verification',
  'customer-number-verification',
  'address-verification',
  'customer-service-verification',
  'success',
] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/** Account sections whose pages come later: each is a real route with its section title. */
export const UPCOMING_SECTIONS: readonly { path: string; titleKey: MessageKey }[] = [
  { path: paths.wishlist, titleKey: 'section.wishlist' },
  { path: paths.followedCreators, titleKey: 'section.followedCreators' },
  { path: paths.productHistory, titleKey: 'section.productHistory' },
  { path: paths.referrals, titleKey: 'section.referrals' },
  { path: paths.changeEmail, titleKey: 'section.changeEmail' },
  { path: paths.addresses, titleKey: 'section.addresses' },
  { path: paths.paymentMethods, titleKey: 'section.paymentMethods' },
  { path: paths.contacts, titleKey: 'section.contact' },
];

export const REDIRECT_PARAM = 'redirect';

/** The login page, remembering where the visitor wanted to go. */
export function loginPath(wanted?: string): string {
  if (!wanted || wanted === paths.home) return paths.login;
  return `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

/** A redirect target from the query, accepted only as a path inside the app (no other origins, no login loop). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return paths.home;
  if (value === paths.login || value.startsWith(`${paths.login}?`) || value.startsWith(`${paths.login}/`)) return paths.home;
  return value;
}

/** The router basename: the creators-hub variant when the page was opened inside it. */
export function basenameFor(pathname: string): string {
  return pathname === '/dpl/av/creators-hub' || pathname.startsWith('/dpl/av/creators-hub/')
    ? '/dpl/av/creators-hub'
    : '/dpl/av';
}

/** The withdrawal function without login (order number plus e-mail; de and at). */
export const publicWithdrawalPath = '/widerruf';

/** The pages of one order (SPEC §2): details, returns, cancel-success, and its withdrawal. */
export const orderPaths = {
  details: (id: string) => `${paths.orders}/${encodeURIComponent(id)}`,
  returns: (id: string) => `${paths.orders}/${encodeURIComponent(id)}/returns`,
  cancelSuccess: (id: string) => `${paths.orders}/${encodeURIComponent(id)}/cancel-success`,
  withdrawal: (id: string) => `${paths.orders}/${encodeURIComponent(id)}/withdrawal`,
} as const;

/**
 * The route table (docs/product/shell.md §2), built from the patterns of lib/paths.ts. Route modules are lazy:
 * each page loads its own chunk (with its texts and typed documents), so the login page does not
 * carry the account area and vice versa. A route module exports its page as `Component`.
 *
 * The table is react-router's declarative `RouteObject` tree, rendered by `AppRoutes`
 * (app/router.tsx) — not a data router, whose loader machinery would add 16 kB gzip to the login's
 * first load for nothing we use (decision 021). `lazyRoute` stands in for the data router's
 * `lazy`, `errorElement` becomes an error boundary, and an account route's (or the login's) query in
 * app/pageQueries.ts (named by the route's name in `patterns`) for its loader: it starts at
 * navigation with the route's module.
 */
import type { RouteObject } from 'react-router';
import { patterns } from '../lib/paths.ts';
import { RootLayout } from './shell/RootLayout.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { ErrorFallback, SectionErrorFallback } from './shell/ErrorFallback.tsx';
import { lazyRoute, RouteErrorBoundary, type RouteModule } from './router.tsx';
import type { PageQueryName } from './pageQueries.ts';

function page(path: string, load: () => Promise<RouteModule>, query?: PageQueryName): RouteObject {
  return { path, ...lazyRoute(load, query) };
}

const setPassword = lazyRoute(() => import('../features/password/SetPasswordRoute.tsx'));
const accountVerification = lazyRoute(() => import('../features/verification/AccountVerificationRoute.tsx'));

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary fallback={<ErrorFallback />}>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          page(patterns.login, () => import('../features/login/LoginRoute.tsx'), 'login'),
          page(patterns.socialLoginCallback, () => import('../features/login/SocialLoginCallbackRoute.tsx')),
          page(patterns.magicLink, () => import('../features/login/MagicLinkRoute.tsx')),
          page(patterns.activateAccount, () => import('../features/login/ActivateAccountRoute.tsx')),
          page(patterns.forgotPassword, () => import('../features/login/ForgotPasswordRoute.tsx')),
          page(patterns.sendPasswordLinkSuccess, () => import('../features/login/SendPasswordLinkSuccessRoute.tsx')),
          { path: patterns.setPassword, ...setPassword },
          { path: patterns.lightUserSetPassword, ...setPassword },
          { path: patterns.legacySetPassword, ...setPassword },
          { path: patterns.accountVerification, ...accountVerification },
          { path: patterns.accountVerificationStep, ...accountVerification },
          page(patterns.confirmEmailChange, () => import('../features/profile/ConfirmEmailChangeRoute.tsx')),
          page(patterns.postLogout, () => import('./shell/PostLogoutPage.tsx')),
          page(patterns.accountDeleted, () => import('./shell/PostLogoutPage.tsx')),
          page(patterns.publicWithdrawal, () => import('../features/orders/PublicWithdrawalRoute.tsx')),
          page(
            patterns.newsletterCancel,
            () => import('../features/subscriptions/NewsletterCancelRoute.tsx'),
            'newsletterCancel',
          ),
          page(
            patterns.newsletterConfirmation,
            () => import('../features/subscriptions/NewsletterConfirmationRoute.tsx'),
          ),
          page(
            patterns.stockReminderUnsubscribe,
            () => import('../features/subscriptions/StockReminderUnsubscribeRoute.tsx'),
            'stockReminderUnsubscribe',
          ),
          page(patterns.stockReminderConfirm, () => import('../features/subscriptions/StockReminderConfirmRoute.tsx')),
          page(
            patterns.marketResearchConfirm,
            () => import('../features/subscriptions/MarketResearchConfirmRoute.tsx'),
          ),
          page(patterns.upsellUnsubscribe, () => import('../features/subscriptions/UpsellUnsubscribeRoute.tsx')),
        ],
      },
      {
        ...lazyRoute(() => import('./shell/AccountLayout.tsx'), 'accountShell'),
        children: [
          {
            // A failing section renders its error inside the shell; navigation keeps working.
            element: <RouteErrorBoundary fallback={<SectionErrorFallback />} />,
            children: [
              { index: true, ...lazyRoute(() => import('../features/home/HomeRoute.tsx'), 'home') },
              page(patterns.orders, () => import('../features/orders/OrdersRoute.tsx'), 'orders'),
              page(patterns.orderDetails, () => import('../features/orders/OrderDetailsRoute.tsx'), 'orderDetails'),
              page(patterns.orderReturn, () => import('../features/orders/OrderReturnRoute.tsx'), 'orderReturn'),
              page(patterns.orderReturnSlip, () => import('../features/orders/ReturnSlipRoute.tsx'), 'orderReturnSlip'),
              page(patterns.cancelSuccess, () => import('../features/orders/CancelSuccessRoute.tsx')),
              page(patterns.withdrawal, () => import('../features/orders/WithdrawalRoute.tsx'), 'withdrawal'),
              page(patterns.openInvoices, () => import('../features/invoices/OpenInvoicesRoute.tsx'), 'openInvoices'),
              page(patterns.wishlist, () => import('../features/wishlist/WishlistRoute.tsx'), 'wishlist'),
              page(
                patterns.followedCreators,
                () => import('../features/creators/FollowedCreatorsRoute.tsx'),
                'followedCreators',
              ),
              page(
                patterns.productHistory,
                () => import('../features/productHistory/ProductHistoryRoute.tsx'),
                'productHistory',
              ),
              page(patterns.referrals, () => import('../features/referrals/ReferralsRoute.tsx'), 'referrals'),
              page(patterns.myProfile, () => import('../features/profile/MyProfileRoute.tsx'), 'myProfile'),
              page(patterns.changeEmail, () => import('../features/profile/ChangeEmailRoute.tsx'), 'changeEmail'),
              page(
                patterns.changePassword,
                () => import('../features/password/ChangePasswordRoute.tsx'),
                'changePassword',
              ),
              page(patterns.addresses, () => import('../features/addresses/MyAddressesRoute.tsx'), 'addresses'),
              page(
                patterns.addDeliveryAddress,
                () => import('../features/addresses/AddDeliveryAddressRoute.tsx'),
                'addDeliveryAddress',
              ),
              page(
                patterns.billingAddress,
                () => import('../features/addresses/BillingAddressRoute.tsx'),
                'billingAddress',
              ),
              page(
                patterns.deliveryAddress,
                () => import('../features/addresses/DeliveryAddressRoute.tsx'),
                'deliveryAddress',
              ),
              page(
                patterns.paymentMethods,
                () => import('../features/payment/PaymentMethodsRoute.tsx'),
                'paymentMethods',
              ),
              page(
                patterns.editPaymentMethods,
                () => import('../features/payment/EditPaymentMethodsRoute.tsx'),
                'editPaymentMethods',
              ),
              page(patterns.contacts, () => import('../features/contact/ContactsRoute.tsx'), 'contacts'),
              page(patterns.contactForm, () => import('../features/contact/ContactFormRoute.tsx'), 'contactForm'),
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [page('*', () => import('./shell/NotFoundPage.tsx'))],
      },
    ],
  },
];

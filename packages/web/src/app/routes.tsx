/**
 * The route table (SPEC §2), built from the patterns of lib/paths.ts. Route modules are lazy:
 * each page loads its own chunk (with its texts and typed documents), so the login page does not
 * carry the account area and vice versa.
 */
import type { RouteObject } from 'react-router';
import { UPCOMING_SECTIONS, patterns } from '../lib/paths.ts';
import type { MessageKey } from '../lib/i18n/index.tsx';
import { RootLayout } from './shell/RootLayout.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { ErrorFallback, SectionErrorFallback } from './shell/ErrorFallback.tsx';

function underConstruction(path: string, titleKey: MessageKey): RouteObject {
  return {
    path,
    lazy: async () => {
      const { UnderConstructionPage } = await import('./shell/UnderConstructionPage.tsx');
      return { Component: () => <UnderConstructionPage titleKey={titleKey} /> };
    },
  };
}

const setPassword = () => import('../features/password/SetPasswordRoute.tsx');
const accountVerification = () => import('../features/verification/AccountVerificationRoute.tsx');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: patterns.login, lazy: () => import('../features/login/LoginRoute.tsx') },
          { path: patterns.socialLoginCallback, lazy: () => import('../features/login/SocialLoginCallbackRoute.tsx') },
          { path: patterns.magicLink, lazy: () => import('../features/login/MagicLinkRoute.tsx') },
          { path: patterns.activateAccount, lazy: () => import('../features/login/ActivateAccountRoute.tsx') },
          { path: patterns.forgotPassword, lazy: () => import('../features/login/ForgotPasswordRoute.tsx') },
          { path: patterns.sendPasswordLinkSuccess, lazy: () => import('../features/login/SendPasswordLinkSuccessRoute.tsx') },
          { path: patterns.setPassword, lazy: setPassword },
          { path: patterns.lightUserSetPassword, lazy: setPassword },
          { path: patterns.legacySetPassword, lazy: setPassword },
          { path: patterns.accountVerification, lazy: accountVerification },
          { path: patterns.accountVerificationStep, lazy: accountVerification },
          { path: patterns.postLogout, lazy: () => import('./shell/PostLogoutPage.tsx') },
          { path: patterns.publicWithdrawal, lazy: () => import('../features/orders/PublicWithdrawalRoute.tsx') },
        ],
      },
      {
        lazy: () => import('./shell/AccountLayout.tsx'),
        children: [
          {
            // A failing section renders its error inside the shell; navigation keeps working.
            errorElement: <SectionErrorFallback />,
            children: [
              { index: true, lazy: () => import('../features/home/HomeRoute.tsx') },
              { path: patterns.orders, lazy: () => import('../features/orders/OrdersRoute.tsx') },
              { path: patterns.orderDetails, lazy: () => import('../features/orders/OrderDetailsRoute.tsx') },
              { path: patterns.orderReturn, lazy: () => import('../features/orders/OrderReturnRoute.tsx') },
              { path: patterns.orderReturnSlip, lazy: () => import('../features/orders/ReturnSlipRoute.tsx') },
              { path: patterns.cancelSuccess, lazy: () => import('../features/orders/CancelSuccessRoute.tsx') },
              { path: patterns.withdrawal, lazy: () => import('../features/orders/WithdrawalRoute.tsx') },
              { path: patterns.openInvoices, lazy: () => import('../features/invoices/OpenInvoicesRoute.tsx') },
              { path: patterns.myProfile, lazy: () => import('../features/profile/MyProfileRoute.tsx') },
              { path: patterns.changePassword, lazy: () => import('../features/password/ChangePasswordRoute.tsx') },
              { path: patterns.addresses, lazy: () => import('../features/addresses/MyAddressesRoute.tsx') },
              { path: patterns.addDeliveryAddress, lazy: () => import('../features/addresses/AddDeliveryAddressRoute.tsx') },
              { path: patterns.billingAddress, lazy: () => import('../features/addresses/BillingAddressRoute.tsx') },
              { path: patterns.deliveryAddress, lazy: () => import('../features/addresses/DeliveryAddressRoute.tsx') },
              { path: patterns.paymentMethods, lazy: () => import('../features/payment/PaymentMethodsRoute.tsx') },
              { path: patterns.editPaymentMethods, lazy: () => import('../features/payment/EditPaymentMethodsRoute.tsx') },
              ...UPCOMING_SECTIONS.map((s) => underConstruction(s.pattern, s.titleKey)),
              underConstruction(patterns.underConstruction, 'section.underConstruction'),
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [{ path: '*', lazy: () => import('./shell/NotFoundPage.tsx') }],
      },
    ],
  },
];

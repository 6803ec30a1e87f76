/**
 * The route table (SPEC §2). Route modules are lazy: each page loads its own chunk, so the
 * login page does not carry the account area and vice versa.
 */
import type { RouteObject } from 'react-router';
import { UPCOMING_SECTIONS, paths, publicWithdrawalPath } from '../lib/paths.ts';
import type { MessageKey } from '../lib/i18n/index.tsx';
import { RootLayout } from './shell/RootLayout.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { ErrorFallback, SectionErrorFallback } from './shell/ErrorFallback.tsx';

const rel = (path: string) => path.replace(/^\//, '');

function underConstruction(path: string, titleKey: MessageKey): RouteObject {
  return {
    path: rel(path),
    lazy: async () => {
      const { UnderConstructionPage } = await import('./shell/UnderConstructionPage.tsx');
      return { Component: () => <UnderConstructionPage titleKey={titleKey} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: rel(paths.login), lazy: () => import('../features/login/LoginRoute.tsx') },
          { path: rel(paths.forgotPassword), lazy: () => import('../features/password/ForgotPasswordRoute.tsx') },
          { path: rel(paths.sendPasswordLinkSuccess), lazy: () => import('../features/password/SendPasswordLinkSuccessRoute.tsx') },
          { path: rel(paths.setPassword), lazy: () => import('../features/password/SetPasswordRoute.tsx') },
          { path: rel(paths.lightUserSetPassword), lazy: () => import('../features/password/SetPasswordRoute.tsx') },
          { path: `${rel(paths.legacySetPassword)}/:token`, lazy: () => import('../features/password/SetPasswordRoute.tsx') },
          { path: rel(paths.activateAccount), lazy: () => import('../features/activation/ActivateAccountRoute.tsx') },
          { path: rel(paths.magicLink), lazy: () => import('../features/magicLink/MagicLinkRoute.tsx') },
          { path: rel(paths.accountVerification), lazy: () => import('../features/verification/AccountVerificationRoute.tsx') },
          { path: `${rel(paths.accountVerification)}/:step`, lazy: () => import('../features/verification/AccountVerificationRoute.tsx') },
          { path: rel(paths.socialLoginCallback), lazy: () => import('../features/login/SocialCallbackRoute.tsx') },
          { path: rel(paths.postLogout), lazy: () => import('./shell/PostLogoutPage.tsx') },
          { path: rel(publicWithdrawalPath), lazy: () => import('../features/orders/PublicWithdrawalRoute.tsx') },
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
              { path: rel(paths.orders), lazy: () => import('../features/orders/OrdersRoute.tsx') },
              { path: `${rel(paths.orders)}/:id`, lazy: () => import('../features/orders/OrderDetailsRoute.tsx') },
              { path: `${rel(paths.orders)}/:id/returns`, lazy: () => import('../features/orders/OrderReturnRoute.tsx') },
              { path: `${rel(paths.orders)}/:id/cancel-success`, lazy: () => import('../features/orders/CancelSuccessRoute.tsx') },
              { path: `${rel(paths.orders)}/:id/withdrawal`, lazy: () => import('../features/orders/WithdrawalRoute.tsx') },
              { path: rel(paths.openInvoices), lazy: () => import('../features/invoices/OpenInvoicesRoute.tsx') },
              { path: rel(paths.myProfile), lazy: () => import('../features/profile/MyProfileRoute.tsx') },
              { path: rel(paths.changePassword), lazy: () => import('../features/password/ChangePasswordRoute.tsx') },
              ...UPCOMING_SECTIONS.map((s) => underConstruction(s.path, s.titleKey)),
              underConstruction(paths.underConstruction, 'section.underConstruction'),
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

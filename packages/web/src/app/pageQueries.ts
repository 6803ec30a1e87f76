/**
 * The query of each account route and of the login, started at navigation together with the
 * route's code (`AppRoutes` in app/router.tsx), so no page waits for its chunk or for the login
 * state before it asks for its data. Keyed by the route's name in `patterns` (lib/paths.ts);
 * `home` is the index route, `accountShell` the account layout's login state. app/routes.tsx
 * names a route's query beside its module.
 *
 * An entry holds only what starts the request: the page's document, loaded from its generated
 * module (a small chunk of its own, which the route module imports too), and the variables the
 * page sends, taken from the URL's parameters as the page takes them. The table itself is part
 * of the entry (under 1 kB gzip): a page's query waits for one small chunk, its document, not
 * for a chunk of the table first.
 *
 * The page itself reads as before (an account page with `usePageQuery`, lib/pageQuery.ts; the
 * login with its `useQuery`): Apollo sends one request for the same query and variables while it
 * is in flight, and afterwards the page reads the normalized cache. A failed preload is not
 * cached (errorPolicy none), so the page's own query shows the failure with its retry (or the
 * not-found text) as it always did.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router';
import type { patterns } from '../lib/paths.ts';
import { ORDERS_PAGE_SIZE } from '../features/orders/orderPaging.ts';
import { DEFAULT_INVOICE_SORT } from '../features/invoices/invoiceSort.ts';

interface PageQueryPreload {
  /** Sends the query (or finds it cached or in flight); never rejects. */
  start: (client: ApolloClient, params: Params) => void;
}

function pageQuery<TData, TVariables extends OperationVariables>(
  document: () => Promise<TypedDocumentNode<TData, TVariables>>,
  variables?: (params: Params) => TVariables,
): PageQueryPreload {
  return {
    start(client, params) {
      document()
        .then((query) => client.query({ query, variables: variables?.(params), errorPolicy: 'none' } as ApolloClient.QueryOptions<TData, TVariables>))
        .catch(() => undefined);
    },
  };
}

/** `{ id }` of routes below `orders/:id` and `my-addresses/:id`, as their pages read it. */
const byId = ({ id = '' }: Params) => ({ id });

const pageQueries = {
  accountShell: pageQuery(() => import('./shell/AccountShell.generated.ts').then((m) => m.AccountShellDocument)),
  login: pageQuery(() => import('../features/login/LoginPage.generated.ts').then((m) => m.LoginPageDocument)),
  home: pageQuery(() => import('../features/home/HomePage.generated.ts').then((m) => m.HomePageDocument)),
  orders: pageQuery(
    () => import('../features/orders/OrdersPage.generated.ts').then((m) => m.OrdersPageDocument),
    () => ({ first: ORDERS_PAGE_SIZE }),
  ),
  orderDetails: pageQuery(() => import('../features/orders/OrderDetailsPage.generated.ts').then((m) => m.OrderDetailsPageDocument), byId),
  orderReturn: pageQuery(() => import('../features/orders/OrderReturnPage.generated.ts').then((m) => m.OrderReturnPageDocument), byId),
  orderReturnSlip: pageQuery(() => import('../features/orders/ReturnSlipPage.generated.ts').then((m) => m.ReturnSlipPageDocument), byId),
  withdrawal: pageQuery(() => import('../features/orders/WithdrawalPage.generated.ts').then((m) => m.WithdrawalPageDocument), byId),
  openInvoices: pageQuery(
    () => import('../features/invoices/OpenInvoicesPage.generated.ts').then((m) => m.OpenInvoicesPageDocument),
    () => ({ sort: DEFAULT_INVOICE_SORT }),
  ),
  wishlist: pageQuery(() => import('../features/wishlist/WishlistPage.generated.ts').then((m) => m.WishlistPageDocument)),
  followedCreators: pageQuery(() => import('../features/creators/FollowedCreatorsPage.generated.ts').then((m) => m.FollowedCreatorsPageDocument)),
  productHistory: pageQuery(() => import('../features/productHistory/ProductHistoryPage.generated.ts').then((m) => m.ProductHistoryPageDocument)),
  referrals: pageQuery(() => import('../features/referrals/ReferralsPage.generated.ts').then((m) => m.ReferralsPageDocument)),
  myProfile: pageQuery(() => import('../features/profile/MyProfilePage.generated.ts').then((m) => m.MyProfilePageDocument)),
  changeEmail: pageQuery(() => import('../features/profile/ChangeEmailPage.generated.ts').then((m) => m.ChangeEmailPageDocument)),
  changePassword: pageQuery(() => import('../features/password/ChangePasswordPage.generated.ts').then((m) => m.ChangePasswordPageDocument)),
  addresses: pageQuery(() => import('../features/addresses/MyAddressesPage.generated.ts').then((m) => m.MyAddressesPageDocument)),
  addDeliveryAddress: pageQuery(() => import('../features/addresses/AddDeliveryAddressPage.generated.ts').then((m) => m.AddDeliveryAddressPageDocument)),
  billingAddress: pageQuery(() => import('../features/addresses/BillingAddressPage.generated.ts').then((m) => m.BillingAddressPageDocument)),
  deliveryAddress: pageQuery(() => import('../features/addresses/DeliveryAddressPage.generated.ts').then((m) => m.DeliveryAddressPageDocument), byId),
  paymentMethods: pageQuery(() => import('../features/payment/PaymentMethodsPage.generated.ts').then((m) => m.PaymentMethodsPageDocument)),
  editPaymentMethods: pageQuery(() => import('../features/payment/EditPaymentMethodsPage.generated.ts').then((m) => m.EditPaymentMethodsPageDocument)),
  contacts: pageQuery(() => import('../features/contact/ContactsPage.generated.ts').then((m) => m.ContactsPageDocument)),
  contactForm: pageQuery(() => import('../features/contact/ContactFormPage.generated.ts').then((m) => m.ContactFormPageDocument)),
} satisfies Partial<Record<keyof typeof patterns | 'home' | 'accountShell', PageQueryPreload>>;

/** The routes with a query of their own. */
export type PageQueryName = keyof typeof pageQueries;

/** Starts the named route's query with the URL's parameters (or finds it cached or in flight). */
export function startPageQuery(client: ApolloClient, name: PageQueryName, params: Params): void {
  pageQueries[name].start(client, params);
}

/**
 * The query of each account route and of the login, started at navigation together with the
 * route's code (`AppRoutes` in app/router.tsx), so no page waits for its chunk or for the login
 * state before it asks for its data. Keyed by the route's name in `patterns` (lib/paths.ts);
 * `home` is the index route, `accountShell` the account layout's login state. app/routes.tsx
 * names a route's query beside its module.
 *
 * An entry holds only what starts the request: the page's document, loaded from its generated
 * module (a small chunk of its own, which the route module imports too), and the variables the
 * page sends, described as data: a constant, a parameter of the route's pattern (`param('id')`)
 * or of the query string (`search('subscriptionId')`, trimmed; without it nothing starts), as
 * the page takes them. The build reads the same table for index.html's bootstrap, which sends
 * these queries by their persisted id before the entry has loaded (firstRoundTrip.ts, decision
 * 042). The table itself is part of the entry (under 1 kB gzip).
 *
 * The page itself reads as before (an account page with `usePageQuery`, lib/pageQuery.ts; the
 * login with its `useQuery`): Apollo sends one request for the same query and variables while it
 * is in flight, and afterwards the page reads the normalized cache. A failed preload is not
 * cached (errorPolicy none), so the page's own query shows the failure with its retry (or the
 * not-found text) as it always did.
 */
import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router';
import type { patterns } from '../lib/paths.ts';
import { ORDERS_PAGE_SIZE } from '../features/orders/orderPaging.ts';
import { DEFAULT_INVOICE_SORT } from '../features/invoices/invoiceSort.ts';

/** Where a variable's value comes from: a constant, a parameter of the route's pattern, or of the query string. */
export type VariableSource = string | number | boolean | { param: string } | { search: string };

/** The route pattern's parameter `name` (`{ id }` of `orders/:id`; missing: the empty string, as the pages read it). */
const param = (name: string): VariableSource => ({ param: name });
/** The query string's parameter `name`, trimmed; without it the query does not start (the page shows the link's problem). */
const search = (name: string): VariableSource => ({ search: name });

interface PageQueryEntry {
  /** The page's document (a chunk of its own). */
  document: () => Promise<DocumentNode>;
  /** The variables the page sends, by name. */
  variables: Readonly<Record<string, VariableSource>>;
}

function pageQuery<TData, TVariables extends OperationVariables>(
  document: () => Promise<TypedDocumentNode<TData, TVariables>>,
  variables: { [Name in keyof TVariables]?: VariableSource } = {},
): PageQueryEntry {
  return { document, variables: variables as Record<string, VariableSource> };
}

/**
 * The variables of `sources` at a location, or undefined when a query-string parameter is missing.
 * index.html's bootstrap computes them the same way (app/firstRoundTrip.ts).
 */
export function variablesAt(
  sources: Readonly<Record<string, VariableSource>>,
  params: Params,
  query: URLSearchParams,
): OperationVariables | undefined {
  const variables: OperationVariables = {};
  for (const [name, source] of Object.entries(sources)) {
    if (typeof source !== 'object') variables[name] = source;
    else if ('param' in source) variables[name] = params[source.param] ?? '';
    else {
      const value = query.get(source.search)?.trim();
      if (!value) return undefined;
      variables[name] = value;
    }
  }
  return variables;
}

/** `{ id }` of routes below `orders/:id` and `my-addresses/:id`, as their pages read it. */
const byId = { id: param('id') };

const pageQueries = {
  accountShell: pageQuery(() => import('./shell/AccountShell.generated.ts').then((m) => m.AccountShellDocument)),
  login: pageQuery(() => import('../features/login/LoginPage.generated.ts').then((m) => m.LoginPageDocument)),
  home: pageQuery(() => import('../features/home/HomePage.generated.ts').then((m) => m.HomePageDocument)),
  orders: pageQuery(() => import('../features/orders/OrdersPage.generated.ts').then((m) => m.OrdersPageDocument), {
    first: ORDERS_PAGE_SIZE,
  }),
  orderDetails: pageQuery(
    () => import('../features/orders/OrderDetailsPage.generated.ts').then((m) => m.OrderDetailsPageDocument),
    byId,
  ),
  orderReturn: pageQuery(
    () => import('../features/orders/OrderReturnPage.generated.ts').then((m) => m.OrderReturnPageDocument),
    byId,
  ),
  orderReturnSlip: pageQuery(
    () => import('../features/orders/ReturnSlipPage.generated.ts').then((m) => m.ReturnSlipPageDocument),
    byId,
  ),
  withdrawal: pageQuery(
    () => import('../features/orders/WithdrawalPage.generated.ts').then((m) => m.WithdrawalPageDocument),
    byId,
  ),
  openInvoices: pageQuery(
    () => import('../features/invoices/OpenInvoicesPage.generated.ts').then((m) => m.OpenInvoicesPageDocument),
    { sort: DEFAULT_INVOICE_SORT },
  ),
  wishlist: pageQuery(() =>
    import('../features/wishlist/WishlistPage.generated.ts').then((m) => m.WishlistPageDocument),
  ),
  followedCreators: pageQuery(() =>
    import('../features/creators/FollowedCreatorsPage.generated.ts').then((m) => m.FollowedCreatorsPageDocument),
  ),
  productHistory: pageQuery(() =>
    import('../features/productHistory/ProductHistoryPage.generated.ts').then((m) => m.ProductHistoryPageDocument),
  ),
  referrals: pageQuery(() =>
    import('../features/referrals/ReferralsPage.generated.ts').then((m) => m.ReferralsPageDocument),
  ),
  myProfile: pageQuery(() =>
    import('../features/profile/MyProfilePage.generated.ts').then((m) => m.MyProfilePageDocument),
  ),
  changeEmail: pageQuery(() =>
    import('../features/profile/ChangeEmailPage.generated.ts').then((m) => m.ChangeEmailPageDocument),
  ),
  changePassword: pageQuery(() =>
    import('../features/password/ChangePasswordPage.generated.ts').then((m) => m.ChangePasswordPageDocument),
  ),
  addresses: pageQuery(() =>
    import('../features/addresses/MyAddressesPage.generated.ts').then((m) => m.MyAddressesPageDocument),
  ),
  addDeliveryAddress: pageQuery(() =>
    import('../features/addresses/AddDeliveryAddressPage.generated.ts').then((m) => m.AddDeliveryAddressPageDocument),
  ),
  billingAddress: pageQuery(() =>
    import('../features/addresses/BillingAddressPage.generated.ts').then((m) => m.BillingAddressPageDocument),
  ),
  deliveryAddress: pageQuery(
    () => import('../features/addresses/DeliveryAddressPage.generated.ts').then((m) => m.DeliveryAddressPageDocument),
    byId,
  ),
  paymentMethods: pageQuery(() =>
    import('../features/payment/PaymentMethodsPage.generated.ts').then((m) => m.PaymentMethodsPageDocument),
  ),
  editPaymentMethods: pageQuery(() =>
    import('../features/payment/EditPaymentMethodsPage.generated.ts').then((m) => m.EditPaymentMethodsPageDocument),
  ),
  contacts: pageQuery(() =>
    import('../features/contact/ContactsPage.generated.ts').then((m) => m.ContactsPageDocument),
  ),
  contactForm: pageQuery(() =>
    import('../features/contact/ContactFormPage.generated.ts').then((m) => m.ContactFormPageDocument),
  ),
  newsletterCancel: pageQuery(
    () =>
      import('../features/subscriptions/NewsletterSubscription.generated.ts').then(
        (m) => m.NewsletterSubscriptionDocument,
      ),
    { id: search('subscriptionId') },
  ),
  stockReminderUnsubscribe: pageQuery(
    () => import('../features/subscriptions/StockReminder.generated.ts').then((m) => m.StockReminderDocument),
    { id: search('reminderId') },
  ),
} satisfies Partial<Record<keyof typeof patterns | 'home' | 'accountShell', PageQueryEntry>>;

/** The routes with a query of their own. */
export type PageQueryName = keyof typeof pageQueries;

/** The table, for the build (firstRoundTrip.ts imports it from generated code). @public */
export const pageQueryTable: Readonly<Record<PageQueryName, PageQueryEntry>> = pageQueries;

/**
 * Starts the named route's query with the location's parameters (or finds it cached, in flight,
 * or answered to index.html's bootstrap); never rejects.
 */
export function startPageQuery(
  client: ApolloClient,
  name: PageQueryName,
  params: Params,
  query: URLSearchParams,
): void {
  const entry = pageQueries[name];
  const variables = variablesAt(entry.variables, params, query);
  if (!variables) return;
  entry
    .document()
    .then((document) => client.query({ query: document, variables, errorPolicy: 'none' }))
    .catch(() => undefined);
}

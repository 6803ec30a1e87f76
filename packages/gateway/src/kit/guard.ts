/**
 * The one guard of the account area: the viewer of a request, checked against its cookies, and
 * `requireCustomer`, which every customer-scoped mutation (and every Customer field, through
 * Viewer.customer) goes through.
 */
import { SESSION_COOKIE } from '@mein-konto/schema/upstream/customer';
import type { GatewayContext } from '../context.ts';
import type { LoginStateResult } from '../datasources/customer.ts';
import { errorCodeOf, ERROR_CODES, unauthenticated } from '../errors.ts';
import { LOGGED_OUT, type CustomerModel, type ViewerModel } from './viewer.ts';

function isLoggedIn(state: LoginStateResult): state is CustomerModel {
  return state.state === 'LOGGED_IN' && state.customerNumber !== null && state.customerId !== null;
}

/**
 * The viewer of this request. Logged out when the login state says so, when the session could
 * not be refreshed (refused), or when the logged-in cookie names another customer than the
 * login state (logged as an error). Other failures (upstream unavailable) are thrown: the
 * customer is not logged out because a service hiccuped.
 */
export async function loadViewer(ctx: GatewayContext): Promise<ViewerModel> {
  // Without session cookies there is no session to ask about: anonymous visitors cost no
  // upstream call and do not depend on the customer service being up.
  if (!hasSession(ctx)) return LOGGED_OUT;
  let state: LoginStateResult;
  try {
    state = await ctx.loaders.loginState.load('session');
  } catch (error) {
    if (errorCodeOf(error) === ERROR_CODES.unauthenticated) return LOGGED_OUT;
    throw error;
  }
  if (!isLoggedIn(state)) return LOGGED_OUT;

  const cookieCustomerNumber = ctx.cookies.get(SESSION_COOKIE.loggedIn);
  if (cookieCustomerNumber !== undefined && cookieCustomerNumber.toLowerCase() !== state.customerNumber.toLowerCase()) {
    ctx.log.error(
      { event: 'logged_in_cookie_mismatch', cookieCustomerNumber, stateCustomerNumber: state.customerNumber },
      'the logged-in cookie names another customer than the login state: treated as logged out',
    );
    return LOGGED_OUT;
  }
  return { customer: state };
}

/** The logged-in customer, or UNAUTHENTICATED. */
export async function requireCustomer(ctx: GatewayContext): Promise<CustomerModel> {
  const viewer = await loadViewer(ctx);
  if (!viewer.customer) throw unauthenticated();
  return viewer.customer;
}

/** Whether the request carries session cookies at all (an access or a refresh cookie). */
function hasSession(ctx: GatewayContext): boolean {
  return ctx.cookies.has(SESSION_COOKIE.access) || ctx.cookies.has(SESSION_COOKIE.refresh);
}

/** The viewer after the session changed in this request (login, logout, new password). */
export function reloadViewer(ctx: GatewayContext): Promise<ViewerModel> {
  ctx.loaders.loginState.clearAll();
  return loadViewer(ctx);
}

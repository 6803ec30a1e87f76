/** Who is visiting: the login state of the request's session, checked against the cookies. */
import { SESSION_COOKIE } from '@mein-konto/schema/upstream/customer';
import type { GatewayContext } from '../../context.ts';
import { errorCodeOf, ERROR_CODES, unauthenticated } from '../../errors.ts';
import type { LoginStateResult } from '../../datasources/customer.ts';
import { LOGGED_OUT, type CustomerModel, type ViewerModel } from './models.ts';

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
  if (!ctx.cookies.has(SESSION_COOKIE.access) && !ctx.cookies.has(SESSION_COOKIE.refresh)) return LOGGED_OUT;
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

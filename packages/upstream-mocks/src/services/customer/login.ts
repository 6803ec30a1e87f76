/**
 * Login with username and password and the cookie session around it: username check
 * (`routes.usernameCheck`), login, logout, token refresh and stay-logged-in.
 */
import { errorKey, LOGIN_FAIL } from '@mein-konto/schema/upstream/common';
import { SESSION_COOKIE, type customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { customerStates } from './context.ts';
import { verifyPassword } from './passwordHash.ts';
import { accountNotActivated, assertMarket } from './sessions.ts';

export function loginHandlers(kernel: Kernel) {
  const { customers, sessions } = customerStates(kernel);

  return {
    usernameCheck: ({ query }) => {
      const lookup = customers.lookUpUsername(query.username);
      if (lookup.username === '') {
        throw new UpstreamError(400, 'bad_request', {
          detail: 'username must not be empty',
          field_errors: [{ key: errorKey('bad_request'), field: 'username', detail: 'must not be empty' }],
        });
      }
      const { customer } = lookup;
      if (!customer) {
        throw lookup.type === 'EMAIL'
          ? new UpstreamError(404, 'email_not_exist', { detail: 'no customer with this e-mail' })
          : new UpstreamError(404, 'customer_number_not_exist', { detail: 'no customer with this customer number' });
      }
      if (!customer.hasOnlineAccount) {
        throw new UpstreamError(409, 'no_credentials', { detail: 'customer has no online credentials' });
      }
      if (customer.isLightUser) {
        throw new UpstreamError(409, 'light_user_no_credentials', { detail: 'light account without password' });
      }
      if (customer.activationPending) {
        throw new UpstreamError(409, 'account_not_activated', { detail: 'account registered but not activated yet' });
      }
      return {
        username: lookup.username,
        username_type: lookup.type,
        has_password: customer.passwordHash !== null,
        ...(customer.socialLoginProvider === null ? {} : { social_login_provider: customer.socialLoginProvider }),
      };
    },

    login: ({ request, reply, body, market }) => {
      const { customer, username } = customers.lookUpUsername(body.username);
      if (!customer || !customer.hasOnlineAccount || !verifyPassword(body.password, customer.passwordHash)) {
        throw new UpstreamError(403, 'not_authorized', {
          code: LOGIN_FAIL,
          detail: 'username or password wrong',
          ...(customer ? { customer_number: customer.customerNumber } : {}),
        });
      }
      if (customer.activationPending) throw accountNotActivated();
      assertMarket(customer, market);
      return sessions.logIn(request, reply, customer, username, body.stay_logged_in);
    },

    logout: ({ request, reply }) => {
      const session = sessions.current(request);
      if (session) sessions.end(session.id);
      sessions.clearCookies(reply);
    },

    refresh: ({ request, reply }) => {
      const result = sessions.refreshByToken(request.cookies[SESSION_COOKIE.refresh]);
      if (result.outcome === 'refused') {
        sessions.clearCookies(reply);
        throw new UpstreamError(401, 'unauthenticated', { detail: result.detail });
      }
      sessions.setCookies(reply, result.session, result.access);
    },

    getStayLoggedIn: ({ request }) => {
      const { session } = sessions.require(request);
      return { stay_logged_in: session.stayLoggedIn };
    },

    setStayLoggedIn: ({ request, reply, body }) => {
      const { session } = sessions.require(request);
      sessions.setStayLoggedIn(session, body.stay_logged_in);
      sessions.setRefreshCookies(reply, session);
      return { stay_logged_in: session.stayLoggedIn };
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}

/** Resolvers of the session domain: thin mappings onto the customer and order history services. */
import { isNewCustomer } from '@mein-konto/schema/rules/market';
import { errorCodeOf, ERROR_CODES } from '../../errors.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { checkUsername, login } from './login.ts';
import { LOGGED_OUT, VIEWER_ID } from './models.ts';
import { mergePersonalDetails } from './personalDetails.ts';
import { SESSION_MESSAGES } from './messages.ts';
import { loadViewer, requireCustomer } from './viewer.ts';

export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => loadViewer(ctx),
  },
  Mutation: {
    checkUsername: (_parent, { input }, ctx) => checkUsername(ctx, input),
    login: (_parent, { input }, ctx) => login(ctx, input),
    logout: async (_parent, _args, ctx) => {
      if (ctx.cookies.header() !== undefined) {
        // Whatever the service answers, the browser's session ends here.
        await ctx.datasources.customer.logout().catch((error: unknown) => {
          ctx.log.warn({ event: 'logout_failed', code: errorCodeOf(error) }, 'upstream logout failed; cookies cleared anyway');
        });
      }
      ctx.cookies.clearSession();
      ctx.loaders.loginState.clearAll();
      return { viewer: LOGGED_OUT };
    },
    setStayLoggedIn: async (_parent, { input }, ctx) => {
      const customer = await requireCustomer(ctx);
      try {
        const stayLoggedIn = await ctx.datasources.customer.setStayLoggedIn(input.stayLoggedIn);
        return { __typename: 'StayLoggedInUpdated', customer: { ...customer, knownStayLoggedIn: stayLoggedIn } };
      } catch (error) {
        if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
        const previous = await ctx.datasources.customer.stayLoggedIn().catch(() => null);
        return {
          __typename: 'StayLoggedInFailed',
          code: 'UPDATE_FAILED',
          message: SESSION_MESSAGES.stayLoggedInFailed,
          stayLoggedIn: previous,
        };
      }
    },
  },
  Viewer: {
    id: () => VIEWER_ID,
    state: (viewer) => (viewer.customer ? 'LOGGED_IN' : 'LOGGED_OUT'),
    customer: (viewer) => viewer.customer,
  },
  Customer: {
    id: (customer) => customer.customerId,
    isNewCustomer: async (_customer, _args, ctx) =>
      isNewCustomer(await ctx.datasources.orderHistory.lastOrderPlacedAt(), new Date()),
    personalDetails: async (_customer, _args, ctx) => {
      const [personal, details] = await Promise.all([
        ctx.datasources.customer.personalDetails(),
        ctx.datasources.customer.customerDetails(),
      ]);
      return mergePersonalDetails(personal, details);
    },
    stayLoggedIn: (customer, _args, ctx) => customer.knownStayLoggedIn ?? ctx.datasources.customer.stayLoggedIn(),
  },
};

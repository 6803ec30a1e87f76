/** Resolvers of the session domain: the viewer, the logout and the customer's core fields. */
import { isNewCustomer } from '@mein-konto/schema/rules/market';
import { errorCodeOf } from '../../errors.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { loadViewer } from '../../kit/guard.ts';
import { LOGGED_OUT, VIEWER_ID } from '../../kit/viewer.ts';

export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => loadViewer(ctx),
  },
  Mutation: {
    logout: async (_parent, _args, ctx) => {
      if (ctx.cookies.header() !== undefined) {
        // Whatever the service answers, the browser's session ends here.
        await ctx.datasources.customer.logout().catch((error: unknown) => {
          ctx.log.warn(
            { event: 'logout_failed', code: errorCodeOf(error) },
            'upstream logout failed; cookies cleared anyway',
          );
        });
      }
      ctx.cookies.clearSession();
      ctx.loaders.loginState.clearAll();
      return { viewer: LOGGED_OUT };
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
  },
};

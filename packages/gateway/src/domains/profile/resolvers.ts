/** Resolvers of the profile domain: personal details, the stay-logged-in setting, e-mail change, account deletion and the data export. */
import { errorCodeOf, ERROR_CODES } from '../../errors.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireCustomer } from '../../kit/guard.ts';
import { PROFILE_MESSAGES } from './messages.ts';
import { exportMyData } from './dataExport.ts';
import { changeEmail, confirmEmailChange, deleteAccount } from './myData.ts';
import { mergePersonalDetails } from './personalDetails.ts';

export const profileResolvers: Resolvers = {
  Mutation: {
    changeEmail: (_parent, { input }, ctx) => changeEmail(ctx, input),
    confirmEmailChange: (_parent, { input }, ctx) => confirmEmailChange(ctx, input),
    deleteAccount: (_parent, { input }, ctx) => deleteAccount(ctx, input),
    exportMyData: (_parent, _args, ctx) => exportMyData(ctx),
    setStayLoggedIn: async (_parent, { input }, ctx) => {
      const customer = await requireCustomer(ctx);
      try {
        const stayLoggedIn = await ctx.datasources.customer.setStayLoggedIn(input.stayLoggedIn);
        return { __typename: 'StayLoggedInUpdated', customer: { ...customer, knownStayLoggedIn: stayLoggedIn } };
      } catch (error) {
        if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
        const previous = await ctx.datasources.customer.getStayLoggedIn().catch(() => null);
        return {
          __typename: 'StayLoggedInFailed',
          code: 'UPDATE_FAILED',
          message: PROFILE_MESSAGES.stayLoggedInFailed,
          stayLoggedIn: previous,
        };
      }
    },
  },
  Customer: {
    personalDetails: async (_customer, _args, ctx) => {
      const [personal, details] = await Promise.all([
        ctx.datasources.customer.personalDetails(),
        ctx.datasources.customer.customerDetails(),
      ]);
      return mergePersonalDetails(personal, details);
    },
    stayLoggedIn: (customer, _args, ctx) => customer.knownStayLoggedIn ?? ctx.datasources.customer.getStayLoggedIn(),
  },
};

/** Resolvers of the referrals domain: the customer's personal link to recommend the shop. */
import type { Resolvers } from '../../generated/graphql.ts';

export const referralResolvers: Resolvers = {
  Customer: {
    referral: async (_customer, _args, ctx) => {
      const referral = await ctx.datasources.customer.referral();
      return { code: referral.referralCode, url: referral.referralUrl, welcomeVoucher: referral.welcomeVoucher };
    },
  },
};

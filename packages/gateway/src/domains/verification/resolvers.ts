/** Resolvers of the verification domain: account verification of customers without online credentials. */
import type { Resolvers } from '../../generated/graphql.ts';
import { verifyAccount } from './verification.ts';

export const verificationResolvers: Resolvers = {
  Mutation: {
    verifyAccount: (_parent, { input }, ctx) => verifyAccount(ctx, input),
  },
};

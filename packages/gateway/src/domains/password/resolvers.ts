/** Resolvers of the password domain: token status, setting a password (with a token, or the social users' first one) and changing it. */
import type { Resolvers } from '../../generated/graphql.ts';
import { changePassword, setPassword, setSocialPassword, tokenStatus } from './passwords.ts';

export const passwordResolvers: Resolvers = {
  Query: {
    tokenStatus: (_parent, { token }, ctx) => tokenStatus(ctx, token),
  },
  Mutation: {
    setPassword: (_parent, { input }, ctx) => setPassword(ctx, input),
    setSocialPassword: (_parent, { input }, ctx) => setSocialPassword(ctx, input),
    changePassword: (_parent, { input }, ctx) => changePassword(ctx, input),
  },
};

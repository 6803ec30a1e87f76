/** Resolvers of the ways in: thin mappings onto the customer and address check services. */
import type { Resolvers } from '../../generated/graphql.ts';
import { requestMagicLink, verifyMagicLink } from './magicLink.ts';
import { requestPasswordReset, setPassword, setSocialPassword, tokenStatus } from './passwords.ts';
import { activateAccount, checkAddress, createAccount, createLightAccount, resendActivation } from './registration.ts';
import { completeSocialLogin, socialLoginOptions, startSocialLogin } from './socialLogin.ts';
import { verifyAccount } from './verification.ts';

export const authResolvers: Resolvers = {
  Query: {
    tokenStatus: (_parent, { token }, ctx) => tokenStatus(ctx, token),
    socialLoginProviders: (_parent, _args, ctx) => socialLoginOptions(ctx),
  },
  Mutation: {
    createAccount: (_parent, { input }, ctx) => createAccount(ctx, input),
    checkAddress: (_parent, { input }, ctx) => checkAddress(ctx, input),
    activateAccount: (_parent, { input }, ctx) => activateAccount(ctx, input),
    createLightAccount: (_parent, { input }, ctx) => createLightAccount(ctx, input),
    resendActivation: (_parent, { input }, ctx) => resendActivation(ctx, input),
    startSocialLogin: (_parent, { input }, ctx) => startSocialLogin(ctx, input),
    completeSocialLogin: (_parent, { input }, ctx) => completeSocialLogin(ctx, input),
    setSocialPassword: (_parent, { input }, ctx) => setSocialPassword(ctx, input),
    requestMagicLink: (_parent, { input }, ctx) => requestMagicLink(ctx, input),
    verifyMagicLink: (_parent, { input }, ctx) => verifyMagicLink(ctx, input),
    requestPasswordReset: (_parent, { input }, ctx) => requestPasswordReset(ctx, input),
    setPassword: (_parent, { input }, ctx) => setPassword(ctx, input),
    verifyAccount: (_parent, { input }, ctx) => verifyAccount(ctx, input),
  },
};

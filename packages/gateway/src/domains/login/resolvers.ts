/** Resolvers of the login domain: the ways in, thin mappings onto the customer and address check services. */
import type { Resolvers } from '../../generated/graphql.ts';
import { checkUsername, login } from './login.ts';
import { requestMagicLink, verifyMagicLink } from './magicLink.ts';
import { requestPasswordReset } from './passwordReset.ts';
import { activateAccount, checkAddress, createAccount, createLightAccount, resendActivation } from './registration.ts';
import { completeSocialLogin, socialLoginOptions, startSocialLogin } from './socialLogin.ts';

export const loginResolvers: Resolvers = {
  Query: {
    socialLoginProviders: (_parent, _args, ctx) => socialLoginOptions(ctx),
  },
  Mutation: {
    checkUsername: (_parent, { input }, ctx) => checkUsername(ctx, input),
    login: (_parent, { input }, ctx) => login(ctx, input),
    createAccount: (_parent, { input }, ctx) => createAccount(ctx, input),
    checkAddress: (_parent, { input }, ctx) => checkAddress(ctx, input),
    activateAccount: (_parent, { input }, ctx) => activateAccount(ctx, input),
    createLightAccount: (_parent, { input }, ctx) => createLightAccount(ctx, input),
    resendActivation: (_parent, { input }, ctx) => resendActivation(ctx, input),
    startSocialLogin: (_parent, { input }, ctx) => startSocialLogin(ctx, input),
    completeSocialLogin: (_parent, { input }, ctx) => completeSocialLogin(ctx, input),
    requestMagicLink: (_parent, { input }, ctx) => requestMagicLink(ctx, input),
    verifyMagicLink: (_parent, { input }, ctx) => verifyMagicLink(ctx, input),
    requestPasswordReset: (_parent, { input }, ctx) => requestPasswordReset(ctx, input),
  },
};

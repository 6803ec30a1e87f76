/**
 * The domains of the gateway, in one list: one entry per subject (the naming rule of the
 * product: web feature folder = SDL file = gateway domain). Each entry names the subject, whose
 * SDL is packages/schema/src/graphql/<name>.graphql, its resolvers and, where it has any, the
 * factory of its per-request loaders (ctx.loaders.<name>). The schema (schema.ts) and the
 * request context (context.ts, given this list by app.ts) are built from it. A new domain is a
 * folder domains/<name>/, an SDL file of the same name and one entry here.
 */
import type { RequestLoaders } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';
import type { Datasources } from './services.ts';
import { addressResolvers } from './domains/addresses/resolvers.ts';
import { configResolvers } from './domains/config/resolvers.ts';
import { contactResolvers } from './domains/contact/resolvers.ts';
import { creatorResolvers } from './domains/creators/resolvers.ts';
import { invoiceResolvers } from './domains/invoices/resolvers.ts';
import { loginResolvers } from './domains/login/resolvers.ts';
import { createOrderLoaders } from './domains/orders/loaders.ts';
import { orderResolvers } from './domains/orders/resolvers.ts';
import { passwordResolvers } from './domains/password/resolvers.ts';
import { paymentResolvers } from './domains/payment/resolvers.ts';
import { createProductLoaders } from './domains/products/loaders.ts';
import { productHistoryResolvers } from './domains/productHistory/resolvers.ts';
import { productResolvers } from './domains/products/resolvers.ts';
import { profileResolvers } from './domains/profile/resolvers.ts';
import { recommendationResolvers } from './domains/recommendations/resolvers.ts';
import { referralResolvers } from './domains/referrals/resolvers.ts';
import { sessionResolvers } from './domains/session/resolvers.ts';
import { subscriptionResolvers } from './domains/subscriptions/resolvers.ts';
import { topDealResolvers } from './domains/topDeals/resolvers.ts';
import { verificationResolvers } from './domains/verification/resolvers.ts';
import { wishlistResolvers } from './domains/wishlist/resolvers.ts';

/** The loaders a domain declares on the context (RequestLoaders) are the ones it must register. */
type DomainLoaders = Omit<RequestLoaders, 'loginState'>;
type LoadersOf<N extends string> = N extends keyof DomainLoaders
  ? [loaders: (datasources: Datasources) => DomainLoaders[N]]
  : [];

function domain<const N extends string>(name: N, resolvers: Resolvers, ...[loaders]: LoadersOf<N>) {
  return { name, resolvers, loaders };
}

export const DOMAINS = [
  domain('session', sessionResolvers),
  domain('config', configResolvers),
  domain('login', loginResolvers),
  domain('password', passwordResolvers),
  domain('verification', verificationResolvers),
  domain('profile', profileResolvers),
  domain('orders', orderResolvers, createOrderLoaders),
  domain('invoices', invoiceResolvers),
  domain('products', productResolvers, createProductLoaders),
  domain('addresses', addressResolvers),
  domain('payment', paymentResolvers),
  domain('contact', contactResolvers),
  domain('subscriptions', subscriptionResolvers),
  domain('wishlist', wishlistResolvers),
  domain('creators', creatorResolvers),
  domain('productHistory', productHistoryResolvers),
  domain('referrals', referralResolvers),
  domain('recommendations', recommendationResolvers),
  domain('topDeals', topDealResolvers),
] as const;

export type DomainName = (typeof DOMAINS)[number]['name'];

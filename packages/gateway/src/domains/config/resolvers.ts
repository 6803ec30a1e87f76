/** Resolvers of the config domain: feature flags and market facts of this deployment. */
import { MARKET_FACTS } from '@mein-konto/schema/rules/market';
import type { Market as MarketEnum, Resolvers } from '../../generated/graphql.ts';

export const configResolvers: Resolvers = {
  Query: {
    featureFlags: (_parent, _args, ctx) => ({ id: 'featureFlags', ...ctx.featureFlags }),
    market: (_parent, _args, ctx) => {
      const facts = MARKET_FACTS[ctx.market];
      return {
        id: facts.market,
        market: facts.market.toUpperCase() as MarketEnum,
        currency: facts.currency,
        locale: facts.locale,
        emailOnlyLogin: facts.emailOnlyLogin,
        shopUrl: facts.shopUrl,
      };
    },
  },
};

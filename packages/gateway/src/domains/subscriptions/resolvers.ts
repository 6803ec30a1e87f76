/** Resolvers of the subscriptions domain: the public pages of e-mail links (newsletter, stock reminders, market research, upsell e-mails). */
import type { Resolvers } from '../../generated/graphql.ts';
import { confirmMarketResearch, unsubscribeUpsell } from './marketing.ts';
import { cancelNewsletter, newsletterSubscription } from './newsletter.ts';
import { confirmStockReminder, stockReminder, unsubscribeStockReminder } from './stockReminders.ts';

export const subscriptionResolvers: Resolvers = {
  Query: {
    newsletterSubscription: (_parent, { id }, ctx) => newsletterSubscription(ctx, id),
    stockReminder: (_parent, { id }, ctx) => stockReminder(ctx, id),
  },
  Mutation: {
    cancelNewsletter: (_parent, { input }, ctx) => cancelNewsletter(ctx, input),
    unsubscribeStockReminder: (_parent, { input }, ctx) => unsubscribeStockReminder(ctx, input),
    confirmStockReminder: (_parent, { input }, ctx) => confirmStockReminder(ctx, input),
    confirmMarketResearch: (_parent, { input }, ctx) => confirmMarketResearch(ctx, input),
    unsubscribeUpsell: (_parent, { input }, ctx) => unsubscribeUpsell(ctx, input),
  },
};

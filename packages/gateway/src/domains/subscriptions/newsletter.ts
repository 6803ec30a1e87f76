/**
 * The newsletter of a cancellation link (docs/product/public-pages.md §2 newsletter/cancelSubscription, §3, §4 results
 * unsubscribed and frequency reduced, §8 missing subscription id): its state, and the customer's
 * choice between unsubscribing and weekly. Repeating the choice answers what was done.
 */
import type { GatewayContext } from '../../context.ts';
import type { NewsletterSubscriptionResult } from '../../datasources/newsletter.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { CancelNewsletterInput } from '../../generated/graphql.ts';
import type { ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { linkId, NOT_FOUND } from './links.ts';
import { SUBSCRIPTION_MESSAGES } from './messages.ts';

function subscriptionOf(result: NewsletterSubscriptionResult) {
  return {
    __typename: 'NewsletterSubscription',
    id: result.subscriptionId,
    status: result.status,
    frequency: result.frequency,
    maskedEmail: result.maskedEmail,
  } as const;
}

function refusal(error: unknown) {
  if (error instanceof UpstreamHttpError && error.key === 'subscription_not_found') return NOT_FOUND;
  if (error instanceof UpstreamHttpError && error.key === 'subscription_inactive') {
    return {
      __typename: 'SubscriptionEnded',
      code: 'SUBSCRIPTION_ENDED',
      message: SUBSCRIPTION_MESSAGES.ended,
    } as const;
  }
  throw error;
}

export async function newsletterSubscription(
  ctx: GatewayContext,
  rawId: string,
): Promise<ResultOf<'NewsletterSubscriptionResult'>> {
  const checked = linkId(rawId, 'id', SUBSCRIPTION_MESSAGES.subscriptionIdMissing);
  if (!('id' in checked)) return checked;
  try {
    return subscriptionOf(await ctx.datasources.newsletter.subscription(checked.id));
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.key === 'subscription_not_found') return NOT_FOUND;
    throw error;
  }
}

export async function cancelNewsletter(
  ctx: GatewayContext,
  input: CancelNewsletterInput,
): Promise<ResultOf<'CancelNewsletterResult'>> {
  const checked = linkId(input.subscriptionId, 'subscriptionId', SUBSCRIPTION_MESSAGES.subscriptionIdMissing);
  if (!('id' in checked)) return checked;
  const limited = await rateLimited(ctx, 'cancelNewsletter', checked.id);
  if (limited) return limited;
  try {
    if (input.action === 'UNSUBSCRIBE') {
      const result = await ctx.datasources.newsletter.unsubscribe(checked.id);
      return {
        __typename: 'NewsletterUnsubscribed',
        subscription: subscriptionOf(result),
        alreadyUnsubscribed: result.alreadyUnsubscribed,
      };
    }
    return {
      __typename: 'NewsletterReduced',
      subscription: subscriptionOf(await ctx.datasources.newsletter.changeFrequency(checked.id, 'WEEKLY')),
    };
  } catch (error) {
    return refusal(error);
  }
}

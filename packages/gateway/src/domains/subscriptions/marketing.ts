/**
 * Consents from marketing e-mails' links (docs/product/public-pages.md §2 research/confirmation and unsubscribe/upsell,
 * §4, §7, §8): the market research invitation confirmed by its token (400: confirmed before; other
 * failures: registration failed), and the upsell e-mails ended for the address the link names.
 */
import { normaliseEmail } from '@mein-konto/schema/rules/email';
import { isWellFormedIdentifier, MAX_ID_LENGTH } from '@mein-konto/schema/rules/identifier';
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { ConfirmMarketResearchInput, UnsubscribeUpsellInput } from '../../generated/graphql.ts';
import { invalidInput, tokenError, unusableToken, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { NOT_FOUND } from './links.ts';
import { SUBSCRIPTION_MESSAGES } from './messages.ts';

export async function confirmMarketResearch(
  ctx: GatewayContext,
  input: ConfirmMarketResearchInput,
): Promise<ResultOf<'ConfirmMarketResearchResult'>> {
  const unusable = unusableToken(input.token);
  if (unusable) return unusable;
  const limited = await rateLimited(ctx, 'confirmMarketResearch', null);
  if (limited) return limited;
  try {
    await ctx.datasources.customer.confirmMarketResearch(input.token.trim());
    return { __typename: 'MarketResearchConfirmed', confirmed: true };
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.key === 'market_research_already_confirmed') {
      return {
        __typename: 'MarketResearchAlreadyConfirmed',
        code: 'ALREADY_CONFIRMED',
        message: SUBSCRIPTION_MESSAGES.alreadyConfirmed,
      };
    }
    if (error instanceof UpstreamHttpError && error.status === 404) return tokenError('TOKEN_INVALID');
    throw error;
  }
}

export async function unsubscribeUpsell(
  ctx: GatewayContext,
  input: UnsubscribeUpsellInput,
): Promise<ResultOf<'UnsubscribeUpsellResult'>> {
  const customerId = input.customerId.trim();
  const orderNumber = input.externalOrderId.trim();
  const email = normaliseEmail(input.email);
  if (customerId === '' || orderNumber === '' || input.email.trim() === '') {
    return invalidInput([{ field: 'input', message: SUBSCRIPTION_MESSAGES.upsellLinkIncomplete }]);
  }
  if (
    email === null ||
    !isWellFormedIdentifier(customerId, MAX_ID_LENGTH) ||
    !isWellFormedIdentifier(orderNumber, MAX_ID_LENGTH)
  )
    return NOT_FOUND;
  const limited = await rateLimited(ctx, 'unsubscribeUpsell', email);
  if (limited) return limited;
  try {
    const result = await ctx.datasources.customer.unsubscribeUpsell({
      customerId,
      email,
      externalOrderId: orderNumber,
    });
    return { __typename: 'UpsellUnsubscribed', email: result.email };
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.key === 'upsell_recipient_unknown') return NOT_FOUND;
    throw error;
  }
}

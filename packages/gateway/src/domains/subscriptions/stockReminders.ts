/**
 * Stock reminders from their e-mails' links (docs/product/public-pages.md §2 stock-reminder/unsubscribe and
 * stock-reminder/confirm-doi, §4 other flows): the reminder of an unsubscribe link, ending it
 * (again: answered as done), and the double opt-in of a new one by its single-use token.
 */
import type { GatewayContext } from '../../context.ts';
import type { StockReminderResult } from '../../datasources/stockReminder.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { ConfirmStockReminderInput, UnsubscribeStockReminderInput } from '../../generated/graphql.ts';
import { tokenErrorOf, unusableToken, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { linkId, NOT_FOUND } from './links.ts';
import { SUBSCRIPTION_MESSAGES } from './messages.ts';

function reminderOf(result: StockReminderResult) {
  return {
    __typename: 'StockReminder',
    id: result.reminderId,
    status: result.status,
    productName: result.productName,
  } as const;
}

function notFound(error: unknown): typeof NOT_FOUND {
  if (error instanceof UpstreamHttpError && error.key === 'reminder_not_found') return NOT_FOUND;
  throw error;
}

export async function stockReminder(ctx: GatewayContext, rawId: string): Promise<ResultOf<'StockReminderResult'>> {
  const checked = linkId(rawId, 'id', SUBSCRIPTION_MESSAGES.reminderIdMissing);
  if (!('id' in checked)) return checked;
  try {
    return reminderOf(await ctx.datasources.stockReminder.stockReminder(checked.id));
  } catch (error) {
    return notFound(error);
  }
}

export async function unsubscribeStockReminder(
  ctx: GatewayContext,
  input: UnsubscribeStockReminderInput,
): Promise<ResultOf<'UnsubscribeStockReminderResult'>> {
  const checked = linkId(input.reminderId, 'reminderId', SUBSCRIPTION_MESSAGES.reminderIdMissing);
  if (!('id' in checked)) return checked;
  const limited = await rateLimited(ctx, 'unsubscribeStockReminder', checked.id);
  if (limited) return limited;
  try {
    const result = await ctx.datasources.stockReminder.unsubscribeStockReminder(checked.id);
    return {
      __typename: 'StockReminderUnsubscribed',
      reminder: reminderOf(result),
      alreadyUnsubscribed: result.alreadyUnsubscribed,
    };
  } catch (error) {
    return notFound(error);
  }
}

export async function confirmStockReminder(
  ctx: GatewayContext,
  input: ConfirmStockReminderInput,
): Promise<ResultOf<'ConfirmStockReminderResult'>> {
  const unusable = unusableToken(input.token);
  if (unusable) return unusable;
  const limited = await rateLimited(ctx, 'confirmStockReminder', null);
  if (limited) return limited;
  try {
    return {
      __typename: 'StockReminderConfirmed',
      reminder: reminderOf(await ctx.datasources.stockReminder.confirmStockReminder(input.token.trim())),
    };
  } catch (error) {
    const token = tokenErrorOf(error);
    if (token) return token;
    throw error;
  }
}

/**
 * The stock reminder service: a reminder by the id of its e-mail's link (reading and ending it)
 * and the double opt-in of a new reminder by its token. No session: ids and tokens are checked
 * for form before they reach a URL or body.
 */
import { stockReminderService } from '@mein-konto/schema/upstream/stockReminder';
import { TOKEN_ERROR_KEYS } from './customer.ts';
import { UpstreamDataSource, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof stockReminderService.routes;
export type StockReminderResult = CallResult<Routes['stockReminder']>;
export type UnsubscribeStockReminderResult = CallResult<Routes['unsubscribeStockReminder']>;

const OUTCOME_KEYS = new Set<string>(['reminder_not_found', ...TOKEN_ERROR_KEYS]);

function expected(error: UpstreamError): boolean {
  return (
    error instanceof UpstreamHttpError && error.status < 500 && error.key !== undefined && OUTCOME_KEYS.has(error.key)
  );
}

export class StockReminderDataSource extends UpstreamDataSource<typeof stockReminderService> {
  protected readonly service = stockReminderService;

  stockReminder(id: string): Promise<StockReminderResult> {
    return this.call('stockReminder', { params: { id }, expected });
  }

  /** Idempotent: a second call answers alreadyUnsubscribed. */
  unsubscribeStockReminder(id: string): Promise<UnsubscribeStockReminderResult> {
    return this.call('unsubscribeStockReminder', { params: { id }, expected });
  }

  confirmStockReminder(token: string): Promise<StockReminderResult> {
    return this.call('confirmStockReminder', { body: { token }, expected });
  }
}

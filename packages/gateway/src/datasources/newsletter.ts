/**
 * The newsletter service (docs/product/public-pages.md §3 newsletter subscription, §7 newsletter): a subscription by the
 * id of the newsletter e-mail's link, unsubscribing it, reducing it to weekly. No session: the
 * id is the credential, checked for form before it reaches a URL.
 */
import { newsletterService } from '@mein-konto/schema/upstream/newsletter';
import { UpstreamDataSource, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof newsletterService.routes;
export type NewsletterSubscriptionResult = CallResult<Routes['subscription']>;
export type UnsubscribeResult = CallResult<Routes['unsubscribe']>;

/** An unknown or ended subscription is an outcome of the page, not a failure. */
function expected(error: UpstreamError): boolean {
  return (
    error instanceof UpstreamHttpError &&
    (error.key === 'subscription_not_found' || error.key === 'subscription_inactive')
  );
}

export class NewsletterDataSource extends UpstreamDataSource<typeof newsletterService> {
  protected readonly service = newsletterService;

  subscription(id: string): Promise<NewsletterSubscriptionResult> {
    return this.call('subscription', { params: { id }, expected });
  }

  /** Idempotent: a second call answers alreadyUnsubscribed. */
  unsubscribe(id: string): Promise<UnsubscribeResult> {
    return this.call('unsubscribe', { params: { id }, expected });
  }

  changeFrequency(id: string, frequency: 'WEEKLY'): Promise<NewsletterSubscriptionResult> {
    return this.call('changeFrequency', { params: { id }, body: { frequency }, expected });
  }
}

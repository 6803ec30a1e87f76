/**
 * The personalisation service (docs/product/activity.md §7 recommendations): a recommendation set by placement and
 * market. The session id and the customer's id go with the call only with tracking consent; the
 * customer id is the guard's, never the client's.
 */
import type { Market } from '@mein-konto/schema/upstream/common';
import { personalisationService, type RecommendationPlacement } from '@mein-konto/schema/upstream/personalisation';
import { UpstreamDataSource, type CallResult } from './upstream.ts';

export type RecommendationsResult = CallResult<(typeof personalisationService.routes)['recommendations']>;

/** Who the set is for: with tracking consent the session id and the customer; without, nobody. */
export type RecommendationAudience =
  { trackingConsent: true; sessionId: string; userId: string } | { trackingConsent: false };

export class PersonalisationDataSource extends UpstreamDataSource<typeof personalisationService> {
  protected readonly service = personalisationService;

  recommendations(
    placement: RecommendationPlacement,
    market: Market,
    audience: RecommendationAudience,
  ): Promise<RecommendationsResult> {
    const tracking = audience.trackingConsent
      ? { trackingConsent: 'true' as const, sessionId: audience.sessionId, userId: audience.userId }
      : { trackingConsent: 'false' as const };
    return this.call('recommendations', { params: { placement }, query: { market, ...tracking } });
  }
}

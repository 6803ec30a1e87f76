/**
 * The social live commerce service (docs/product/activity.md §3 followed streamer, §7 followed streamers): the
 * creators the session's customer follows in the shop and the app, following and unfollowing.
 * The customer id sent is always the session customer's own (the guard's), never the client's.
 */
import { SOURCE_APPS, socialLiveCommerceService } from '@mein-konto/schema/upstream/socialLiveCommerce';
import { UpstreamDataSource, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof socialLiveCommerceService.routes;
export type FollowedStreamersResult = CallResult<Routes['followedStreamers']>;
export type FollowedStreamerResult = CallResult<Routes['followStreamer']>;

function notFound(error: UpstreamError): boolean {
  return error instanceof UpstreamHttpError && error.key === 'streamer_not_found';
}

export class SocialLiveCommerceDataSource extends UpstreamDataSource<typeof socialLiveCommerceService> {
  protected readonly service = socialLiveCommerceService;

  followedStreamers(customerId: string): Promise<FollowedStreamersResult> {
    return this.call('followedStreamers', { query: { customerId, 'source-apps': SOURCE_APPS } });
  }

  followStreamer(customerId: string, id: string): Promise<FollowedStreamerResult> {
    return this.call('followStreamer', { params: { id }, query: { customerId }, expected: notFound });
  }

  unfollowStreamer(customerId: string, id: string): Promise<void> {
    return this.call('unfollowStreamer', { params: { id }, query: { customerId }, expected: notFound });
  }
}

/**
 * Contract of the social live commerce service (docs/product/activity.md §3 followed streamer: id, name; §7 followed
 * streamers: GET users/followed_streamers with customer_id and source-apps WEB_SHOP,SHOP_APP):
 * the creators a customer follows in the shop and the app, and following or unfollowing one.
 * `customer_id` must be the session's customer (403 forbidden otherwise).
 */
import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { noBody, route, type ServiceContract } from './contract.ts';

/** The apps whose follows count (docs/product/upstream-services.md §7). */
export const SOURCE_APPS = 'WEB_SHOP,SHOP_APP';

export const followedStreamer = z.object({
  id: z.string(),
  name: z.string(),
  /** Absolute URL of the creator's picture. */
  image_url: z.string(),
  followed_at: isoDateTime,
});

export const followedStreamersResponse = z.object({ streamers: z.array(followedStreamer) });

const customerQuery = z.object({ customer_id: z.string() });

export const socialLiveCommerceService = {
  name: 'socialLiveCommerce',
  basePath: '/social-live-commerce-service',
  routes: {
    followedStreamers: route({
      method: 'GET',
      path: '/users/followed_streamers',
      credentials: true,
      status: 200,
      query: customerQuery.extend({ 'source-apps': z.literal(SOURCE_APPS) }),
      body: noBody,
      response: followedStreamersResponse,
    }),
    followStreamer: route({
      method: 'PUT',
      path: '/users/followed_streamers/:id',
      credentials: true,
      status: 200,
      query: customerQuery,
      body: noBody,
      response: followedStreamer,
    }),
    unfollowStreamer: route({
      method: 'DELETE',
      path: '/users/followed_streamers/:id',
      credentials: true,
      status: 204,
      query: customerQuery,
      body: noBody,
      response: z.void(),
    }),
  },
} as const satisfies ServiceContract;

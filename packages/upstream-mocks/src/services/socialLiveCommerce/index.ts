/** The social live commerce service: the creators a customer follows, following and unfollowing. */
import { socialLiveCommerceService } from '@mein-konto/schema/upstream/socialLiveCommerce';
import { defineMockService } from '../../kernel/mockService.ts';
import { creatorImageRoutes, streamerHandlers } from './streamers.ts';

export const socialLiveCommerceMock = defineMockService(socialLiveCommerceService, [streamerHandlers], {
  routes: creatorImageRoutes,
});

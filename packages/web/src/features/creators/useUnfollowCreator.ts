/**
 * Stops following a creator. The answer names the creator: it leaves the cache (evicted), so every
 * list of followed creators drops it without loading again.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { UnfollowCreatorDocument } from './UnfollowCreator.generated.ts';

export function useUnfollowCreator() {
  return useMutationOutcome(UnfollowCreatorDocument, 'unfollowCreator', {
    update: (cache, { data }) => {
      if (data?.unfollowCreator.__typename !== 'CreatorUnfollowed') return;
      cache.evict({ id: cache.identify({ __typename: 'Creator', id: data.unfollowCreator.creatorId }) });
      cache.gc();
    },
  });
}

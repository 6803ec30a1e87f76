/**
 * Follows a creator (again: the page's undo). The answer carries the creator with the date the
 * customer follows since (the first one, when followed before); it goes into the cached list at
 * its place, most recently followed first, as the server orders it: nothing loads again.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { FollowCreatorDocument } from './FollowCreator.generated.ts';
import { FollowedCreatorsPageDocument } from './FollowedCreatorsPage.generated.ts';

export function useFollowCreator() {
  return useMutationOutcome(FollowCreatorDocument, 'followCreator', {
    update: (cache, { data }) => {
      if (data?.followCreator.__typename !== 'CreatorFollowed') return;
      const followed = data.followCreator.creator;
      cache.updateQuery({ query: FollowedCreatorsPageDocument }, (page) => {
        const list = page?.viewer.customer?.followedCreators;
        if (!page?.viewer.customer || !list) return undefined;
        const others = list.filter((creator) => creator.id !== followed.id);
        const at = others.findIndex((creator) => Date.parse(creator.followedAt) < Date.parse(followed.followedAt));
        const followedCreators =
          at === -1 ? [...others, followed] : [...others.slice(0, at), followed, ...others.slice(at)];
        return { ...page, viewer: { ...page.viewer, customer: { ...page.viewer.customer, followedCreators } } };
      });
    },
  });
}
